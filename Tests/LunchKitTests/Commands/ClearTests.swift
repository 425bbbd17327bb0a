import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// `clear`: clears the screen it is given, says nothing, `ok` to scripts.
@Suite struct ClearTests {
    final class RecordingScreen: Screen {
        var clears = 0
        func clear() { clears += 1 }
    }

    @Test func clearsTheScreenAndSaysNothing() throws {
        let screen = RecordingScreen()
        ClearInteractor(screen: screen).clear()
        #expect(screen.clears == 1)
        #expect(ClearPresenter().present(()).text.isEmpty)
    }

    @Test func throughTheShellItIsACommandAndScriptsGetOk() {
        let people = TestShell()
        let outcome = people.run("clear; where")
        #expect(!outcome.failed)
        #expect(people.output.stderr.isEmpty)
        #expect(people.output.stdout.hasPrefix(Messages.noLocation))
        let scripts = TestShell(json: true)
        scripts.run("clear")
        #expect(scripts.output.stdout == #"{"command":"clear","ok":true}"# + "\n")
    }

    @Test(arguments: [
        ("clear now", "'clear' takes no arguments: 'now' is extra — usage: clear"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
