import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `at`: its interactor and presenter directly, then the shell.
@Suite struct AtTests {
    func interactor(_ s: TestShell) -> AtInteractor { AtInteractor(store: s.store, gazetteer: s.context.gazetteer) }

    @Test func coordinatesAndNames() throws {
        let s = TestShell(places: Fixtures.small)
        let here = try interactor(s).setLocation(["60.17", "24.94"])
        #expect(here.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        #expect(s.store.state.location == here)
        let kamppi = try interactor(s).setLocation(["kamppi"])
        #expect(kamppi.name == "Kamppi")
        #expect(AtPresenter().present(kamppi).text == Messages.locationSet("Kamppi (60.16850, 24.93150)"))
        #expect(throws: UserError(Messages.notTwoNumbers("1 2 3"))) { try interactor(s).setLocation(["1", "2", "3"]) }
        #expect(throws: UserError(Messages.atNeedsWhere)) { try interactor(s).setLocation([]) }
    }

    @Test func throughTheShellTheListStays() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila; at Kallio")
        #expect(s.store.state.currentList == ["osm:node/2"])
        #expect(s.store.state.location?.name == "Kallio")
    }
}
