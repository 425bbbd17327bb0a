import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import PostgresTestServer
import XCTest

/// Issue 27, item 1: many teams in one database (schema version 7). Two closed teams,
/// `design` (alice, dave) and `ops` (bob), each admitting its own members' roles: neither
/// reads nor writes the other's rows, through lunch or by hand in SQL on their own role.
class ManyTeamsTests: TeamTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["alice", "bob", "dave"] { try server.createRole(name: name, password: "\(name)-pw") }
        // The schema is created by its owner; an admin adds the teams and admits roles.
        _ = try exchange(try connect())
        try sql("""
            DO $$ BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lunch_design') THEN CREATE ROLE lunch_design; END IF;
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lunch_ops') THEN CREATE ROLE lunch_ops; END IF;
            END $$;
            GRANT lunch_design TO alice, dave;
            GRANT lunch_ops TO bob;
            INSERT INTO lunch.teams (name, role) VALUES ('design', 'lunch_design'), ('ops', 'lunch_ops');
            """)
    }

    /// A connection as `user` (its password is NAME-pw) to `team`, named in the URL.
    func connect(_ user: String, team: String) throws -> PostgresTeamConnection {
        var url = try TeamURL(teamURL(user: user, password: "\(user)-pw"), login: "nobody")
        url.team = team
        return PostgresTeamConnection(url: url, password: url.password)
    }

    func asRole(_ user: String, _ text: String) throws -> String {
        try server.sql(text, database: database, user: user, password: "\(user)-pw")
    }

    func testTwoTeamsInOneDatabaseSeeOnlyTheirOwnRows() throws {
        let alice = try connect("alice", team: "design"), bob = try connect("bob", team: "ops")
        defer { alice.close(); bob.close() }
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal), rate("alice", Self.nepal, 4)])
        let ops = try exchange(bob, [join("bob"), vote("bob", Self.ramen), rate("bob", Self.nepal, 1)],
                               member: "bob", newsAfter: 0)
        XCTAssertEqual(ops.refused, [])
        XCTAssertEqual(ops.snapshot.members.map(\.name), ["bob"])
        XCTAssertEqual(ops.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["bob Ramen Bar"])
        XCTAssertEqual(ops.snapshot.ratings[Self.nepal.id], .init(average: 1, count: 1))
        XCTAssertEqual(ops.news.map(\.member), [])
        let design = try exchange(alice, newsAfter: 0)
        XCTAssertEqual(design.snapshot.members.map(\.name), ["alice"])
        XCTAssertEqual(design.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Pikku Nepal"])
        XCTAssertEqual(design.snapshot.ratings[Self.nepal.id], .init(average: 4, count: 1))
        XCTAssertEqual(design.snapshot.visits.map(\.member), ["alice"])
        // The same place is a row of each team; the team main (the owner's) has none of it.
        XCTAssertEqual(try sql("SELECT string_agg(team, ',' ORDER BY team) FROM lunch.places WHERE id = 'node/1'"),
                       "design,ops")
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.votes WHERE team = 'main'"), "0")
    }

    func testAMemberOfOneTeamCannotJoinOrWriteAnother() throws {
        let alice = try connect("alice", team: "design")
        defer { alice.close() }
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal)])
        // bob's role is not admitted to design: his join is refused, nothing is stored.
        let intruder = try connect("bob", team: "design")
        defer { intruder.close() }
        let asAlice = vote("alice", Self.ramen, at: 5)
        let reply = try exchange(intruder, [join("bob"), vote("bob", Self.ramen), asAlice], member: "bob")
        XCTAssertEqual(reply.stored, [])
        XCTAssertEqual(Set(reply.refused.map(\.reason)),
                       ["the team 'design' is not in this database, or does not admit this database role"])
        XCTAssertEqual(reply.snapshot.votes.count, 0, "bob reads nothing of design")
        XCTAssertEqual(reply.snapshot.members.count, 0)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.members WHERE team = 'design'"), "1")
        // A team that is not there is refused the same way.
        let nowhere = try connect("alice", team: "nowhere")
        defer { nowhere.close() }
        XCTAssertEqual(try exchange(nowhere, [join("alice")]).refused.map(\.reason),
                       ["the team 'nowhere' is not in this database, or does not admit this database role"])
        // A member of design reads and writes it as before.
        let dave = try connect("dave", team: "design")
        defer { dave.close() }
        XCTAssertEqual(try exchange(dave, [join("dave"), vote("dave", Self.soup)], member: "dave").refused, [])
    }

    func testByHandInSQLOnTheirOwnRoleAMemberReachesNoOtherTeamsRows() throws {
        let alice = try connect("alice", team: "design"), bob = try connect("bob", team: "ops")
        defer { alice.close(); bob.close() }
        _ = try exchange(alice, [join("alice"), vote("alice", Self.nepal), rate("alice", Self.nepal, 4)])
        _ = try exchange(bob, [join("bob"), vote("bob", Self.ramen)], member: "bob")
        let day = Self.day
        // Reading: only ops's rows, and only the teams open to bob.
        XCTAssertEqual(try asRole("bob", "SELECT string_agg(DISTINCT team, ',') FROM lunch.votes"), "ops")
        XCTAssertEqual(try asRole("bob", "SELECT count(*) FROM lunch.visits"), "0")
        XCTAssertEqual(try asRole("bob", "SELECT count(*) FROM lunch.members WHERE team = 'design'"), "0")
        XCTAssertEqual(try asRole("bob", "SELECT count(*) FROM lunch.changes WHERE team = 'design'"), "0")
        XCTAssertEqual(try asRole("bob", "SELECT string_agg(name, ',' ORDER BY name) FROM lunch.teams"), "main,ops")
        XCTAssertEqual(try asRole("bob", "SELECT lunch.winner('\(day)', false, 'design')->>'empty'"), "no_votes")
        // Writing: joining design, voting there under his own name or alice's, is refused.
        for statement in [
            "INSERT INTO lunch.members (team, name) VALUES ('design', 'bob')",
            "INSERT INTO lunch.members (team, name, role) VALUES ('design', 'mallory', 'alice')",
            "INSERT INTO lunch.votes (team, day, member, place_id, time) VALUES ('design', '\(day)', 'alice', 'node/1', now())",
            "INSERT INTO lunch.places (team, id, name, latitude, longitude) VALUES ('design', 'node/9', 'X', 0, 0)",
            "INSERT INTO lunch.teams (name) VALUES ('mine')",
            "UPDATE lunch.teams SET role = NULL WHERE name = 'design'",
        ] {
            XCTAssertThrowsError(try asRole("bob", statement), statement)
        }
        for statement in [
            "UPDATE lunch.votes SET place_id = 'node/2' WHERE team = 'design'",
            "DELETE FROM lunch.votes WHERE team = 'design'",
            "DELETE FROM lunch.changes",
            "UPDATE lunch.settings SET notify_url = 'http://127.0.0.1/x', changed_by = 'bob' WHERE team = 'design'",
            "UPDATE lunch.members SET role = 'bob' WHERE team = 'design'",
        ] {
            XCTAssertEqual(try asRole("bob", "WITH x AS (\(statement) RETURNING 1) SELECT count(*) FROM x"), "0", statement)
        }
        // The functions, called by hand for design, do nothing for bob.
        let batch = #"[{"id": "00000000-0000-0000-0000-0000000000b1", "member": "bob", "kind": "join", "time": 0}]"#
        XCTAssertEqual(try asRole("bob", "SELECT refusal FROM lunch.apply_changes('\(batch)', 'design')"),
                       "the team 'design' is not in this database, or does not admit this database role")
        XCTAssertEqual(try asRole("bob", "SELECT lunch.due(now(), 'alice', '\(day)', 'design') IS NULL"), "t")
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.votes WHERE team = 'design'"), "1")
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.members WHERE team = 'design'"), "1")
    }

    func testATeamsNameTravelsInItsURLAndAJoinedTeamIsSavedWithIt() throws {
        let url = try TeamURL(teamURL(user: "alice", password: "alice-pw") + "&team=design", login: "nobody")
        XCTAssertEqual(url.team, "design")
        XCTAssert(url.redactedForShow.hasSuffix("?sslmode=disable&team=design"), url.redactedForShow)
        XCTAssertEqual(try TeamURL(url.redactedForShow, login: "nobody").team, "design")
        XCTAssertEqual(try TeamURL(teamURL(), login: "nobody").team, "main")
        XCTAssertThrowsError(try TeamURL(teamURL(user: "alice", password: "alice-pw") + "&team=Design%22", login: "nobody"))
        let folder = try TeamSessionFolder()
        defer { folder.remove() }
        let alice = folder.session(member: "alice")
        defer { alice.close() }
        _ = try alice.join(url, as: "alice")
        XCTAssertEqual(try alice.record(.vote(day: alice.day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try sql("SELECT team FROM lunch.votes"), "design")
        XCTAssert(folder.text("team.json")?.contains("team=design") ?? false)
    }
}

/// The same, through PgBouncer in transaction mode: the team is read from the role and
/// the rows, never from a session.
final class ManyTeamsThroughPoolerTests: ManyTeamsTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testTwoTeamsInOneDatabaseSeeOnlyTheirOwnRowsThroughThePooler() throws { try testTwoTeamsInOneDatabaseSeeOnlyTheirOwnRows() }
    func testAMemberOfOneTeamCannotJoinOrWriteAnotherThroughThePooler() throws { try testAMemberOfOneTeamCannotJoinOrWriteAnother() }
}

/// Each team's changes are notified on its own channel.
final class TeamChannelTests: ManyTeamsTests {
    func testAShellListeningForItsTeamIsNotWokenByAnotherTeamsChange() throws {
        let alice = try connect("alice", team: "design"), bob = try connect("bob", team: "ops"),
            dave = try connect("dave", team: "design")
        defer { alice.close(); bob.close(); dave.close() }
        let woken = Wakes()
        alice.listen { woken.add() }
        _ = try exchange(alice, [join("alice")])
        _ = try exchange(bob, [join("bob")], member: "bob")
        _ = try exchange(dave, [join("dave")], member: "dave")
        let deadline = Date().addingTimeInterval(15)
        while alice.liveMode != .listening, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(alice.liveMode, .listening)
        Thread.sleep(forTimeInterval: 0.3)
        woken.reset()
        _ = try exchange(bob, [vote("bob", Self.ramen)], member: "bob")
        Thread.sleep(forTimeInterval: 1)
        XCTAssertEqual(woken.count, 0, "ops's vote does not wake design's shell")
        _ = try exchange(dave, [vote("dave", Self.ramen)], member: "dave")
        let told = Date().addingTimeInterval(10)
        while woken.count == 0, Date() < told { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertGreaterThanOrEqual(woken.count, 1)
    }
}

/// How many times a listening connection said a change was committed.
final class Wakes: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    func add() { lock.withLock { n += 1 } }
    func reset() { lock.withLock { n = 0 } }
    var count: Int { lock.withLock { n } }
}
