import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// `where`: its interactor and presenter directly, then the shell.
@Suite struct WhereTests {
    @Test func setAssumedOrNone() throws {
        let s = TestShell()
        let centre = Location(coordinate: Fixtures.helsinki)
        #expect(WhereInteractor(store: s.store, fallback: { nil }).current() == .none)
        #expect(WhereInteractor(store: s.store, fallback: { centre }).current() == .fallback(centre))
        try s.store.send(.setLocation(centre))
        #expect(WhereInteractor(store: s.store, fallback: { nil }).current() == .set(centre))
        #expect(WherePresenter().present(.none).text == Messages.noLocation)
        #expect(WherePresenter().present(.set(centre)).text == Messages.youAreAt("60.16990, 24.93840"))
    }

    @Test func throughTheShell() {
        let s = TestShell(json: true)
        s.run("where")
        #expect(s.output.stdout == #"{"command":"where","lat":null,"lon":null,"name":null}"# + "\n")
    }

    @Test func whereFallsBackToTheCatalogCentre() throws {
        let shell = TestShell(places: Fixtures.small)
        let centre = try #require(shell.catalog.centre)
        shell.run("where")
        #expect(shell.output.stdout == Messages.defaultLocation("the busiest part of the catalog (\(centre.text))") + "\n")
    }

    @Test(arguments: [
        ("where -1", "'where' takes no arguments: '-1' is extra — usage: where"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func withoutALocationTheBusiestPartOfTheCatalog() throws {
        // Three cities: most places in the middle one; the mean or median would be elsewhere.
        func city(_ lat: Double, _ lon: Double, _ n: Int, from first: Int) -> [Place] {
            (0..<n).map { i in
                Place(id: "osm:node/\(first + i)", name: "P\(first + i)",
                      coordinate: Coordinate(lat: lat + Double(i % 7) * 0.001, lon: lon + Double(i / 7) * 0.001))
            }
        }
        let places = city(60.17, 24.94, 30, from: 1) + city(43.24, 76.94, 50, from: 100) + city(45.07, 7.68, 40, from: 200)
        let s = TestShell(places: places)
        let centre = try #require(s.catalog.centre)
        #expect(abs(centre.lat - 43.24) < 0.01 && abs(centre.lon - 76.94) < 0.01)
        s.run("where; near 1500")
        #expect(s.output.stdout.hasPrefix("No location set; using the busiest part of the catalog ("))
        #expect(s.output.stdout.contains("), where the most places are. Set one with 'at LAT,LON' or 'at NAME'."))
        #expect(s.output.stdout.contains("(50 places within 1.5 km of the busiest part of the catalog)"))
    }
}
