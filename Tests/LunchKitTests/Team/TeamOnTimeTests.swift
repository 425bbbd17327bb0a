import Foundation
import Synchronization
import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Issue 26's last defects: an offline `today` keeps the decision's reason and "decided by
/// the deadline"; a listening shell wakes at the deadline and the reminder (not up to a
/// minute late); a vote's own exchange is the one that sends it (never the live poll's);
/// `team leave` hands over what it holds for the team's chat.
@Suite struct TeamOnTimeTests {
    static let joe = TeamPlace(id: "osm:node/6049453051", name: "Joe & The Juice", latitude: 60.17, longitude: 24.94)
    static let harald = TeamPlace(id: "osm:node/4727521424", name: "Harald", latitude: 60.17, longitude: 24.94,
                                  suits: ["diet:vegan=yes"])
    static let sushi = TeamPlace(id: "osm:node/6", name: "Golden Sushi", latitude: 60.17, longitude: 24.94)

    /// The day decided by the deadline for Harald, Joe & The Juice (2 votes) passed over for carol's vegan need.
    static func decidedByTheDeadline() -> ScriptedTeamConnection {
        var team = TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 6)
        let time = Date(timeIntervalSince1970: 1_795_000_000)
        team.members = [.init(name: "alice"), .init(name: "bob"), .init(name: "carol", diet: ["vegan"])]
        team.votes = [.init(member: "alice", place: joe, time: time), .init(member: "bob", place: joe, time: time),
                      .init(member: "alice", place: harald, time: time)]
        team.attendance = [.init(member: "alice", coming: true), .init(member: "bob", coming: true),
                           .init(member: "carol", coming: true)]
        let why = TeamDecisionReason(place: .init(id: harald.id, name: harald.name), votes: 1, rule: .mostVotes, window: 28,
                                     passed: .init(id: joe.id, name: joe.name, votes: 2,
                                                   unmet: [.init(need: "vegan", members: ["carol"])]))
        team.decision = .init(member: "bob", place: harald, time: time, reason: why, byDeadline: true)
        return ScriptedTeamConnection(team: team)
    }

    /// The listening shell that found the server gone showed `Decided: Harald (by bob)`:
    /// the snapshot kept (and saved in `team.json`) lost the reason and `by_deadline`.
    @Test func offlineTodayKeepsTheDeadlineAndTheReason() throws {
        let server = Self.decidedByTheDeadline()
        let alice = TeamTests.shell(server, "alice")
        alice.run("today")
        let header = "Today, 2026-11-20 — Decided: Harald, decided by the deadline — Joe & The Juice (2 votes) lacks vegan (carol)"
        #expect(alice.output.stdout.hasPrefix(header + "\n"), "\(alice.output.stdout)")
        server.then(.fail(.unreachable("127.0.0.1:5432: connection refused")))
        alice.output.clear()
        alice.run("today")
        #expect(alice.output.stderr.contains("team: offline (127.0.0.1:5432: connection refused)"), "\(alice.output.stderr)")
        #expect(alice.output.stdout.hasPrefix(header + "\n"), "\(alice.output.stdout)")
        #expect(alice.output.stdout.contains("(offline: the team as of"), "\(alice.output.stdout)")
        // As saved in team.json, for the next shell started offline.
        let saved = try #require(alice.storage["/state/team.json"].map { String(decoding: $0, as: UTF8.self) })
        #expect(saved.contains("\"byDeadline\" : true"), "\(saved)")
        #expect(saved.contains("\"passed\""), "\(saved)")
    }

    /// What the store keeps of a reply: the decision's reason and flag, vetoes and who is
    /// in, with the names in them cut as every name from the server is.
    @Test func theKeptSnapshotCutsNamesButKeepsTheDecisionsReason() throws {
        let server = Self.decidedByTheDeadline()
        var snapshot = server.snapshot
        let long = String(repeating: "x", count: 10_000)
        snapshot.vetoes = [.init(member: long, place: Self.joe, time: Date())]
        snapshot.attendance.append(.init(member: long, coming: false))
        snapshot.decision?.reason?.passed?.unmet = [.init(need: "vegan", members: [long])]
        let kept = snapshot.capped()
        #expect(kept.decision?.byDeadline == true)
        #expect(kept.decision?.reason?.passed?.name == "Joe & The Juice")
        #expect(kept.decision?.reason?.passed?.unmet.first?.members.first?.count == TeamTextCaps.memberName)
        #expect(kept.vetoes.first?.member.count == TeamTextCaps.memberName)
        #expect(kept.outs.first?.count == TeamTextCaps.memberName)
    }

    static func at(_ text: String, _ zone: String = "Europe/Helsinki") -> Date {
        FixedClock.parseLocalTime(text, timeZone: TimeZone(identifier: zone)!)!
    }

    @Test func theNextDueMomentIsTheReminderThenTheDeadlineInTheTeamsZone() {
        var settings = TeamSnapshot.Settings(deadline: "11:30", zone: "Europe/Helsinki")
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:00")) == Self.at("2026-11-20T11:30"))
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:30")) == Self.at("2026-11-21T11:30"))
        // A reminder only with a webhook to post it to.
        settings.remindMinutes = 10
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:00")) == Self.at("2026-11-20T11:30"))
        settings.notifyURL = "https://hooks.example.com/x"
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:00")) == Self.at("2026-11-20T11:20"))
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:20")) == Self.at("2026-11-20T11:30"))
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:31")) == Self.at("2026-11-21T11:20"))
        // As the server reads it: a reminder before midnight for a deadline after it is none.
        settings.deadline = "00:05"
        #expect(settings.nextDue(after: Self.at("2026-11-20T11:00")) == Self.at("2026-11-21T00:05"))
        #expect(TeamSnapshot.Settings(deadline: nil).nextDue(after: Self.at("2026-11-20T11:00")) == nil)
    }

    /// While listening the poll looked every 60 s only: a deadline passed up to a minute
    /// before a listening shell decided. Now it sleeps until just after the deadline (or the reminder).
    @Test func aListeningShellWakesAtTheDeadline() throws {
        let server = TeamTests.server()
        let storage = MemoryFileStorage()
        let team = server.session(storage: storage, clock: FixedClock(Self.at("2026-11-20T11:29:30")))
        _ = try team.join(try TeamURL(TeamTests.url, login: "alice"), as: "alice")
        server.hear(.listening)
        team.startPolling()
        #expect(team.liveMode == .listening)
        #expect(team.pollWait == TeamSession.listeningPollInterval)  // no deadline
        _ = try team.changeSettings(.deadline(time: "11:30", zone: "Europe/Helsinki"))
        #expect(team.pollWait == 30.25)
        _ = try team.changeSettings(.deadline(time: "11:31", zone: "Europe/Helsinki"))
        #expect(team.pollSeconds == TeamSession.listeningPollInterval)  // as `team` says it
        #expect(team.pollWait == TeamSession.listeningPollInterval)  // 90 s away: the check comes first
        _ = try team.changeSettings(.notify(url: "https://hooks.example.com/x"))
        _ = try team.changeSettings(.remind(minutes: 1))
        #expect(team.pollWait == 30.25)  // the reminder at 11:30
        team.close()
    }

    /// The poll woke (a teammate's notification) just as the vote was written to the
    /// outbox: it sent the vote, so the refusal was the poll's line and the vote said "You
    /// voted" (or, stored, said `"sent":false`). The vote's own exchange sends it now.
    @Test func theVotesOwnExchangeSendsItNeverThePoll() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        server.hear(.listening)
        team.startPolling(every: 3_600)
        alice.run("today")
        let armed = Mutex(true)
        alice.storage.afterWrite = { path in
            guard path.hasSuffix("/team-outbox"), armed.withLock({ was in defer { was = false }; return was }) else { return }
            server.notifyListener()
            Thread.sleep(forTimeInterval: 0.5)  // the poll's turn, if it can take it
        }
        server.then(.refuse("2026-11-20 is already decided: Golden Sushi"))
        alice.output.clear()
        #expect(alice.run("vote pizza place").failed)
        #expect(!alice.output.stdout.contains("You voted"), "\(alice.output.stdout)")
        #expect(alice.output.stderr.contains("2026-11-20 is already decided: Golden Sushi"), "\(alice.output.stderr)")
        #expect(alice.output.stderr.split(separator: "\n").count == 1, "\(alice.output.stderr)")
        team.close()
    }

    /// `team leave` dropped what the shell held for the chat: a decision whose post failed
    /// and whose claim was still to be given back was then posted by nobody.
    @Test func leavingHandsOverWhatWaitsForTheChat() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        let team = try #require(alice.team)
        alice.run("team notify https://hooks.example.com/services/x")
        let posts = Mutex(0)
        team.useChat { _, _ in
            posts.withLock { count in
                count += 1
                return count == 1 ? "team notify: hooks.example.com… did not take the message (HTTP 503); it is tried again later" : nil
            }
        }
        var event = WebhookEvent.decision(day: "2026-11-20", place: Self.sushi, votes: 1, by: "bob", reason: nil, byDeadline: false)
        event.claimed = "2026-11-20T11:30:00Z"
        #expect(team.tellChat(event))  // the post fails: its claim waits to be given back
        server.then(.fail(.unreachable("127.0.0.1:5432: connection refused")))
        // Offline: the vote waits (it stays for a later join); the settle posts the message
        // again, and its confirmation waits for an exchange.
        alice.run("vote kahvila")
        #expect(posts.withLock { $0 } == 2)
        let sentBefore = server.requests.count
        alice.output.clear()
        alice.run("team leave")
        let leaving = server.requests.dropFirst(sentBefore)
        #expect(leaving.contains { $0.confirms.contains(event) })
        #expect(leaving.allSatisfy { $0.changes.isEmpty })
        #expect(alice.output.stdout.contains("1 change"), "\(alice.output.stdout)")
        #expect(posts.withLock { $0 } == 2)  // confirmed before leaving, not posted again
    }
}
