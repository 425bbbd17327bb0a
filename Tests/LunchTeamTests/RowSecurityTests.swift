import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// Members with their own database roles cannot touch each other's rows: the database
/// enforces it (row-level security), not only lunch. Members sharing a role can.
class RowSecurityTests: TeamTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try server.createRole(name: "alice", password: "alice-pw")
        try server.createRole(name: "bob", password: "bob-pw")
        try server.createRole(name: "office", password: "office-pw")
        // The schema is created by its owner (here the superuser), as the README says.
        _ = try exchange(try connect())
    }

    func testBobsRoleCannotVoteOrRateAsAlice() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        let bob = try connect(user: "bob", password: "bob-pw")
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal)])
        let asAlice = [vote("alice", Self.ramen, at: 10), rate("alice", Self.ramen, 1), join("alice")]
        let own = [join("bob"), vote("bob", Self.ramen), rate("bob", Self.ramen, 5)]
        let reply = try exchange(bob, asAlice + own, member: "bob")
        XCTAssertEqual(reply.refused.map(\.change), asAlice.map(\.id))
        XCTAssertEqual(Set(reply.refused.map(\.reason)), ["member 'alice' belongs to another database role"])
        XCTAssertEqual(reply.stored, own.map(\.id))
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Pikku Nepal", "bob Ramen Bar"])
        XCTAssertEqual(reply.snapshot.ratings[Self.ramen.id], .init(average: 5, count: 1))
        XCTAssertEqual(try sql("SELECT role FROM lunch.members ORDER BY name"), "alice\nbob")
    }

    func testTheDatabaseItselfRefusesBobsWritesToAlicesRows() throws {
        let alice = try connect(user: "alice", password: "alice-pw")
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal), rate("alice", Self.nepal, 4)])
        _ = try exchange(try connect(user: "bob", password: "bob-pw"), [join("bob")], member: "bob")
        let asBob = { (text: String) throws -> String in
            try self.server.sql(text, database: self.database, user: "bob", password: "bob-pw")
        }
        XCTAssertThrowsError(try asBob(
            "INSERT INTO lunch.votes (day, member, place_id, time) VALUES ('2026-11-24', 'alice', 'node/1', now())")) {
            XCTAssertTrue("\($0)".contains("row-level security"), "\($0)")
        }
        XCTAssertThrowsError(try asBob("INSERT INTO lunch.members (name, role) VALUES ('mallory', 'alice')"))
        XCTAssertEqual(try asBob("WITH x AS (UPDATE lunch.votes SET place_id = 'node/1' WHERE member = 'alice' RETURNING 1) SELECT count(*) FROM x"), "0")
        XCTAssertEqual(try asBob("WITH x AS (DELETE FROM lunch.visits WHERE member = 'alice' RETURNING 1) SELECT count(*) FROM x"), "0")
        XCTAssertEqual(try asBob("WITH x AS (DELETE FROM lunch.changes RETURNING 1) SELECT count(*) FROM x"), "0")
        // Reading is for everybody.
        XCTAssertEqual(try asBob("SELECT count(*) FROM lunch.visits"), "1")
        XCTAssertEqual(try count("votes"), 1)
        XCTAssertEqual(try count("changes"), 3 + 1)
    }

    func testMembersSharingOneRoleCanActForEachOther() throws {
        let carol = try connect(user: "office", password: "office-pw")
        let dave = try connect(user: "office", password: "office-pw")
        _ = try exchange(carol, [join("carol"), vote("carol", Self.nepal)], member: "carol")
        let asCarol = vote("carol", Self.soup, at: 30)
        let reply = try exchange(dave, [join("dave"), asCarol], member: "dave")
        XCTAssertEqual(reply.refused, [])
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["carol Pikku Nepal", "carol Soup Kitchen"])
    }
}
