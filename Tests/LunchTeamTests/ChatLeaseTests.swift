import Foundation
import LunchState
import LunchTeam
import LunchTestSupport
import XCTest

/// A chat message claimed by a shell that never heard the answer (its connection dropped
/// after `lunch.due` committed, or it was killed): simulated by calling `lunch.due` in SQL
/// as the member. Within the lease nobody else posts it; after it, another shell posts it
/// exactly once (schema version 6).
final class ChatLeaseTests: TeamTestCase {
    /// Two members with the chat's poster, a webhook stored by SQL (no exchange claims anything).
    func joined(_ folders: [TeamSessionFolder], clock: MovableClock? = nil) throws -> [TeamSession] {
        let url = try TeamURL(server.url(user: "postgres", password: nil, database: database), login: "nobody")
        return try zip(folders, ["alice", "bob"]).map { folder, name in
            let session = clock.map { folder.session(member: name, clock: $0) } ?? folder.session(member: name)
            session.useChat(TeamChatTests.poster)
            _ = try session.join(url, as: name)
            return session
        }
    }

    func setWebhook(_ url: String) throws {
        try sql("""
            INSERT INTO lunch.settings (notify_url) VALUES ('\(url)')
            ON CONFLICT (team) DO UPDATE SET notify_url = excluded.notify_url
            """)
    }

    func testAnAbandonedDecisionClaimIsPostedOnceByAnotherShellAfterTheLease() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let shells = try joined([a, b])
        let (alice, bob) = (shells[0], shells[1])
        defer { alice.close(); bob.close() }
        _ = try alice.record(.vote(day: alice.day, place: Self.nepal))
        _ = try alice.record(.decide(day: alice.day, place: Self.nepal), reads: true)
        alice.settle()
        XCTAssertEqual(receiver.requests.count, 0)  // no webhook yet
        try setWebhook(receiver.url)
        // alice's lunch.due claims the decision and commits; its answer never arrives.
        let abandoned = try sql("SELECT jsonb_array_length(lunch.due(now(), 'alice', '\(alice.day)')->'notices')")
        XCTAssertEqual(abandoned, "1")
        // Within the lease the claim holds: nobody posts.
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 0)
        // The lease ends: bob's shell takes the claim and posts the decision, once.
        try sql("UPDATE lunch.decisions SET notified_at = notified_at - interval '3 minutes'")
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 1)
        let posted = receiver.requests.first?.body ?? ""
        XCTAssert(posted.contains(#""event":"decision""#) && posted.contains(#""name":"Pikku Nepal""#)
                  && posted.contains(#""by":"alice""#), posted)
        XCTAssertEqual(try sql("SELECT posted_at IS NOT NULL FROM lunch.decisions"), "t")
        // Posted and confirmed: nobody posts it again, even long after.
        try sql("UPDATE lunch.decisions SET notified_at = notified_at - interval '1 hour'")
        for shell in [alice, bob] {
            shell.poll()
            shell.settle()
        }
        XCTAssertEqual(receiver.requests.count, 1)
    }

    func testAnAbandonedReminderClaimIsPostedOnceByAnotherShellAfterTheLease() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let clock = MovableClock(TeamChatTests.local("11:00"))
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let shells = try joined([a, b], clock: clock)
        let (alice, bob) = (shells[0], shells[1])
        defer { alice.close(); bob.close() }
        _ = try alice.changeSettings(.deadline(time: "11:30", zone: TimeZone.current.identifier))
        _ = try alice.changeSettings(.remind(minutes: 10))
        try setWebhook(receiver.url)
        clock.set(TeamChatTests.local("11:21"))
        let at = Int(clock.now().timeIntervalSince1970)
        let abandoned = try sql("SELECT lunch.due(to_timestamp(\(at)), 'alice', '\(Self.day)')->'reminder' IS NOT NULL")
        XCTAssertEqual(abandoned, "t")
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 0)
        try sql("UPDATE lunch.reminders SET reminded_at = reminded_at - interval '3 minutes'")
        bob.poll()
        bob.settle()
        XCTAssertEqual(receiver.requests.count, 1)
        XCTAssert(receiver.requests.first?.body.contains(#""event":"reminder""#) == true,
                  receiver.requests.first?.body ?? "")
        XCTAssertEqual(try sql("SELECT member || ' ' || (posted_at IS NOT NULL) FROM lunch.reminders"), "bob true")
        try sql("UPDATE lunch.reminders SET reminded_at = reminded_at - interval '1 hour'")
        for shell in [alice, bob] {
            shell.poll()
            shell.settle()
        }
        XCTAssertEqual(receiver.requests.count, 1)
    }

    /// `team leave` while the shell holds a claim it could not post, nor give back (the
    /// server was away then): it dropped it, and nobody posted the decision until the lease
    /// ended. Now leaving posts it again or gives the claim back, so bob posts it at once.
    func testLeavingHandsOverAClaimWhosePostFailedWhileTheServerWasAway() throws {
        let receiver = try WebhookReceiver([(status: 503, stall: 0), (status: 503, stall: 0)])
        defer { receiver.stop() }
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let shells = try joined([a, b])
        let (alice, bob) = (shells[0], shells[1])
        defer { alice.close(); bob.close() }
        try setWebhook(receiver.url)
        _ = try alice.record(.vote(day: alice.day, place: Self.nepal))
        _ = try alice.record(.decide(day: alice.day, place: Self.nepal), reads: true)  // claims the decision's message
        server.stop()
        alice.settle()  // the post fails (503); the claim cannot be given back: alice keeps it
        XCTAssertEqual(receiver.requests.count, 1)
        try server.start()
        XCTAssertTrue(try alice.leave())  // posted again (503 again): the claim is given back
        XCTAssertEqual(receiver.requests.count, 2)
        XCTAssertEqual(try sql("SELECT notified_at IS NULL FROM lunch.decisions"), "t")
        // bob's shell (its connection lost with the restart: it may take a second poll) posts it, within the lease.
        for _ in 0..<5 where receiver.requests.count < 3 {
            bob.poll()
            bob.settle()
        }
        XCTAssertEqual(receiver.requests.count, 3)
        XCTAssertEqual(try sql("SELECT posted_at IS NOT NULL FROM lunch.decisions"), "t")
    }

    /// The server is away at the reminder's minute (11:20 for 11:30): the shell's poll then
    /// fails. Back before the deadline, the next poll claims the reminder and posts it, late
    /// and once (`lunch.due` claims it any time from its minute until the deadline).
    func testAReminderWhoseMinuteFellInAnOutageIsPostedOnceWhenTheServerIsBack() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let clock = MovableClock(TeamChatTests.local("11:00"))
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        defer { a.remove(); b.remove() }
        let shells = try joined([a, b], clock: clock)
        let (alice, bob) = (shells[0], shells[1])
        defer { alice.close(); bob.close() }
        _ = try alice.changeSettings(.deadline(time: "11:30", zone: TimeZone.current.identifier))
        _ = try alice.changeSettings(.remind(minutes: 10))
        try setWebhook(receiver.url)
        // On disk before the stop (the test server does not wait for the WAL at commit).
        try sql("CHECKPOINT")
        server.stop()
        clock.set(TeamChatTests.local("11:20"))
        alice.poll()
        alice.settle()
        XCTAssertEqual(receiver.requests.count, 0)
        try server.start()
        clock.set(TeamChatTests.local("11:24"))
        for _ in 0..<5 where receiver.requests.count < 1 {
            alice.poll()
            alice.settle()
        }
        XCTAssertEqual(receiver.requests.count, 1)
        XCTAssert(receiver.requests.first?.body.contains(#""event":"reminder""#) == true, receiver.requests.first?.body ?? "")
        XCTAssert(receiver.requests.first?.body.contains("6 minutes left to vote") == true, receiver.requests.first?.body ?? "")
        for shell in [alice, bob] {
            shell.poll()
            shell.settle()
        }
        XCTAssertEqual(receiver.requests.count, 1)
    }
}
