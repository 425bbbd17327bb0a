import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `map`: its interactor and presenter directly, then the shell.
@Suite struct MapTests {
    @Test func theCurrentListElseNear() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let c = s.context
        let interactor = MapInteractor(store: s.store, near: NearInteractor(lister: c.lister, store: s.store, whereabouts: c.whereabouts))
        let near = try interactor.places(radius: Radius(metres: 130))
        #expect(near.ids == ["osm:node/6", "osm:node/10", "osm:node/2"])
        #expect(near.radius == 130)
        try s.store.send(.showList(["osm:node/3"]))
        let listed = try interactor.places(radius: nil)
        #expect(listed.ids == ["osm:node/3"] && listed.radius == nil && listed.zoom == nil)
        let presenter = MapPresenter(drawer: MapDrawer(catalog: s.catalog, whereabouts: c.whereabouts, renderer: c.map),
                                     catalog: s.catalog)
        let response = presenter.present(near)
        #expect(response.text.hasSuffix("  1  Golden Sushi\n  2  Pizza Place\n  3  Kahvila Suomi"))
        #expect(response.json.map(\.0) == ["ok", "ids", "radius_m", "off_map"])
    }

    @Test func throughTheShellTheRadiusIsATypedArgument() {
        let s = TestShell(places: Fixtures.small)
        // A bare number under 50 is a row, 0 included: the error every REF gives.
        #expect(s.run("map 0").failed)
        #expect(s.output.stderr == "error: \(Messages.rowOutOfRange(0, count: 0))\n")
        s.output.clear()
        s.run("search pizza")
        #expect(s.run("map 0").failed)
        #expect(s.output.stderr.hasPrefix("error: row 0 is not in the last list"), "\(s.output.stderr)")
        s.output.clear()
        #expect(s.run("map 0m").failed)
        #expect(s.output.stderr == "error: \(Messages.radiusTooSmall("0m"))\n")
        #expect(s.run("map far").failed)
        #expect(s.output.stderr.hasSuffix("error: \(Messages.badRadius("far"))\n"))
    }

    @Test(arguments: [
        ("map -1", "'-1' is negative: map takes no negative numbers — usage: map [RADIUS | N]"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
