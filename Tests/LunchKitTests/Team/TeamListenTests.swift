import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Issue 27, item 4, the shell's side: its connection is asked to listen; a notification
/// wakes the live poll at once (it does not wait out its interval); the interval follows
/// how the connection hears of changes; `team` says which.
@Suite struct TeamListenTests {
    static let sushi = TeamPlace(id: "osm:node/6", name: "Golden Sushi", latitude: 60.17, longitude: 24.94)

    /// Waits (at most `seconds`) until `done` holds.
    static func eventually(_ seconds: TimeInterval = 10, _ done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !done() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    @Test func aNotificationBringsTheNewsAtOnceInsteadOfAfterTheInterval() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        server.hear(.listening)
        team.startPolling()
        alice.run("today")  // learns where the news stand
        #expect(team.liveMode == .listening)
        #expect(team.pollSeconds == TeamSession.listeningPollInterval)
        let before = server.requests.count
        server.teammate(TeamChange(member: "bob", time: Date(), kind: .vote(day: "2026-11-20", place: Self.sushi)),
                        news: .voted, place: Self.sushi)
        #expect(server.notifyListener())
        // Nothing but the notification can make the poll read within seconds: its interval is 60 s.
        #expect(Self.eventually { team.store.state.team.news.count == 1 })
        #expect(server.requests.count > before)
        #expect(team.takeNews().map(TeamNewsText.line) == ["bob voted Golden Sushi"])
    }

    @Test func theIntervalFollowsHowChangesArriveAndTeamSaysIt() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        // `-c` and piped runs do not poll: `team` says nothing of it.
        alice.run("team")
        #expect(!alice.output.stdout.contains("live:"))
        team.startPolling()
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout.contains("\nlive: polling every 2 s\n"), "\(alice.output.stdout)")
        server.hear(.pooled)
        #expect(team.pollSeconds == TeamSession.pooledPollInterval)
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout.contains(
            "\nlive: polling every 5 s (a pooler in transaction mode passes no notifications)\n"), "\(alice.output.stdout)")
        server.hear(.listening)
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout.contains("\nlive: the server says each change at once (LISTEN); a check every 60 s\n"),
                "\(alice.output.stdout)")
    }
}
