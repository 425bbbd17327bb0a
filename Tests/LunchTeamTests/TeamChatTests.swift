import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import LunchTestSupport
import XCTest

/// Two shells (two sessions, each with its folder) on the real server and a webhook
/// receiver on 127.0.0.1: the reminder and each decision (by the deadline, then typed
/// after a reopen) reach the chat once, whichever shell claimed them.
final class TeamChatTests: TeamTestCase {
    /// `TeamTestCase.day` at `HH:MM` in this process's zone (the sessions' day is local).
    static func local(_ time: String) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = (day + "-" + time.replacingOccurrences(of: ":", with: "-")).split(separator: "-").map { Int($0)! }
        return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: parts[3],
                                                  minute: parts[4]))!
    }

    static let poster: TeamSession.ChatPoster = { event, url in
        var event = event
        if event.reason == nil, let why = event.why { event.reason = Messages.decisionReason(why) }
        guard let webhook = try? WebhookURL(url) else { return "bad url" }
        if case .failed(let line) = WebhookSender().send(event, to: webhook) { return line }
        return nil
    }

    func testTwoShellsPostOneReminderAndEachDecisionOnce() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let clock = MovableClock(Self.local("11:00"))
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let alice = a.session(member: "alice", clock: clock), bob = b.session(member: "bob", clock: clock)
        defer { alice.close(); bob.close() }
        let url = try TeamURL(server.url(user: "postgres", password: nil, database: database), login: "nobody")
        for (session, name) in [(alice, "alice"), (bob, "bob")] {
            session.useChat(Self.poster)
            _ = try session.join(url, as: name)
        }
        XCTAssertEqual(alice.day, Self.day)
        _ = try alice.record(.vote(day: Self.day, place: Self.nepal))
        _ = try bob.record(.vote(day: Self.day, place: Self.nepal))
        _ = try bob.record(.vote(day: Self.day, place: Self.ramen))
        _ = try alice.changeSettings(.deadline(time: "11:30", zone: TimeZone.current.identifier))
        _ = try bob.changeSettings(.notify(url: receiver.url))
        _ = try alice.changeSettings(.remind(minutes: 10))
        let shells = [alice, bob]
        func everyone() { for shell in shells { shell.poll(); shell.settle() } }
        everyone()
        XCTAssertEqual(receiver.requests.count, 0)
        // Ten minutes before: one reminder, whoever polls first.
        clock.set(Self.local("11:21"))
        everyone()
        clock.set(Self.local("11:25"))
        everyone()
        XCTAssertEqual(receiver.requests.count, 1)
        XCTAssert(receiver.requests.first?.body.contains(#""event":"reminder""#) == true, receiver.requests.first?.body ?? "")
        // The deadline passes while only bob's shell is open: it decides, once, and tells the chat.
        clock.set(Self.local("11:31"))
        bob.poll()
        bob.poll()
        XCTAssert(bob.takeNotices().contains("team: decided by the deadline: Pikku Nepal (2 votes)"))
        everyone()
        XCTAssertEqual(receiver.requests.count, 2)
        let decision = receiver.requests[1].body
        XCTAssert(decision.contains(#""event":"decision""#) && decision.contains(#""by_deadline":true"#)
                  && decision.contains(#""name":"Pikku Nepal""#) && decision.contains(#""votes":2"#), decision)
        // Voting now answers "already decided".
        let (_, sent, _) = try alice.record(.vote(day: Self.day, place: Self.soup))
        XCTAssertEqual(sent, .refused("\(Self.day) is already decided"))
        // Reopened and decided by hand: one more message, by alice; the deadline leaves the day alone.
        _ = try alice.record(.reopen(day: Self.day), reads: true)
        everyone()
        XCTAssertNil(try bob.read().snapshot.decision)
        _ = try alice.record(.decideByRule(day: Self.day, anyway: false), reads: true)
        alice.settle()
        everyone()
        everyone()
        XCTAssertEqual(receiver.requests.count, 3)
        XCTAssert(receiver.requests[2].body.contains(#""by":"alice""#), receiver.requests[2].body)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'deadline'"), "1")
    }

    /// Issue 26's leftover: a post that fails gives the claim back at once, so when the
    /// shell that claimed the decision ends, another shell posts it: one message delivered.
    func testAFailedPostGivesTheClaimBackAndAnotherShellPostsIt() throws {
        let receiver = try WebhookReceiver([(status: 503, stall: 0)])
        defer { receiver.stop() }
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let alice = a.session(member: "alice"), bob = b.session(member: "bob")
        defer { bob.close() }
        let url = try TeamURL(server.url(user: "postgres", password: nil, database: database), login: "nobody")
        for (session, name) in [(alice, "alice"), (bob, "bob")] {
            session.useChat(Self.poster)
            _ = try session.join(url, as: name)
        }
        _ = try bob.changeSettings(.notify(url: receiver.url))
        _ = try bob.record(.vote(day: bob.day, place: Self.ramen))
        _ = try alice.record(.vote(day: alice.day, place: Self.nepal))
        _ = try alice.record(.decide(day: alice.day, place: Self.nepal), reads: true)
        _ = alice.takeNotices()
        alice.settle()
        // alice's shell claimed the decision and its post failed: said once, the claim given back.
        XCTAssertEqual(receiver.requests.count, 1)
        XCTAssertEqual(alice.takeNotices().filter { $0.hasPrefix("team notify:") }.count, 1)
        XCTAssertEqual(try sql("SELECT notified_at IS NULL FROM lunch.decisions"), "t")
        alice.close()  // the shell ends
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 2)
        let posted = receiver.requests[1].body
        XCTAssert(posted.contains(#""event":"decision""#) && posted.contains(#""name":"Pikku Nepal""#)
                  && posted.contains(#""by":"alice""#), posted)
        XCTAssertEqual(try sql("SELECT notified_at IS NOT NULL FROM lunch.decisions"), "t")
        // Nobody posts it again.
        bob.poll()
        bob.settle()
        let again = b.session(member: "bob")
        again.useChat(Self.poster)
        defer { again.close() }
        again.poll()
        again.settle()
        XCTAssertEqual(receiver.requests.count, 2)
        XCTAssertEqual(bob.chatWaiting, 0)
    }

    /// The same for the reminder: its claim row is given back and the other shell posts it.
    func testAFailedReminderIsPostedByAnotherShell() throws {
        let receiver = try WebhookReceiver([(status: 500, stall: 0)])
        defer { receiver.stop() }
        let clock = MovableClock(Self.local("11:00"))
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let alice = a.session(member: "alice", clock: clock), bob = b.session(member: "bob", clock: clock)
        defer { bob.close() }
        let url = try TeamURL(server.url(user: "postgres", password: nil, database: database), login: "nobody")
        for (session, name) in [(alice, "alice"), (bob, "bob")] {
            session.useChat(Self.poster)
            _ = try session.join(url, as: name)
        }
        _ = try alice.changeSettings(.deadline(time: "11:30", zone: TimeZone.current.identifier))
        _ = try alice.changeSettings(.notify(url: receiver.url))
        _ = try alice.changeSettings(.remind(minutes: 10))
        clock.set(Self.local("11:21"))
        alice.poll()
        XCTAssertEqual(receiver.requests.count, 1)
        XCTAssertEqual(try count("reminders"), 0)  // given back
        alice.close()
        bob.poll()
        XCTAssertEqual(receiver.requests.count, 2)
        XCTAssert(receiver.requests[1].body.contains(#""event":"reminder""#), receiver.requests[1].body)
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 2)
        XCTAssertEqual(try count("reminders"), 1)
    }
}
