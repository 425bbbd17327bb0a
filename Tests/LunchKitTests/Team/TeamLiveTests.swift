import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// What teammates did shows before the next interactive prompt; Ctrl-C cancels a wait;
/// `decide` shows the decision the team stored, which may be someone else's.
@Suite struct TeamLiveTests {
    static let nepal = TeamPlace(id: "osm:node/6", name: "Golden Sushi", latitude: 60.17, longitude: 24.94)

    /// A line source that lets the test act between prompts.
    final class Steps: LineSource {
        var steps: [() -> String?]
        init(_ steps: [() -> String?]) { self.steps = steps }
        func readLine(prompt: String) -> LineInput {
            guard !steps.isEmpty, let line = steps.removeFirst()() else { return .end }
            return .line(line)
        }
        func remember(_ line: String) {}
    }

    @Test func newsOfTeammatesShowBeforeThePromptOnly() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        team.startPolling(every: 3600)  // asks for news; the test polls by hand
        alice.run("today")  // learns where the news stand
        let bob = TeamChange(member: "bob", time: Date(), kind: .vote(day: "2026-11-20", place: Self.nepal))
        let shell = Shell(input: Steps([
            { "where" },
            {
                server.teammate(bob, news: .voted, place: Self.nepal)
                server.teammate(TeamChange(member: "carol", time: Date(), kind: .rate(place: Self.nepal, stars: 4, note: nil)),
                                news: .rated, place: Self.nepal, stars: 4)
                team.poll()  // what the background thread does every 2 s
                return "where"
            },
            { nil },
        ]), dispatcher: alice.dispatcher, output: alice.output, history: nil, interactive: true)
        shell.beforePrompt = { TeamNewsText.flush(team, out: { alice.output.out($0) }, err: { alice.output.err($0) }) }
        alice.output.clear()
        _ = shell.run()
        let lines = alice.output.stdout.split(separator: "\n").map(String.init)
        // The where lines, then the news (they arrived while the second command was typed).
        #expect(Array(lines.suffix(2)) == ["bob voted Golden Sushi", "carol rated Golden Sushi 4★"])
        #expect(lines.count == 4)
    }

    @Test func pollingNeverWaitsForACommandsExchangeAndGivesWay() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        server.then(.slow(30))
        let polled = Thread { team.poll() }
        polled.start()
        Thread.sleep(forTimeInterval: 0.2)
        let started = Date()
        alice.run("vote golden sushi")  // asks the poll to give way, then sends
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(server.snapshot.votes.map(\.member) == ["alice"])
        polled.cancel()
        Thread.sleep(forTimeInterval: 0.1)
        alice.run("today")
        #expect(alice.output.stderr == "")  // the poll gave way without a word
    }

    @Test func ctrlCCancelsTheWaitAndTheChangeWaits() {
        let server = TeamTests.server()
        let s = TestShell(places: Fixtures.small, team: { storage, store in
            TeamSession(folder: "/state", storage: storage, clock: TestShell.clock,
                        environment: ["LUNCH_USER": "alice", "LUNCH_TEAM_URL": TeamTests.url, "LUNCH_TEAM_TIMEOUT": "60"],
                        connector: { _, _ in server }, cancelled: { true }, store: store)
        })
        server.then(.slow(30))
        let started = Date()
        #expect(!s.run("vote kahvila").failed)
        #expect(Date().timeIntervalSince(started) < 2)
        // The vote and the join before it (a member from LUNCH_TEAM_URL the team does not know yet).
        #expect(s.output.stderr == "team: cancelled, 2 changes waiting\n")
        #expect(s.team?.waitingCount == 2)
    }

    @Test func decideShowsTheDecisionTheTeamStoredFirst() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("vote kahvila")
        // Bob decides while alice's read fails: she decides from what she last read.
        server.teammate(TeamChange(member: "bob", time: Date(), kind: .decide(day: "2026-11-20", place: Self.nepal)),
                        news: .decided, place: Self.nepal)
        server.then(.fail(.timedOut))
        alice.output.clear()
        alice.run("decide")
        // Her read timed out: the decision waits (no second wait on a stalled server).
        #expect(alice.output.stdout == "Decided for 2026-11-20: Kahvila Suomi (1 vote) (waiting to be sent: 1 change waiting).\n")
        // The waiting decision is counted, as every waiting line counts it.
        #expect(alice.output.stderr == "team: offline (no answer within 2 s), 1 change waiting, as of just now\n")
        alice.output.clear()
        alice.run("team; today")
        #expect(alice.output.stderr == "team: back online, 1 change sent\n")
        #expect(alice.output.stdout.contains("Decided: Golden Sushi"), "\(alice.output.stdout)")
        #expect(server.snapshot.decision?.member == "bob")
    }
}
