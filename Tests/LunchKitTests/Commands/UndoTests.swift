import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `undo`: its feature (the store's undo) and presenter directly, then the shell.
@Suite struct UndoTests {
    @Test func itSaysWhatItUndid() throws {
        let s = TestShell(places: Fixtures.small)
        let feature = try #require(UndoCommand.feature(s.context))
        #expect(try feature.interact(UndoCommand()) == nil)
        #expect(UndoPresenter().present(nil).text == Messages.nothingToUndo)
        try s.store.send(.addFavourite("osm:node/2"), undo: .removeFavourite("osm:node/2"), what: "fav Kahvila Suomi")
        let undone = try feature.interact(UndoCommand())
        #expect(undone == UndoInteractor.Result(what: "fav Kahvila Suomi", filters: nil))
        #expect(UndoPresenter().present(undone).text == Messages.undid("fav Kahvila Suomi"))
        #expect(s.store.state.favourites.isEmpty)
    }

    @Test func throughTheShell() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("undo")
        #expect(s.output.stdout == #"{"command":"undo","ok":true,"undone":null}"# + "\n")
    }

    @Test func undoSaysWhatItUndid() {
        let s = TestShell(places: Fixtures.small)
        s.run("fav kahvila; show golden s; rate 5; undo; undo; undo")
        #expect(s.output.stdout.contains("Undid the rating of Golden Sushi (5★).\nUndid fav Kahvila Suomi.\nNothing to undo in this session."))
        #expect(s.store.state.favourites.isEmpty)
        #expect(s.store.state.visits.isEmpty)
    }

    /// Undoing a filter change says which filters are in force now, down to none.
    @Test func undoAfterFiltersSaysWhatIsInForceNow() {
        let s = TestShell(places: Fixtures.small)
        s.run("filter +vegan; filter radius 800; filter open; view map; undo; undo; undo; undo")
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(4)) == [
            "Undid view map.",
            "Undid the filter change; filters: +vegan, within 800 m",
            "Undid the filter change; filters: +vegan",
            "Undid the filter change; filters: none",
        ])
        let json = TestShell(places: Fixtures.small, json: true)
        json.run("filter +vegan; filter price 2; undo")
        #expect(json.output.stdout.split(separator: "\n").last == #"{"command":"undo","ok":true,"undone":"the filter change","filters":["+vegan"]}"#)
    }

    /// `pager` is no filter: undoing it says so, not "the filter change".
    @Test func undoOfThePagerSaysThePager() {
        let s = TestShell(places: Fixtures.small)
        s.run("filter +vegan; pager always; undo")
        #expect(s.output.stdout.split(separator: "\n").last == "Undid pager always.")
    }

    @Test(arguments: [
        ("undo -1", "'undo' takes no arguments: '-1' is extra — usage: undo"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
