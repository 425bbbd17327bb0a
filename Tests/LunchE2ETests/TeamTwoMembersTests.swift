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

extension TeamTwoMembersTests {
    /// "Done means": alice types `team join URL --as alice`, bob has the team in his
    /// environment; both vote, each `today` shows both votes, bob's vote is a line before
    /// alice's next prompt; then the server stops, both go on, it starts again, every
    /// acknowledged change is stored once, and `decide` in one is the decision in the other.
    func testAliceAndBobOnTwoTerminals() throws {
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try PseudoTerminal(arguments: ["--no-color"],
                                       environment: aliceBox.environment(["LUNCH_NOW": Self.now]), columns: 100, rows: 30)
        let bob = try PseudoTerminal(arguments: ["--no-color"], environment: member("bob", bobBox), columns: 100, rows: 30)
        try alice.waitForPrompt()
        try bob.waitForPrompt()
        alice.send("team join \(urlWithPassword) --as alice\r")
        try alice.waitFor("Joined postgresql://postgres@127.0.0.1:\(server.port)/\(database)?sslmode=disable as alice.")
        try alice.waitForPrompt()

        alice.send("vote \(Self.maya)\r")
        try alice.waitFor("You voted Maya Bar & Grill for \(Self.day).\n")
        try alice.waitForPrompt()
        bob.send("vote \(Self.nepal)\r")
        try bob.waitFor("You voted Pikku Nepal for \(Self.day).\n")
        try bob.waitForPrompt()

        alice.send("today\r")
        let aliceToday = try alice.waitFor("bob voted Pikku Nepal\n")
        XCTAssert(aliceToday.contains("1 vote  alice"), aliceToday)
        XCTAssert(aliceToday.contains("1 vote  bob"), aliceToday)
        try alice.waitForPrompt()
        bob.send("today\r")
        let bobToday = try bob.waitFor("← your vote")
        XCTAssert(bobToday.contains("1 vote  alice") && bobToday.contains("Pikku Nepal"), bobToday)
        try bob.waitForPrompt()

        // The server goes away; both go on.
        server.stop()
        alice.send("vote \(Self.nepal)\r")
        try alice.waitFor("You voted Pikku Nepal for \(Self.day) (waiting to be sent: 1 change waiting).")
        try alice.waitFor("team: offline (127.0.0.1:\(server.port): connection refused), 1 change waiting")
        try alice.waitForPrompt()
        alice.send("rate \(Self.maya) 4 \"fine\"\r")
        try alice.waitFor("Rated Maya Bar & Grill ★★★★☆ “fine”.")
        try alice.waitForPrompt()
        bob.send("vote \(Self.maya)\r")
        try bob.waitFor("You voted Maya Bar & Grill for \(Self.day) (waiting to be sent: 1 change waiting).")
        try bob.waitForPrompt()
        bob.send("rate \(Self.nepal) 5 \"good\"\r")
        try bob.waitFor("Rated Pikku Nepal ★★★★★ “good”.")
        try bob.waitForPrompt()
        bob.send("rate \(Self.maya) 3\r")
        try bob.waitFor("Rated Maya Bar & Grill ★★★☆☆.")
        try bob.waitForPrompt()
        alice.send("vote \(Self.maya)\r")
        try alice.waitFor("You voted Maya Bar & Grill for \(Self.day) (waiting to be sent: 3 changes waiting).")
        try alice.waitForPrompt()

        try server.start()
        // `team` always asks the server (other commands skip the network for 30 s after it
        // was unreachable; the background poll asks too).
        alice.send("team\r")
        try alice.waitFor("team: back online, 3 changes sent")
        try alice.waitForPrompt()
        bob.send("team\r")
        try bob.waitFor("team: back online")
        try bob.waitForPrompt()
        XCTAssertEqual(alice.screenText.components(separatedBy: "team: offline").count - 1, 1, alice.screenText)
        XCTAssertEqual(bob.screenText.components(separatedBy: "team: offline").count - 1, 1, bob.screenText)

        // `decide` in one is the decision in the other: a 2–2 tie (votes are approvals)
        // that the team's ratings decide (Pikku Nepal 5, Maya 4 and 3), and it says so.
        alice.send("decide\r")
        // (The line is wider than the terminal: the start of it.)
        try alice.waitFor("Decided for \(Self.day): Pikku Nepal (2 votes) — tie 2–2 with Maya Bar & Grill: the team")
        try alice.waitForPrompt()
        bob.send("today\r")
        try bob.waitFor("Decided: Pikku Nepal (by alice) — tie 2–2 with Maya Bar & Grill")
        try bob.waitForPrompt()

        // Every acknowledged change once: alice 3 votes and 1 rating, bob 2 votes and 2 ratings.
        XCTAssertEqual(try changes("vote", by: "alice"), 3)
        XCTAssertEqual(try changes("rate", by: "alice"), 1)
        XCTAssertEqual(try changes("vote", by: "bob"), 2)
        XCTAssertEqual(try changes("rate", by: "bob"), 2)
        XCTAssertEqual(try changes("decide", by: "alice"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits"), 3)
        XCTAssertEqual(try sql("SELECT member || ' ' || place_id FROM lunch.votes ORDER BY member, place_id"),
                       "alice \(Self.nepal)\nalice \(Self.maya)\nbob \(Self.nepal)\nbob \(Self.maya)")
        alice.send("\u{4}")
        bob.send("\u{4}")
        XCTAssertEqual(try alice.waitForExit(), 0)
        XCTAssertEqual(try bob.waitForExit(), 0)
    }
}
