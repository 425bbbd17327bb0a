import Foundation
import XCTest

/// Issue 29, row 4 with the real binary and PostgreSQL: a shell at `--now 2031-06-02T12:00`
/// votes, says it is in and decides; the server refuses the vote and the `in` on its own
/// clock, naming its day, so `decide` finds no votes; the shell goes on, and nothing is
/// stored for 2031 (`decide` on that day will not be "already decided").
final class TeamServerDayTests: TeamE2ETestCase {
    func testAVoteAndADecisionFor2031AreRefusedByTheServersClock() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)  // bob joins today
        let r = try run("vote \(Self.maya); in; decide; team", as: "bob", in: bob, extra: ["LUNCH_NOW": "2031-06-02T12:00", "TZ": "UTC"])
        let today = try sql("SELECT (now() AT TIME ZONE 'UTC')::date")
        let line = "2031-06-02 has not come yet on the team's server (its day is \(today), UTC; a change may be 1 day ahead"
            + " at most): not stored"
        XCTAssertEqual(r.stderr.components(separatedBy: line).count - 1, 2, r.stderr)
        XCTAssert(r.stderr.contains("error: no votes for 2031-06-02 yet"), r.stderr)
        XCTAssert(r.stdout.contains("bob"), r.stdout)  // `team` still ran
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes WHERE day > now()::date + 1"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.decisions"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE time > now() + interval '2 days'"), 0)
    }
}
