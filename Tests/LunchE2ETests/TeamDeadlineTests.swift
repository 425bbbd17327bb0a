import Foundation
import PostgresTestServer
import XCTest

/// Issue 26's "Done means" with the real binary, PostgreSQL and a webhook receiver on
/// 127.0.0.1: three members on their own roles; alice and bob vote for two places each,
/// carol vetoes one and is vegan; the server stops and starts in between; the deadline
/// passes while only bob's shell talks to the server (`LUNCH_NOW` moves the clock): the
/// vegan-compatible winner is decided once, every `today` agrees with the reason, and the
/// chat got one reminder and one decision.
final class TeamDeadlineTests: TeamE2ETestCase {
    static let joe = "osm:node/6049453051"  // Joe & The Juice: a cafe, nothing vegan
    static let harald = "osm:node/4727521424"  // Harald: diet:vegan
    static let pupu = "osm:node/6326876182"  // pupu: diet:vegan

    func roleURL(_ role: String) -> String {
        "postgresql://\(role):\(role)-pw@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
    }

    /// `lunch -c LINE` as `name` on their own role at `HH:MM` UTC of the test's day.
    @discardableResult
    func at(_ time: String, _ line: String, as name: String, in sandbox: Sandbox)
        throws -> (status: Int32, stdout: String, stderr: String) {
        try run(line, as: name, in: sandbox, url: roleURL("\(name)_d"),
                extra: ["LUNCH_NOW": "\(Self.day)T\(time)", "TZ": "UTC", "PGPASSWORD": "\(name)_d-pw"])
    }

    func testTheDeadlineDecidesOnceWhileOnlyBobIsOnline() throws {
        let chat = try LoopbackServer(Array(repeating: .init(status: 200, body: "ok"), count: 8))
        for name in ["alice", "bob", "carol"] { try server.createRole(name: "\(name)_d", password: "\(name)_d-pw") }
        XCTAssertEqual(try run("team", as: "admin", in: Sandbox()).status, 0)  // the schema, as the owner
        let alice = Sandbox(), bob = Sandbox(), carol = Sandbox()
        XCTAssertEqual(try at("09:00", "vote \(Self.joe) \(Self.harald)", as: "alice", in: alice).stderr, "")
        XCTAssertEqual(try at("09:05", "vote \(Self.joe) \(Self.pupu)", as: "bob", in: bob).stderr, "")
        XCTAssertEqual(try at("09:10", "team diet +vegan; in; veto \(Self.pupu)", as: "carol", in: carol).stderr, "")
        var r = try at("09:15", "team deadline 11:30 UTC; team notify \(chat.url); team remind 10", as: "alice", in: alice)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(r.stdout, """
            Deadline 11:30 UTC: after it the first shell online decides by the team's rule.
            Decisions are posted to 127.0.0.1…; no reminder.
            Decisions are posted to 127.0.0.1…; a reminder is posted 10 minutes before the deadline.

            """)
        XCTAssertFalse(r.stdout.contains("/api/interpreter"), r.stdout)  // the webhook's path is never shown

        // The server stops and starts: nothing is lost, and a setting offline changes nothing.
        server.stop()
        r = try at("10:00", "team recency 7", as: "carol", in: carol)
        XCTAssertEqual(r.status, 1)
        XCTAssert(r.stderr.contains("error: the team's settings are kept on its server, which cannot be reached now"), r.stderr)
        try server.start()

        // Ten minutes before the deadline, bob's shell posts the reminder (once).
        r = try at("11:21", "today", as: "bob", in: bob)
        XCTAssertEqual(r.status, 0)
        let reminded = r.stderr
        XCTAssertEqual(try at("11:22", "today", as: "alice", in: alice).status, 0)
        XCTAssertEqual(chat.requestCount, 1, reminded)

        // Only bob's shell is online after the deadline: it decides, once.
        r = try at("11:31", "today", as: "bob", in: bob)
        let header = "Today, \(Self.day) — Decided: Harald, decided by the deadline — Joe & The Juice (2 votes) lacks vegan (carol)\n"
        XCTAssert(r.stdout.hasPrefix(header), r.stdout)
        XCTAssert(r.stderr.contains("team: decided by the deadline: Harald (1 vote)"), r.stderr)
        for (name, sandbox) in [("alice", alice), ("carol", carol), ("bob", bob)] {
            let today = try at("11:40", "today", as: name, in: sandbox)
            XCTAssert(today.stdout.hasPrefix(header), "\(name): \(today.stdout)")
        }
        r = try at("11:41", "vote \(Self.joe)", as: "alice", in: alice)
        XCTAssertEqual(r.stderr, "error: \(Self.day) is already decided: Harald (decide --reopen to vote again)\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.decisions WHERE by_deadline"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes"), 4)
        let posted = chat.requests
        XCTAssertEqual(posted.count, 2)
        guard posted.count == 2 else { return }
        XCTAssert(posted[0].contains(#""event":"reminder""#), posted[0])
        XCTAssert(posted[1].contains(#""event":"decision""#) && posted[1].contains(#""by_deadline":true"#)
                  && posted[1].contains(#""name":"Harald""#), posted[1])
    }
}
