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
        #expect(text == "1  2026-11-20  ★★☆☆☆  \(Messages.goneFromCatalog("Old Place"))\n"
                     + "2  2026-11-19  ★★★★☆  Kahvila Suomi                     “nice”")
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
        1  2026-11-20  ★★☆☆☆  Golden Sushi
        2  2026-11-20  ★★★★☆  Kahvila Suomi  “good”

        """)
    }

    /// Issue 29, row 5: a visit can be removed by its number in `visits`, saved at once,
    /// and `undo` brings it back; a number not in the list is one line.
    @Test func aVisitIsRemovedByItsNumber() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4 \"good\"; show golden s; rate 2")
        s.output.clear()
        #expect(!s.run("visits --remove 2").failed)
        #expect(s.output.stdout == "Removed visit 2: 2026-11-20 12:30  ★★★★☆  Kahvila Suomi ('undo' brings it back).\n")
        #expect(s.store.state.visits.map(\.placeName) == ["Golden Sushi"])
        #expect(try StateFile(path: "/state/state.json", storage: s.storage).saved().visits.map(\.placeName) == ["Golden Sushi"])
        s.output.clear()
        s.run("undo; visits")
        // Both back (of two at the same minute, the one put back counts as the later).
        #expect(s.output.stdout.contains("1  2026-11-20  ★★★★☆  Kahvila Suomi  “good”\n2  2026-11-20  ★★☆☆☆  Golden Sushi\n"))
        #expect(try StateFile(path: "/state/state.json", storage: s.storage).saved().visits.count == 2)
    }

    /// Issue 29, row 5 again: three visits to one place are told apart by their number in
    /// `visits` and their time, and removing the one named (through the store) makes room.
    @Test func aStateAtItsCapNamesVisitsByNumberAndTimeAndRemovingOneMakesRoom() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage, limit: 4096))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Calendar.lunch.timeZone
        func at(_ day: Int, _ hour: Int) -> Date { calendar.date(from: DateComponents(year: 2026, month: 11, day: day, hour: hour, minute: 4))! }
        let note = String(repeating: "n", count: 1000)
        let visits = [at(18, 11), at(19, 12), at(20, 13)].map {
            Visit(placeID: "osm:node/9", placeName: "Fazer Food Market", date: $0, stars: 4, note: note)
        }
        for visit in visits { try store.send(.addVisit(visit)) }
        let one = Visit(placeID: "osm:node/3", placeName: "Soup", date: at(21, 12), stars: 5, note: note)
        #expect(throws: UserError("this change would make state.json larger than 4 kB; nothing was saved; "
                                  + "what takes the most room: visit 1 (2026-11-20 13:04) to 'Fazer Food Market' (1017 bytes), "
                                  + "visit 2 (2026-11-19 12:04) to 'Fazer Food Market' (1017 bytes), "
                                  + "visit 3 (2026-11-18 11:04) to 'Fazer Food Market' (1017 bytes); "
                                  + "'visits --remove N' removes visit N")) {
            try store.send(.addVisit(one))
        }
        let removed = try VisitsInteractor(store: store, catalog: Catalog(places: [])).remove(number: 2)
        #expect(removed.visit == visits[1])
        // Saved (through the journal or whole), and read back by another shell without it.
        let again = try StateFile(path: "/s/state.json", storage: storage, limit: 4096).saved()
        #expect(again.visits == [visits[0], visits[2]])
        try store.send(.addVisit(one))
        #expect(store.state.visits.count == 3)
    }

    @Test func removingAsJSONSaysWhichVisitWent() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("show kahvila; rate 4")
        s.output.clear()
        s.run("visits --remove 1")
        #expect(s.output.stdout.hasPrefix("{\"command\":\"visits\",\"ok\":true,\"removed\":{\"number\":1,\"place_id\":\"osm:node/2\""))
    }

    @Test func tabAfterRemoveListsTheNumberedVisits() {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4; show golden s; rate 2")
        let completion = Completer(registry: s.registry).complete("visits --remove ")
        #expect(completion.candidates.map(\.display) == ["1  2026-11-20 12:30  Golden Sushi", "2  2026-11-20 12:30  Kahvila Suomi"])
        #expect(Completer(registry: s.registry).complete("visits --r").insert == "--remove ")
    }

    @Test(arguments: [
        ("visits -3", "'visits' takes no arguments: '-3' is extra — usage: visits [--team] [--remove N]"),
        ("visits --remove 1", "there is no visit 1: you have no visits yet"),
        ("visits --remove x", "'x' is not a visit number: 'visits --remove N' takes N as 'visits' numbers them (1 = the newest)"),
        ("visits --remove -2", "'-2' is negative: visits takes no negative numbers — usage: visits [--team] [--remove N]"),
        ("visits --remove 0", "'0' is not a visit number: 'visits --remove N' takes N as 'visits' numbers them (1 = the newest)"),
        ("visits --remove", "missing value for '--remove <N>' — usage: visits [--team] [--remove N]"),
        ("visits --soon", "'visits' takes no arguments: '--soon' is extra — usage: visits [--team] [--remove N]"),
        ("visits --team --remove 1", "'visits --remove' removes one of your own visits: leave out --team"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
