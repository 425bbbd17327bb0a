import Foundation
import XCTest

/// A decided day with the real binary (`-c`): it takes no change of votes or of who is
/// coming until `decide --reopen`, and a shell whose kept copy still says decided after a
/// teammate reopened the day reads the team before refusing.
final class TeamDecidedDayTests: TeamE2ETestCase {
    func testADecidedDayRefusesUnvoteUnvetoInAndOutWithOneLine() throws {
        let alice = Sandbox(), bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "alice", in: alice).status, 0)
        XCTAssertEqual(try run("vote \(Self.nepal); veto \(Self.maya)", as: "bob", in: bob).status, 0)
        var r = try run("decide", as: "alice", in: alice)
        XCTAssertEqual(r.status, 0, r.stderr)
        // bob's copy is from before the decision: the server refuses (schema version 9), then
        // bob's shell reads the team and says it as a decided day does.
        for line in ["out", "unvote", "unvote \(Self.nepal)", "unveto", "in"] {
            r = try run(line, as: "bob", in: bob)
            XCTAssertEqual(r.status, 1, line)
            XCTAssertEqual(r.stderr, "error: \(Self.day) is already decided: Pikku Nepal (decide --reopen to change it)\n", line)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes"), 2)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.vetoes"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.attendance WHERE coming"), 2)
        r = try run("today", as: "bob", in: bob)
        XCTAssert(r.stdout.contains("In: alice, bob\n"), r.stdout)
    }

    /// bob's kept copy says decided; alice reopens; bob's `vote` is taken (it was refused
    /// from the stale copy until something read the team).
    func testAfterATeammateReopensAStaleCopyDoesNotRefuse() throws {
        let alice = Sandbox(), bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya); decide", as: "alice", in: alice).status, 0)
        var r = try run("today", as: "bob", in: bob)
        XCTAssert(r.stdout.contains("Decided: Maya"), r.stdout)
        XCTAssertEqual(try run("decide --reopen", as: "alice", in: alice).status, 0)
        r = try run("vote \(Self.nepal)", as: "bob", in: bob)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "You voted Pikku Nepal for \(Self.day).\n", r.stderr)
        XCTAssertEqual(try changes("vote", by: "bob"), 1)
        XCTAssertEqual(try run("decide", as: "alice", in: alice).status, 0)
        r = try run("veto \(Self.maya)", as: "bob", in: bob)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try run("decide --reopen", as: "alice", in: alice).status, 0)
        r = try run("veto \(Self.maya)", as: "bob", in: bob)
        XCTAssertEqual(r.status, 0, r.stderr)
    }
}
