import Foundation
import LunchTestSupport
import PostgresTestServer
import XCTest

/// Issue 26's "Done means" as people live it: three members on their own database roles,
/// each in a terminal of their own (a pty), with the real clock (no `--now`, no
/// `LUNCH_NOW`): alice and bob vote for two places each, carol is vegan and vetoes one;
/// the server stops and starts in between (bob's second vote and carol's diet, `in` and
/// veto wait in their outboxes meanwhile); bob sets a deadline a few seconds ahead of the
/// real clock in the team's zone; alice and carol close their terminals; the deadline
/// passes while only bob's shell is open and idle, and its background poll decides, once.
/// The server stops and starts again; alice and carol open their shells again; every
/// `today` shows the vegan-compatible winner with the reason, and the webhook receiver on
/// 127.0.0.1 got exactly one reminder and one decision.
final class TeamDeadlineTerminalsTests: TeamE2ETestCase {
    static let joe = "osm:node/6049453051"  // Joe & The Juice: a cafe, nothing vegan
    static let harald = "osm:node/4727521424"  // Harald: diet:vegan
    static let pupu = "osm:node/6326876182"  // pupu: diet:vegan

    /// A zone of the team in which the whole test (at most a few minutes from now) is on
    /// one day: Helsinki's, unless it is just before midnight there (then UTC, two or
    /// three hours behind).
    static func zone(from now: Date) -> TimeZone {
        for name in ["Europe/Helsinki", "UTC"] {
            let zone = TimeZone(identifier: name)!
            if format(now, "yyyy-MM-dd", zone) == format(now.addingTimeInterval(360), "yyyy-MM-dd", zone) { return zone }
        }
        return TimeZone(identifier: "UTC")!
    }

    static func format(_ date: Date, _ pattern: String, _ zone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = zone
        f.dateFormat = pattern
        return f.string(from: date)
    }

    func roleURL(_ role: String) -> String {
        "postgresql://\(role):\(role)-pw@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
    }

    /// `name`'s interactive shell on a pty of its own, on their own role, the real clock,
    /// the team's zone as the machine's (`TZ`).
    func terminal(_ name: String, _ sandbox: Sandbox, zone: TimeZone) throws -> PseudoTerminal {
        let role = "\(name)_t"
        let environment = sandbox.environment([
            "LUNCH_TEAM_URL": roleURL(role), "LUNCH_USER": name, "PGPASSWORD": "\(role)-pw", "TZ": zone.identifier,
        ])
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: environment, columns: 160, rows: 40)
        try tty.waitForPrompt(timeout: 30)
        return tty
    }

    /// Types a line and waits for what it should show, then for the next prompt.
    @discardableResult
    func type(_ line: String, in tty: PseudoTerminal, expect text: String, timeout: TimeInterval = 30) throws -> String {
        tty.send(line + "\r")
        let shown = try tty.waitFor(text, timeout: timeout)
        try tty.waitForPrompt(timeout: timeout)
        return shown
    }

    func quit(_ tty: PseudoTerminal) throws {
        tty.send("\u{4}")
        XCTAssertEqual(try tty.waitForExit(timeout: 30), 0)
    }

    /// Waits until the receiver got `count` requests (the shells post from their own threads).
    /// `showing`: a terminal whose screen the failure shows.
    func waitForRequests(_ chat: WebhookReceiver, count: Int, timeout: TimeInterval, showing tty: PseudoTerminal? = nil) throws {
        let end = Date().addingTimeInterval(timeout)
        while chat.requests.count < count {
            guard Date() < end else {
                throw PseudoTerminal.Failure(description: "the receiver got \(chat.requests.count) of \(count) requests"
                                             + (tty.map { "; the screen:\n" + $0.screenText } ?? ""))
            }
            Thread.sleep(forTimeInterval: 0.2)
        }
    }

    func testTheDeadlinePassesWhileOnlyBobsShellIsOpen() throws {
        let chat = try WebhookReceiver(Array(repeating: (status: 200, stall: 0), count: 4))
        defer { chat.stop() }
        let zone = Self.zone(from: Date())
        let day = Self.format(Date(), "yyyy-MM-dd", zone)
        for name in ["alice", "bob", "carol"] { try server.createRole(name: "\(name)_t", password: "\(name)_t-pw") }
        // The schema, made by the owner; the members join with their own roles.
        let schema = try run("team", as: "admin", in: Sandbox())
        XCTAssertEqual(schema.status, 0, schema.stderr)

        let aliceBox = Sandbox(), bobBox = Sandbox(), carolBox = Sandbox()
        let alice = try terminal("alice", aliceBox, zone: zone)
        let bob = try terminal("bob", bobBox, zone: zone)
        let carol = try terminal("carol", carolBox, zone: zone)
        try type("vote \(Self.joe) \(Self.harald)", in: alice, expect: "You voted Joe & The Juice, Harald for \(day).\n")
        try type("vote \(Self.joe)", in: bob, expect: "You voted Joe & The Juice for \(day).\n")

        // The server stops: bob's second vote and carol's diet, `in` and veto wait.
        server.stop()
        try type("vote \(Self.pupu)", in: bob,
                 expect: "You voted pupu for \(day) (waiting to be sent: 1 change waiting).\n")
        // (The idle poll may have said it first, above the prompt.)
        XCTAssert(bob.screenText.contains("team: offline ("), bob.screenText)
        try type("team diet +vegan", in: carol, expect: "Your diet needs: vegan.")
        try type("in", in: carol, expect: "You are in for \(day)")
        try type("veto \(Self.pupu)", in: carol, expect: "You vetoed pupu for \(day)")

        // It starts again: the idle shells' polls send what waited, without a key pressed.
        try server.start()
        try bob.waitFor("team: back online, 1 change sent", timeout: 30)
        try carol.waitFor("team: back online, 4 changes sent", timeout: 30)  // her join, diet, in, veto
        // alice's listening shell heard the server go away; until its next poll finds it
        // again, her `today` is the team as of then (an offline spell tries once per poll).
        if alice.screenText.contains("team: offline (") {
            try alice.waitFor("team: back online", timeout: 30)
        }
        let before = try type("today", in: alice, expect: "In: alice, bob, carol")
        XCTAssert(before.contains("Joe & The Juice         2 votes  alice, bob"), before)
        XCTAssert(before.contains("pupu [vetoed by carol]  1 vote   bob"), before)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes"), 4)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.vetoes"), 1)

        // alice and carol close their terminals; bob, alone, sets the webhook, a reminder a
        // minute before the deadline, and the deadline: the next minute at least 20 s away
        // on the real clock, in the team's zone.
        try quit(alice)
        try quit(carol)
        try type("team notify \(chat.url)", in: bob, expect: "Decisions are posted to 127.0.0.1…; no reminder.")
        try type("team remind 1", in: bob,
                 expect: "Decisions are posted to 127.0.0.1…; a reminder is posted 1 minute before the deadline.")
        let due = Date(timeIntervalSince1970: ((Date().timeIntervalSince1970 + 20) / 60).rounded(.up) * 60)
        let time = Self.format(due, "HH:mm", zone)
        XCTAssertEqual(Self.format(due, "yyyy-MM-dd", zone), day)
        try type("team deadline \(time) \(zone.identifier)", in: bob,
                 expect: "Deadline \(time) \(zone.identifier): after it the first shell online decides by the team's rule.")
        // The webhook's path is never shown: only where bob typed it.
        XCTAssertEqual(bob.screenText.components(separatedBy: "secret-path").count, 2, bob.screenText)

        // Within the minute before the deadline bob's shell posts the reminder; when the
        // deadline passes its idle poll decides (nobody types anything), on time: the
        // listening shell wakes at the deadline, not at its next check (up to 60 s late).
        try waitForRequests(chat, count: 1, timeout: 60, showing: bob)
        let wait = max(due.timeIntervalSinceNow, 0) + 45
        try bob.waitFor("team: decided by the deadline: Harald (1 vote)", timeout: wait)
        XCTAssertLessThan(Date().timeIntervalSince(due), 10, "decided \(Date().timeIntervalSince(due)) s after the deadline")
        try waitForRequests(chat, count: 2, timeout: 30)
        let header = "Today, \(day) — Decided: Harald, decided by the deadline — Joe & The Juice (2 votes) lacks vegan (carol)\n"
        let bobToday = try type("today", in: bob, expect: "In: alice, bob, carol")
        XCTAssert(bobToday.contains(header), bobToday)
        XCTAssert(bobToday.contains("pupu [vetoed by carol]"), bobToday)

        // The server stops and starts again: nothing of the decision is lost. While it is
        // down bob's `today` is the team as last read, with the reason and the deadline
        // (it said `Decided: Harald (by bob)`).
        server.stop()
        let bobOffline = try type("today", in: bob, expect: "(offline: the team as of")
        XCTAssert(bobOffline.contains(header), bobOffline)
        try server.start()
        let aliceAgain = try terminal("alice", aliceBox, zone: zone)
        let carolAgain = try terminal("carol", carolBox, zone: zone)
        for (name, tty) in [("alice", aliceAgain), ("carol", carolAgain)] {
            let today = try type("today", in: tty, expect: "In: alice, bob, carol")
            XCTAssert(today.contains(header), "\(name): \(today)")
        }
        try type("vote \(Self.joe)", in: aliceAgain,
                 expect: "error: \(day) is already decided: Harald (decide --reopen to vote again)")
        // bob's shell listens: it finds the server gone (at once, or at its next check) and
        // reads the team again by its poll.
        try bob.waitFor("team: back online", timeout: 90)
        let bobAgain = try type("today", in: bob, expect: "In: alice, bob, carol")
        XCTAssert(bobAgain.contains(header), bobAgain)

        // Once: one decision, by bob's shell, by the deadline; every vote counted.
        XCTAssertEqual(try sql("SELECT member || ' ' || place_id || ' ' || by_deadline FROM lunch.decisions"),
                       "bob \(Self.harald) true")
        XCTAssertEqual(try changes("deadline", by: "bob"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE kind = 'deadline'"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes"), 4)
        XCTAssertEqual(bob.screenText.components(separatedBy: "team: decided by the deadline").count, 2, bob.screenText)
        // More polls pass (every shell polls every 2 s): still one reminder and one message.
        Thread.sleep(forTimeInterval: 5)
        let posted = chat.requests
        XCTAssertEqual(posted.count, 2, posted.map(\.body).joined(separator: "\n"))
        if posted.count == 2 {
            XCTAssert(posted[0].body.contains(#""event":"reminder""#), posted[0].body)
            XCTAssert(posted[1].body.contains(#""event":"decision""#), posted[1].body)
            XCTAssert(posted[1].body.contains(#""place":{"id":"\#(Self.harald)","name":"Harald"}"#), posted[1].body)
            XCTAssert(posted[1].body.contains(#""by_deadline":true"#), posted[1].body)
        }
        try quit(aliceAgain)
        try quit(carolAgain)
        try quit(bob)
        withExtendedLifetime((aliceBox, bobBox, carolBox)) {}
    }
}
