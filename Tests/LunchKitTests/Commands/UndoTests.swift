import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `undo`: its interactor and presenter directly, then the shell.
@Suite struct UndoTests {
    @Test func itSaysWhatItUndid() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = UndoInteractor(store: s.store)
        #expect(try interactor.undo() == nil)
        #expect(UndoPresenter().present(nil).text == Messages.nothingToUndo)
        try s.store.send(.addFavourite("osm:node/2"), undo: .removeFavourite("osm:node/2"), what: "fav Kahvila Suomi")
        let undone = try interactor.undo()
        #expect(undone == "fav Kahvila Suomi")
        #expect(UndoPresenter().present(undone).text == Messages.undid("fav Kahvila Suomi"))
        #expect(s.store.state.favourites.isEmpty)
    }

    @Test func throughTheShell() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("undo")
        #expect(s.output.stdout == #"{"command":"undo","ok":true,"undone":null}"# + "\n")
    }
}
