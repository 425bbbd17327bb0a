import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// What `vote`, `veto` and `unvote` say when their words were wrong (issue 26's lows): an
/// offline vote made after the deadline the shell knows said only "waiting", as if it would
/// count; `unvote` with no votes said they were taken back.
@Suite struct TeamLateWordsTests {
    /// The team with a deadline at `deadline` in this process's zone (the shell's clock is 12:30).
    static func server(deadline: String) -> ScriptedTeamConnection {
        var team = TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 10)
        team.settings = .init(deadline: deadline, zone: TimeZone.current.identifier)
        return ScriptedTeamConnection(team: team)
    }

    @Test func anOfflineVoteOrVetoAfterTheDeadlineSaysItWillBeRefused() {
        let server = Self.server(deadline: "11:30")
        let alice = TeamTests.shell(server, "alice")
        alice.run("team")
        server.then(.fail(.unreachable("connection refused")), .fail(.unreachable("connection refused")))
        alice.output.clear()
        alice.run("vote kahvila")
        #expect(alice.output.stdout == "You voted Kahvila Suomi for 2026-11-20 (waiting to be sent: 1 change waiting). "
                + "It was made after the deadline 11:30: the team's server will refuse it unless the day is reopened.\n")
        alice.output.clear()
        alice.run("veto pizza place")
        #expect(alice.output.stdout == "You vetoed Pizza Place for 2026-11-20 (waiting to be sent: 2 changes waiting). "
                + "It was made after the deadline 11:30: the team's server will refuse it unless the day is reopened.\n")
    }

    @Test func anOfflineVoteBeforeTheDeadlineOnlyWaits() {
        let server = Self.server(deadline: "13:00")
        let alice = TeamTests.shell(server, "alice")
        alice.run("team")
        server.then(.fail(.unreachable("connection refused")))
        alice.output.clear()
        alice.run("vote kahvila")
        #expect(alice.output.stdout == "You voted Kahvila Suomi for 2026-11-20 (waiting to be sent: 1 change waiting).\n")
    }

    @Test func unvoteWithNoVotesSaysThereWasNothingToTakeBack() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("unvote")
        #expect(alice.output.stdout == "You have no votes for 2026-11-20: nothing to take back.\n")
        #expect(!server.requests.contains { $0.changes.contains { $0.kind == .unvote(day: "2026-11-20") } }, "nothing sent")
        alice.output.clear()
        alice.run("vote kahvila; unvote")
        #expect(alice.output.stdout == "You voted Kahvila Suomi for 2026-11-20.\nYour votes for 2026-11-20 are taken back.\n")
    }

    /// A late `in` or `out` that changed the deadline's decision is said in plain words
    /// ("an 'out' (not coming)", not "a 'out'"), in the news and in the decision's reason.
    @Test func aLateInOrOutIsSaidInPlainWords() throws {
        #expect(Messages.teamDecisionChanged("Harald", not: "Joe", cause: "out", by: "carol")
                == "the decision changed: Harald, not Joe — carol's 'out' (not coming) made before the deadline arrived late")
        let reason = TeamDecisionReason(place: .init(id: "node/2", name: "Harald", votes: nil), votes: 2, rule: .mostVotes,
                                        corrected: .init(from: .init(id: "node/1", name: "Joe"), change: "c", kind: "in"))
        #expect(Messages.decisionReason(reason)?.contains("changed from Joe: an 'in' (coming) made before the deadline arrived late") == true)
        #expect(Messages.lateCauseWithArticle("vote") == "a vote")
    }
}
