import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `quit` (and `exit`): leaves, says nothing to people, `ok` to scripts.
@Suite struct QuitTests {
    @Test func leavesAndRunsNothingAfter() {
        let s = TestShell(places: Fixtures.small, json: true)
        let outcome = s.run("exit; near")
        #expect(outcome.exit && !outcome.failed)
        #expect(s.output.stdout == #"{"command":"quit","ok":true}"# + "\n")
    }

    @Test func theFeatureRoutesOut() throws {
        let feature = try #require(QuitCommand.feature(TestShell().context))
        let response = try feature.run(QuitCommand())
        #expect(response.route == .exit)
        #expect(response.text.isEmpty)
    }

    @Test(arguments: [
        ("quit -1", "'quit' takes no arguments: '-1' is extra — usage: quit | exit"),
        ("exit -2", "'quit' takes no arguments: '-2' is extra — usage: quit | exit"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
