import Foundation
import XCTest

/// Issue 29, row 4 with the real binary and PostgreSQL: a shell at `--now 2031-06-02T12:00`
/// votes, says it is in and decides; the server refuses the vote and the `in` on its own
/// clock, naming its day, and `decide` says the same day refusal (not "no votes … vote REF
/// first", which no vote could mend); the shell goes on, and nothing is stored for 2031
/// (`decide` on that day will not be "already decided").
final class TeamServerDayTests: TeamE2ETestCase {
    func testAVoteAndADecisionFor2031AreRefusedByTheServersClock() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)  // bob joins today
        let r = try run("vote \(Self.maya); in; decide; team", as: "bob", in: bob, extra: ["LUNCH_NOW": "2031-06-02T12:00", "TZ": "UTC"])
        let today = try sql("SELECT (now() AT TIME ZONE 'UTC')::date")
        let line = "2031-06-02 has not come yet on the team's server (its day is \(today), UTC; a change may be 1 day ahead"
            + " at most): not stored"
        XCTAssertEqual(r.stderr.components(separatedBy: line).count - 1, 3, r.stderr)  // vote, in, decide
        XCTAssertFalse(r.stderr.contains("no votes"), r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 3, r.stderr)
        XCTAssert(r.stdout.contains("bob"), r.stdout)  // `team` still ran
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes WHERE day > now()::date + 1"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.decisions"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE time > now() + interval '2 days'"), 0)
    }

    /// `decide --reopen` and a `decide` alone (no vote refused before it) say the server's
    /// day too, and so does a day past the server's window (1999).
    func testDecideAloneSaysTheServersDayBothWays() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)
        let today = try sql("SELECT (now() AT TIME ZONE 'UTC')::date")
        let ahead = try run("decide; decide --reopen", as: "bob", in: bob, extra: ["LUNCH_NOW": "2031-06-02T12:00", "TZ": "UTC"])
        XCTAssertEqual(ahead.status, 1)
        let notYet = "error: team: refused: 2031-06-02 has not come yet on the team's server (its day is \(today), UTC;"
            + " a change may be 1 day ahead at most): not stored"
        XCTAssertEqual(ahead.stderr, notYet + "\n" + notYet + "\n")
        let late = try run("decide", as: "bob", in: bob, extra: ["LUNCH_NOW": "1999-06-02T12:00", "TZ": "UTC"])
        XCTAssertEqual(late.stderr, "error: team: refused: 1999-06-02 is more than 14 days before the team's server's day"
                       + " (\(today), UTC): too late, not stored\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.decisions"), 0)
    }

    /// Issue 29: a rating dated 1999 was refused by the server but stayed in the shell's own
    /// visits, and `-c` exited 0. It is refused before it is kept: one line, status 1, no
    /// visit here or on the server; a rating today still lands in both.
    func testARatingDated1999IsRefusedBeforeItIsKept() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)  // bob joins today
        let today = try sql("SELECT (now() AT TIME ZONE 'UTC')::date")
        let r = try run("rate \(Self.maya) 4; visits", as: "bob", in: bob, extra: ["LUNCH_NOW": "1999-06-02T12:00", "TZ": "UTC"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "error: team: refused: 1999-06-02 is more than 14 days before the team's server's day"
                       + " (\(today), UTC): too late, not stored\n")
        XCTAssertEqual(r.stdout, "No visits yet: 'rate 4' rates the place you just looked at.\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits"), 0)
        let now = try run("rate \(Self.maya) 4", as: "bob", in: bob)
        XCTAssertEqual(now.status, 0, now.stderr)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits"), 1)
    }

    /// Issue 29: a rating made offline on a day the server then refuses was kept in the
    /// shell's visits for good. When the refusal comes, the visit goes too, and says so.
    func testARatingMadeOfflineAndRefusedLaterLeavesTheVisits() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)  // bob joins today
        server.stop()
        let offline = try run("rate \(Self.maya) 4", as: "bob", in: bob, extra: ["LUNCH_NOW": "2031-06-02T12:00", "TZ": "UTC"])
        try server.start()
        XCTAssertEqual(offline.status, 0, offline.stderr)
        let back = try run("today", as: "bob", in: bob)
        XCTAssert(back.stderr.contains("has not come yet on the team's server"), back.stderr)
        XCTAssert(back.stderr.contains("team: your rating of 'Maya Bar & Grill' is taken out of your visits too"), back.stderr)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits"), 0)
        let visits = try run("visits", as: "bob", in: bob)
        XCTAssertEqual(visits.stdout, "No visits yet: 'rate 4' rates the place you just looked at.\n")
    }

    /// A member who has not joined yet, whose first change (and so their join) is dated on
    /// a day the server has not reached: one line, the day's, not "has not joined" as well.
    func testANewMembersFutureChangeIsOneLine() throws {
        let carol = Sandbox()
        let r = try run("vote \(Self.maya)", as: "carol", in: carol, extra: ["LUNCH_NOW": "2031-06-02T12:00", "TZ": "UTC"])
        XCTAssertEqual(r.status, 1)
        let today = try sql("SELECT (now() AT TIME ZONE 'UTC')::date")
        XCTAssertEqual(r.stderr, "error: team: refused: 2031-06-02 has not come yet on the team's server (its day is \(today), UTC;"
                       + " a change may be 1 day ahead at most): not stored\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.members WHERE name = 'carol'"), 0)
    }
}
