import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `visits`: its interactor and presenter directly, then the shell.
@Suite struct VisitsTests {
    @Test func newestFirstAndGonePlacesSaySo() throws {
        let s = TestShell(places: Fixtures.small)
        let now = TestShell.clock.now()
        try s.store.send(.addVisit(Visit(id: "a", placeID: "osm:node/2", placeName: "Kahvila Suomi", date: now.addingTimeInterval(-86_400),
                                         stars: 4, note: "nice")))
        try s.store.send(.addVisit(Visit(id: "b", placeID: "osm:node/404", placeName: "Old Place", date: now, stars: 2, note: nil)))
        let entries = VisitsInteractor(store: s.store, catalog: s.catalog).visits()
        #expect(entries.map(\.visit.id) == ["b", "a"])
        #expect(entries.map(\.inCatalog) == [false, true])
        let text = VisitsPresenter(visits: VisitPresenter()).present(entries).text
        #expect(text == "2026-11-20  ★★☆☆☆  \(Messages.goneFromCatalog("Old Place"))\n"
                     + "2026-11-19  ★★★★☆  Kahvila Suomi                     “nice”")
    }

    @Test func noneYet() {
        let s = TestShell(places: Fixtures.small)
        s.run("visits")
        #expect(s.output.stdout == Messages.noVisits + "\n")
    }

    @Test func visitsAreNewestFirstWithNames() {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4 \"good\"; show golden s; rate 2")
        s.output.clear()
        s.run("visits")
        #expect(s.output.stdout == """
        2026-11-20  ★★☆☆☆  Golden Sushi
        2026-11-20  ★★★★☆  Kahvila Suomi  “good”

        """)
    }

    @Test(arguments: [
        ("visits -3", "'visits' takes no arguments: '-3' is extra — usage: visits [--team]"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
