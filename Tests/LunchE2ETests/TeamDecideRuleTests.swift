import Foundation
import XCTest

/// Issue 26 with the real binary and PostgreSQL (`-c`): three members vote for several
/// places, one vetoes, one is vegan; the decision follows the team's rule on the server
/// and says why, and a decided day takes no more votes.
final class TeamDecideRuleTests: TeamE2ETestCase {
    static let joe = "osm:node/6049453051"  // Joe & The Juice: a cafe, nothing vegan
    static let harald = "osm:node/4727521424"  // Harald: diet:vegan
    static let hardRock = "osm:node/256199043"  // Hard Rock Cafe Helsinki
    static let pupu = "osm:node/6326876182"  // pupu: diet:vegan

    func testVotesAVetoAndAVeganDecideByTheRuleAndSayWhy() throws {
        let alice = Sandbox(), bob = Sandbox(), carol = Sandbox()
        var r = try run("vote \(Self.joe)", as: "alice", in: alice)
        XCTAssertEqual(r.stdout, "You voted Joe & The Juice for \(Self.day).\n", r.stderr)
        r = try run("vote \(Self.joe) \(Self.hardRock); veto \(Self.hardRock)", as: "bob", in: bob)
        XCTAssertEqual(r.stdout, """
            You voted Joe & The Juice, Hard Rock Cafe Helsinki for \(Self.day).
            You vetoed Hard Rock Cafe Helsinki for \(Self.day).

            """, r.stderr)
        r = try run("team diet +vegan; in", as: "carol", in: carol)
        XCTAssertEqual(r.status, 0, r.stderr)

        // Joe has most votes, Hard Rock is vetoed, and carol (in) is vegan: nothing to decide.
        r = try run("decide", as: "alice", in: alice)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "error: no voted place meets the diets of everyone in: Joe & The Juice lacks vegan (carol);"
                       + " vote for another, or decide --anyway\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.decisions"), 0)
        r = try run("decide", as: "alice", in: alice, json: true)
        XCTAssertEqual(r.stdout, #"{"command":"decide","error":"no voted place meets the diets of everyone in: Joe & The Juice lacks vegan (carol); vote for another, or decide --anyway","unmet":[{"member":"carol","need":"vegan"}]}"# + "\n")

        XCTAssertEqual(try run("vote \(Self.harald)", as: "alice", in: alice).status, 0)
        XCTAssertEqual(try run("vote \(Self.pupu)", as: "carol", in: carol).status, 0)
        r = try run("decide", as: "bob", in: bob)
        XCTAssertEqual(r.stdout, "Decided for \(Self.day): Harald (1 vote) — tie 1–1 with pupu: first by name;"
                       + " Joe & The Juice (2 votes) lacks vegan (carol).\n", r.stderr)

        r = try run("today; vote \(Self.joe)", as: "carol", in: carol)
        XCTAssert(r.stdout.hasPrefix("Today, \(Self.day) — Decided: Harald (by bob) — tie 1–1 with pupu: first by name;"
                                     + " Joe & The Juice (2 votes) lacks vegan (carol)\n"), r.stdout)
        XCTAssert(r.stdout.contains("Hard Rock Cafe Helsinki [vetoed by bob]"), r.stdout)
        XCTAssert(r.stdout.contains("In: alice, bob, carol\n"), r.stdout)
        XCTAssertEqual(r.stderr, "error: \(Self.day) is already decided: Harald (decide --reopen to vote again)\n")
        XCTAssertEqual(try changes("vote", by: "carol"), 1)

        r = try run("today", as: "alice", in: alice, json: true)
        XCTAssert(r.stdout.contains(#""in":["alice","bob","carol"],"out":[],"decision":{"id":"\#(Self.harald)","name":"Harald","by":"bob","reason":"tie 1–1 with pupu: first by name; Joe & The Juice (2 votes) lacks vegan (carol)","rule":"name","votes":1,"tie_with":{"id":"\#(Self.pupu)","name":"pupu","votes":1},"unmet":[],"passed_over":{"id":"\#(Self.joe)","name":"Joe & The Juice","votes":2,"unmet":[{"member":"carol","need":"vegan"}]},"by_deadline":false}"#), r.stdout)
        XCTAssert(r.stdout.contains(#""vetoed_by":"bob","vetoers":["bob"]"#), r.stdout)
    }
}
