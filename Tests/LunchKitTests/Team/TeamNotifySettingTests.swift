import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `team notify URL|off`, `team remind MIN|off`, `team deadline`, `team recency`: the
/// team's settings, kept on its server (the scripted one here), the URL shown only as host + `…`.
@Suite struct TeamNotifySettingTests {
    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
    static let url = "postgresql://alice:secret@127.0.0.1:5432/lunch"
    static let hook = "https://hooks.slack.com/services/T000/B000/very-secret"

    let storage = MemoryFileStorage()
    let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))

    func session() -> TeamSession { server.session(storage: storage, clock: Self.clock) }

    func run(_ s: TeamSession, _ words: String) throws -> CommandResponse {
        TeamPresenter().present(try TeamInteractor(team: s).run(TeamRequest(words.split(separator: " ").map(String.init))))
    }

    var teamJSON: String { storage["/state/team.json"].map { String(decoding: $0, as: UTF8.self) } ?? "" }

    @Test func theWebhookIsKeptOnTheServerAndShownAsItsHostOnly() throws {
        let s = session()
        #expect(throws: UserError(Messages.notInTeam)) { try run(s, "notify \(Self.hook)") }
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        let set = try run(s, "notify \(Self.hook)")
        #expect(set.text == "Decisions are posted to hooks.slack.com…; no reminder.")
        #expect(!set.text.contains("secret"))
        #expect(set.json.first { $0.0 == "notify" }?.1 == .string("hooks.slack.com"))
        #expect(server.snapshot.settings?.notifyURL == Self.hook)
        let remind = try run(s, "remind 10")
        #expect(remind.text == "Decisions are posted to hooks.slack.com…; a reminder is posted 10 minutes before the deadline.")
        #expect(remind.json.first { $0.0 == "remind" }?.1 == .int(10))
        s.settle()
        // The next start has them as last read; `team` shows them, never the path.
        let later = session()
        #expect(later.notifyURL == Self.hook)
        #expect(later.remindMinutes == 10)
        let status = try run(later, "")
        #expect(status.text.contains("\nDecisions are posted to hooks.slack.com…; a reminder is posted 10 minutes before the deadline."))
        #expect(!status.text.contains("services"))
        #expect(status.json.first { $0.0 == "notify" }?.1 == .string("hooks.slack.com"))
        #expect(try run(later, "notify off").text
                == "Decisions are not posted to a chat; a reminder would be posted 10 minutes before the deadline (team notify URL).")
        #expect(try run(later, "remind off").text == "Decisions are not posted to a chat; no reminder.")
        later.settle()
        #expect(!teamJSON.contains("hooks"))
    }

    /// `team deadline` and `team recency` are the team's, on its server; the zone defaults
    /// to the setter's (`TZ`); `--json` has every setting.
    @Test func theDeadlineAndRecencyAreSetOnTheServer() throws {
        let s = server.session(storage: storage, clock: Self.clock, environment: ["LUNCH_USER": "alice", "TZ": "Europe/Berlin"])
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        let set = try run(s, "deadline 11:30 Europe/Helsinki")
        #expect(set.text == "Deadline 11:30 Europe/Helsinki: after it the first shell online decides by the team's rule.")
        #expect(server.snapshot.settings?.deadline == "11:30" && server.snapshot.settings?.zone == "Europe/Helsinki")
        #expect(set.json.map(\.0) == ["ok", "deadline", "zone", "recency_days", "notify", "remind"])
        _ = try run(s, "deadline 9:05")
        #expect(server.snapshot.settings?.deadline == "09:05" && server.snapshot.settings?.zone == "Europe/Berlin")
        let recency = try run(s, "recency 14")
        #expect(recency.text == "Recency window: 14 days (ties go to the place the team visited less in it).")
        #expect(recency.json.first { $0.0 == "recency_days" }?.1 == .int(14))
        let status = try run(s, "")
        #expect(status.text.contains("\nDeadline 09:05 Europe/Berlin: "))
        #expect(status.text.contains("\nRecency window: 14 days"))
        #expect(status.json.first { $0.0 == "deadline" }?.1 == .string("09:05"))
        #expect(status.json.first { $0.0 == "zone" }?.1 == .string("Europe/Berlin"))
        #expect(try run(s, "deadline off").text == "No deadline: the team decides when someone types decide (team deadline HH:MM).")
        // Alone: every setting.
        #expect(try run(s, "deadline").text == """
            No deadline: the team decides when someone types decide (team deadline HH:MM).
            Recency window: 14 days (ties go to the place the team visited less in it).
            Decisions are not posted to a chat; no reminder.
            """)
        #expect(server.snapshot.settings?.deadline == nil)
    }

    /// Offline, a setting is one line and nothing changes (it is never queued).
    @Test func aSettingNeedsTheServer() throws {
        let s = session()
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        server.then(.fail(.unreachable("connection refused")))
        #expect(throws: UserError(Messages.teamSettingsOffline("connection refused"))) { try run(s, "deadline 11:30 UTC") }
        #expect(server.snapshot.settings?.deadline == nil)
        #expect(s.waitingForTeam == 0)
    }

    @Test func leavingTheTeamForgetsItsChat() throws {
        let s = session()
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        _ = try run(s, "notify \(Self.hook)")
        s.settle()
        _ = try s.leave()
        #expect(!teamJSON.contains("hooks"))
        #expect(s.notifyURL == nil)
        #expect(session().notifyURL == nil)
    }

    @Test func badWordsAreOneLineAndChangeNothing() throws {
        let s = session()
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        #expect(throws: UserError(Messages.notifyBadURL("example.com…"))) { try run(s, "notify ftp://example.com/x") }
        #expect(throws: UserError(Messages.notifyBadURL("hooks.slack.…"))) { try run(s, "notify hooks.slack.com/x") }
        #expect(throws: UserError(Messages.teamBadRemind("0"))) { try run(s, "remind 0") }
        #expect(throws: UserError(Messages.teamBadRemind("soon"))) { try run(s, "remind soon") }
        #expect(throws: UserError(Messages.teamExtraWord("x", after: "team notify"))) { try run(s, "notify \(Self.hook) x") }
        #expect(throws: UserError(Messages.teamBadDeadline("25:00"))) { try run(s, "deadline 25:00") }
        #expect(throws: UserError(Messages.teamBadDeadline("11.30"))) { try run(s, "deadline 11.30") }
        #expect(throws: UserError(Messages.teamBadZone("Mars/Base"))) { try run(s, "deadline 11:30 Mars/Base") }
        #expect(throws: UserError(Messages.teamBadRecency("0"))) { try run(s, "recency 0") }
        #expect(throws: UserError(Messages.teamBadRecency("366"))) { try run(s, "recency 366") }
        #expect(s.notifyURL == nil && s.remindMinutes == nil)
        #expect(server.snapshot.settings == nil)
        #expect(try run(s, "notify").text.hasSuffix("\nDecisions are not posted to a chat; no reminder."))
        #expect(try run(s, "recency").text.contains("\nRecency window: 28 days"))
    }

    static let decision = WebhookEvent.decision(day: "2026-11-20",
                                                place: TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94),
                                                votes: 2, by: "bob", reason: nil, byDeadline: false)

    /// The hook a claimed decision calls: posted to the webhook saved; a failure is one line
    /// (once), and the event waits for the next poll, which sends it.
    @Test func aDecisionIsPostedAndAFailureWaitsForTheNextPoll() throws {
        let receiver = try WebhookReceiver([(503, 0), (503, 0), (200, 0)])
        defer { receiver.stop() }
        let s = session()
        s.useChat { event, url in
            guard case .failed(let line) = WebhookSender().send(event, to: try! WebhookURL(url)) else { return nil }
            return line
        }
        #expect(!s.tellChat(Self.decision))  // no webhook: nothing to post
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        _ = try run(s, "notify \(receiver.url)")
        s.settle()
        #expect(s.tellChat(Self.decision))
        #expect(s.takeNotices() == ["team notify: 127.0.0.1… did not take the message (HTTP 503); it is tried again later"])
        #expect(s.chatWaiting == 1)
        s.poll()
        #expect(s.takeNotices() == [])  // said once
        #expect(s.chatWaiting == 1)
        s.poll()
        #expect(s.chatWaiting == 0)
        let requests = receiver.requests
        #expect(requests.count == 3)
        #expect(Set(requests.map(\.body)) == [WebhookPayload.json(Self.decision).serialized()])
    }

    @Test func tabCompletesNotifyRemindAndOff() {
        let completer = Completer(registry: TestShell().registry)
        #expect(completer.complete("team no") == Completion(deleteCount: 2, insert: "notify "))
        #expect(completer.complete("team rem") == Completion(deleteCount: 3, insert: "remind "))
        #expect(completer.complete("team remind o") == Completion(deleteCount: 1, insert: "off "))
    }
}
