import Foundation
import XCTest

/// Issue 12 as a new user tries it: one server, alice and bob in two terminals.
final class TeamTwoMembersTests: TeamE2ETestCase {
    /// `LUNCH_TEAM_URL` with `LUNCH_USER` is joining: the first change needs no `team join`.
    func testAMemberFromTheEnvironmentVotesWithoutTypingJoin() throws {
        let sandbox = Sandbox()
        let vote = try run("vote \(Self.maya)", as: "erin", in: sandbox)
        XCTAssertEqual(vote.status, 0, vote.stderr)
        XCTAssertEqual(vote.stdout, "You voted Maya Bar & Grill for \(Self.day).\n")
        XCTAssertEqual(vote.stderr, "")
        XCTAssertEqual(try changes("vote", by: "erin"), 1)
        XCTAssertEqual(try sql("SELECT place_id FROM lunch.votes WHERE member = 'erin'"), Self.maya)
        // Known now: a later process does not join again.
        XCTAssertEqual(try run("vote \(Self.nepal)", as: "erin", in: sandbox).status, 0)
        XCTAssertEqual(try changes("join", by: "erin"), 1)
        XCTAssertEqual(try changes("vote", by: "erin"), 2)
    }
}
