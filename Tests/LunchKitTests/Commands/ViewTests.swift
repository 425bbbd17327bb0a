import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `view map|list`: the typed mode, interactor and presenter directly, then the shell.
@Suite struct ViewTests {
    @Test func theModeIsParsedInAnyCase() throws {
        #expect(try ViewMode(parsing: "MAP") == .map)
        #expect(try ViewMode(parsing: "list") == .list)
        #expect(throws: UserError(Messages.badView("table"))) { try ViewMode(parsing: "table") }
    }

    @Test func theInteractorSavesTheChoiceUndoably() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = ViewInteractor(store: s.store)
        #expect(try interactor.set(.map) == .map)
        #expect(s.store.state.preferences.mapView)
        #expect(try s.store.undo() == "view map")
        #expect(!s.store.state.preferences.mapView)
    }

    @Test func thePresenter() {
        let response = ViewPresenter().present(.list)
        #expect(response.text == Messages.viewList)
        #expect(JSON.object(response.json).serialized() == #"{"ok":true,"view":"list"}"#)
    }

    @Test func throughTheShell() {
        let s = TestShell(places: Fixtures.small)
        s.run("view MAP")
        #expect(s.output.stdout == Messages.viewMap + "\n")
        #expect(s.run("view table").failed)
        #expect(s.output.stderr == "error: \(Messages.badView("table"))\n")
    }

    @Test(arguments: [
        ("view -1", "'-1' is negative: view takes no negative numbers — usage: view map|list"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
