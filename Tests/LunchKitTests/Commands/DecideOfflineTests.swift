import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// `decide` offline (issue 26): the team as last read decides only when it holds the
/// rule's answer; without it the command fails with one line and queues nothing (it
/// used to fail and still queue a decision, one more at each retry).
@Suite struct DecideOfflineTests {
    @Test func withoutTheRulesAnswerItFailsAndQueuesNothing() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("team")
        // Read with no votes: the rule's answer then was "no votes".
        server.then(.fail(.unreachable("connection refused")))
        alice.run("vote kahvila")
        alice.output.clear()
        #expect(alice.run("decide").failed)
        #expect(alice.output.stderr == "error: " + Messages.decideOfflineUnknown("2026-11-20", age: "just now") + "\n")
        #expect(alice.run("decide").failed)
        #expect(alice.team?.waitingForTeam == 1, "only the vote waits")
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout.contains("— connected"), "\(alice.output.stdout)")
        #expect(server.snapshot.decision == nil)
        #expect(server.snapshot.votes.map(\.member) == ["alice"])
    }

    @Test func withTheRulesAnswerItDecidesAsLastRead() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("vote kahvila; team")
        server.then(.fail(.unreachable("connection refused")))
        alice.output.clear()
        #expect(!alice.run("decide").failed)
        #expect(alice.output.stdout == "Decided for 2026-11-20: Kahvila Suomi (1 vote) (waiting to be sent: 1 change waiting).\n")
    }
}
