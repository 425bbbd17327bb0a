import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// The one rule that decides a day, applied by the database (`lunch.winner`): approval
/// votes of those coming, vetoes, diets, and the tie-breaks, each with its reason.
class WinnerTests: TeamTestCase {
    static let veganNepal = TeamPlace(id: "node/1", name: "Pikku Nepal", latitude: 60.1625, longitude: 24.9322,
                                      suits: ["restaurant", "vegan", "indian"])
    static let joe = TeamPlace(id: "node/4", name: "Joe & The Juice", latitude: 60.168, longitude: 24.94,
                               suits: ["cafe", "juice"])

    func change(_ member: String, _ kind: TeamChange.Kind, at offset: TimeInterval = 0) -> TeamChange {
        TeamChange(member: member, time: Self.start + 300 + offset, kind: kind)
    }
    func decideByRule(_ member: String, anyway: Bool = false) -> TeamChange {
        change(member, .decideByRule(day: Self.day, anyway: anyway), at: 600)
    }
    /// A rating on a day before `TeamTestCase.day` (inside the 28-day window).
    func rated(_ member: String, _ place: TeamPlace, daysBefore: Double, stars: Int = 3) -> TeamChange {
        let dayStart = ISO8601DateFormatter().date(from: Self.day + "T12:00:00Z")!
        return rate(member, place, stars, time: dayStart - daysBefore * 86_400)
    }

    func testATieGoesToFewerTeamVisitsAndTheDecisionSaysWhy() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice"), join("bob"), rated("bob", Self.joe, daysBefore: 3),
                                      vote("alice", Self.nepal), vote("bob", Self.joe)])
        let reply = try exchange(connection, [decideByRule("alice")])
        let decision = try XCTUnwrap(reply.snapshot.decision)
        XCTAssertEqual(decision.place.id, Self.nepal.id)
        XCTAssertEqual(decision.member, "alice")
        XCTAssertEqual(decision.reason?.rule, .visits)
        XCTAssertEqual(decision.reason?.other, .init(id: Self.joe.id, name: "Joe & The Juice", votes: 1))
        XCTAssertEqual(decision.reason.flatMap(Messages.decisionReason),
                       "tie 1–1 with Joe & The Juice: fewer team visits in 28 days")
        XCTAssertNil(reply.snapshot.winner)
    }

    func testWithoutVisitsTheTeamsRatingThenTheNameDecide() throws {
        let connection = try connect()
        // An old rating (outside the 28-day window) makes Ramen Bar the better rated.
        let old = [rate("bob", Self.ramen, 5), rate("bob", Self.soup, 2)]
        _ = try exchange(connection, [join("alice"), join("bob")] + old + [vote("alice", Self.soup), vote("bob", Self.ramen)])
        for visit in old { try backdate(visit, daysBefore: 40) }
        var reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.winner?.place?.id, Self.ramen.id)
        XCTAssertEqual(reply.snapshot.winner?.rule, .rating)
        // Two places never rated: the name.
        _ = try exchange(connection, [change("alice", .unvote(day: Self.day)), change("bob", .unvote(day: Self.day)),
                                      vote("alice", Self.joe, at: 400), vote("bob", Self.nepal, at: 400)])
        reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.winner?.place?.name, "Joe & The Juice")
        XCTAssertEqual(reply.snapshot.winner?.rule, .name)
        // One more vote: a clear majority, no reason.
        _ = try exchange(connection, [join("carol"), vote("carol", Self.nepal, at: 500)])
        reply = try exchange(connection, [decideByRule("carol")])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.nepal.id)
        XCTAssertEqual(reply.snapshot.decision?.reason?.rule, .mostVotes)
        XCTAssertNil(reply.snapshot.decision?.reason.flatMap(Messages.decisionReason))
    }

    func testAVetoedPlaceCannotBeDecidedAndOutTakesVotesOutOfTheCount() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice"), join("bob"), join("carol"),
                                      vote("alice", Self.nepal), vote("bob", Self.nepal), vote("carol", Self.ramen),
                                      change("carol", .veto(day: Self.day, place: Self.nepal))])
        var reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.vetoes.map { "\($0.member) \($0.place.id)" }, ["carol node/1"])
        XCTAssertEqual(reply.snapshot.winner?.place?.id, Self.ramen.id)
        // Carol takes the veto back but says she is out: her vote no longer counts.
        reply = try exchange(connection, [change("carol", .unveto(day: Self.day), at: 10),
                                          change("carol", .attend(day: Self.day, coming: false), at: 20)])
        XCTAssertEqual(reply.snapshot.outs, ["carol"])
        XCTAssertEqual(reply.snapshot.comers, ["alice", "bob"])
        XCTAssertEqual(reply.snapshot.winner?.place?.id, Self.nepal.id)
        XCTAssertEqual(reply.snapshot.winner?.votes, 2)
        // Everyone voted is vetoed: nothing to decide, and the change is refused.
        reply = try exchange(connection, [change("alice", .veto(day: Self.day, place: Self.nepal), at: 30),
                                          change("alice", .attend(day: Self.day, coming: false), at: 40)])
        XCTAssertEqual(reply.snapshot.winner?.empty, .vetoed)
        let refused = decideByRule("bob")
        reply = try exchange(connection, [refused])
        XCTAssertEqual(reply.refused.map(\.change), [refused.id])
        XCTAssertNil(reply.snapshot.decision)
    }

    func testDietsOfThoseComingBindTheDecisionUnlessAnyway() throws {
        let connection = try connect()
        let vegan = TeamChange(member: "carol", time: Self.start, kind: .diet(needs: ["vegan"]))
        _ = try exchange(connection, [join("alice"), join("bob"), join("carol"), vegan,
                                      vote("alice", Self.joe), vote("bob", Self.joe), vote("carol", Self.veganNepal)])
        // Two votes for Joe, but carol is vegan: Pikku Nepal suits her.
        var reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.winner?.place?.id, Self.veganNepal.id)
        XCTAssertEqual(reply.snapshot.winner?.passed,
                       .init(id: Self.joe.id, name: "Joe & The Juice", votes: 2, unmet: [.init(need: "vegan", members: ["carol"])]))
        // Carol out: her diet does not bind, Joe wins.
        reply = try exchange(connection, [change("carol", .attend(day: Self.day, coming: false))])
        XCTAssertEqual(reply.snapshot.winner?.place?.id, Self.joe.id)
        // Carol in, her vote for Pikku Nepal taken back: no voted place suits her.
        reply = try exchange(connection, [change("carol", .unvote(day: Self.day), at: 10),
                                          change("carol", .attend(day: Self.day, coming: true), at: 20)])
        let winner = try XCTUnwrap(reply.snapshot.winner)
        XCTAssertEqual(winner.empty, .diets)
        XCTAssertEqual(winner.top?.name, "Joe & The Juice")
        XCTAssertEqual(winner.unmet, [.init(need: "vegan", members: ["carol"])])
        let plain = decideByRule("alice")
        reply = try exchange(connection, [plain])
        XCTAssertEqual(reply.refused.map(\.change), [plain.id])
        reply = try exchange(connection, [decideByRule("alice", anyway: true)])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.joe.id)
        XCTAssertEqual(reply.snapshot.decision?.reason?.unmet, [.init(need: "vegan", members: ["carol"])])
        XCTAssertEqual(try sql("SELECT array_to_string(suits, ',') FROM lunch.places WHERE id = 'node/1'"),
                       "restaurant,vegan,indian")
    }

    func testADecidedDayRefusesVotesUntilAMemberReopensIt() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        try server.createRole(name: "bob", password: "bob-pw")
        _ = try exchange(try connect())
        let alice = try connect(user: "alice", password: "alice-pw")
        let bob = try connect(user: "bob", password: "bob-pw")
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal), decideByRule("alice")])
        _ = try exchange(bob, [join("bob")], member: "bob")
        let late = vote("bob", Self.ramen, at: 900)
        var reply = try exchange(bob, [late], member: "bob")
        XCTAssertEqual(reply.refused.map(\.reason), ["\(Self.day) is already decided"])
        XCTAssertEqual(reply.snapshot.decision?.member, "alice")
        // Bob (another role) reopens alice's decision, votes, and the day is decided again.
        reply = try exchange(bob, [change("bob", .reopen(day: Self.day), at: 1000), vote("bob", Self.ramen, at: 1100),
                                   vote("bob", Self.nepal, at: 1100), change("bob", .decideByRule(day: Self.day, anyway: false), at: 1200)],
                             member: "bob")
        XCTAssertEqual(reply.refused, [])
        XCTAssertEqual(reply.snapshot.decision?.member, "bob")
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.nepal.id)
        // The chat message is claimed once.
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.claim_notice('\(Self.day)')"), "1")
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.claim_notice('\(Self.day)')"), "0")
        XCTAssertEqual(try sql("SELECT lunch.claim_reminder('\(Self.day)', 'alice')"), "t")
        XCTAssertEqual(try sql("SELECT lunch.claim_reminder('\(Self.day)', 'alice')"), "f")
    }
}
