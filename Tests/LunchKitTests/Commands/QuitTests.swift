import Foundation
import Testing
@testable import LunchKit
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
        let feature = try #require(QuitArguments.feature(TestShell().context))
        let response = try feature.run(QuitArguments())
        #expect(response.route == .exit)
        #expect(response.text.isEmpty)
    }
}
