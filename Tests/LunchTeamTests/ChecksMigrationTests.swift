import Foundation
import LunchState
import LunchTeam
import XCTest

/// Schema version 11 writes row-level security's tests into the policies (issue 27's load
/// run): a version 9 database of two closed teams, `design` (alice) and `ops` (bob), is
/// upgraded in place keeping every row, no policy calls the functions any more, and each
/// member still reads and writes only their own team's rows.
final class ChecksMigrationTests: TeamTestCase {
    static let tables = ["teams", "members", "places", "changes", "visits", "votes", "attendance", "settings",
                         "place_ratings", "team_news"]

    override func setUpWithError() throws {
        try super.setUpWithError()
        for name in ["alice", "bob"] { try server.createRole(name: name, password: "\(name)-pw") }
    }

    /// The schema as version 9 made it (versions 1 to 9's statements, as a v9 shell ran
    /// them), and each team's rows: a member, a place, a vote (with its coming), a rating.
    func makeVersion9Teams() throws {
        var script = Self.schemaScript(through: 9)
        script += """
            DO $$ BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lunch_design') THEN CREATE ROLE lunch_design; END IF;
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'lunch_ops') THEN CREATE ROLE lunch_ops; END IF;
            END $$;
            GRANT lunch_design TO alice;
            GRANT lunch_ops TO bob;
            INSERT INTO lunch.teams (name, role) VALUES ('design', 'lunch_design'), ('ops', 'lunch_ops');

            """
        for (team, member, place, n) in [("design", "alice", Self.nepal, 1), ("ops", "bob", Self.ramen, 2)] {
            script += """
                INSERT INTO lunch.members (team, name, role) VALUES ('\(team)', '\(member)', '\(member)');
                INSERT INTO lunch.places (team, id, name, latitude, longitude)
                  VALUES ('\(team)', '\(place.id)', '\(place.name)', \(place.latitude), \(place.longitude));
                INSERT INTO lunch.changes (team, change_id, member, kind, place_id, stars, time) VALUES
                  ('\(team)', '00000000-0000-0000-0000-00000000000\(n)', '\(member)', 'vote', '\(place.id)', NULL, now()),
                  ('\(team)', '00000000-0000-0000-0000-00000000001\(n)', '\(member)', 'rate', '\(place.id)', 4, now());
                INSERT INTO lunch.votes (team, day, member, place_id, time) VALUES ('\(team)', '\(Self.day)', '\(member)', '\(place.id)', now());
                INSERT INTO lunch.attendance (team, day, member, coming, time) VALUES ('\(team)', '\(Self.day)', '\(member)', true, now());
                INSERT INTO lunch.visits (team, change_id, member, place_id, stars, time)
                  VALUES ('\(team)', '00000000-0000-0000-0000-00000000001\(n)', '\(member)', '\(place.id)', \(n + 2), now());

                """
        }
        try sql(script + "COMMIT;")
    }

    func connect(_ user: String, team: String) throws -> PostgresTeamConnection {
        var url = try TeamURL(teamURL(user: user, password: "\(user)-pw"), login: "nobody")
        url.team = team
        return PostgresTeamConnection(url: url, password: url.password)
    }

    func asRole(_ user: String, _ text: String) throws -> String {
        try server.sql(text, database: database, user: user, password: "\(user)-pw")
    }

    func testAVersion9DatabaseOfTwoTeamsIsUpgradedKeepingEveryRowAndTheTeamsApart() throws {
        try makeVersion9Teams()
        let before = try Self.tables.map { try count($0) }
        XCTAssertEqual(before.prefix(7), [3, 2, 2, 4, 2, 2, 2])
        _ = try exchange(try connect())
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"),
                       MigrationTests.allVersions)
        XCTAssertEqual(try Self.tables.map { try count($0) }, before)
        // The policies test the teams themselves: none calls a function of lunch.
        XCTAssertEqual(try sql("""
            SELECT count(*) FROM pg_policies WHERE schemaname = 'lunch'
              AND (coalesce(qual, '') ~ 'lunch\\.(in_team|is_own|is_member)' OR coalesce(with_check, '') ~ 'lunch\\.(in_team|is_own|is_member)')
            """), "0")
        XCTAssertEqual(try sql("SELECT string_agg(DISTINCT l.lanname, ',') FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang "
                               + "WHERE p.pronamespace = 'lunch'::regnamespace AND p.proname IN ('in_team', 'is_own', 'is_member', 'team_zone')"),
                       "plpgsql")
        // Each reads its own team as before, and nothing of the other's.
        let alice = try connect("alice", team: "design"), bob = try connect("bob", team: "ops")
        defer { alice.close(); bob.close() }
        let design = try exchange(alice, [vote("alice", Self.soup)], newsAfter: 0)
        XCTAssertEqual(design.refused, [])
        XCTAssertEqual(Set(design.snapshot.votes.map { "\($0.member) \($0.place.name)" }), ["alice Pikku Nepal", "alice Soup Kitchen"])
        XCTAssertEqual(design.snapshot.ratings[Self.nepal.id], .init(average: 3, count: 1))
        XCTAssertEqual(design.snapshot.members.map(\.name), ["alice"])
        XCTAssertEqual(try asRole("bob", "SELECT string_agg(DISTINCT team, ',') FROM lunch.votes"), "ops")
        XCTAssertEqual(try asRole("bob", "SELECT count(*) FROM lunch.place_ratings WHERE team = 'design'"), "0")
        XCTAssertEqual(try asRole("bob", "SELECT count(*) FROM lunch.visits"), "1")
        // Writing another team's rows, or as another's member, is refused by the database.
        XCTAssertThrowsError(try asRole("bob", """
            INSERT INTO lunch.votes (team, day, member, place_id, time) VALUES ('design', '\(Self.day)', 'alice', 'node/1', now())
            """))
        XCTAssertThrowsError(try asRole("bob", """
            INSERT INTO lunch.votes (team, day, member, place_id, time) VALUES ('ops', '\(Self.day)', 'alice', 'node/2', now())
            """))
        XCTAssertEqual(try asRole("bob", "WITH x AS (DELETE FROM lunch.votes WHERE team = 'design' RETURNING 1) SELECT count(*) FROM x"), "0")
        let intruder = try connect("bob", team: "design")
        defer { intruder.close() }
        let refused = try exchange(intruder, [vote("bob", Self.ramen)], member: "bob")
        XCTAssertEqual(refused.stored, [])
        XCTAssertEqual(refused.snapshot.votes.count, 0)
        // In his own team, as himself, bob writes by hand as before.
        XCTAssertEqual(try asRole("bob", """
            INSERT INTO lunch.places (team, id, name, latitude, longitude) VALUES ('ops', 'way/3', 'Soup Kitchen', 60.17, 24.95);
            WITH x AS (INSERT INTO lunch.votes (team, day, member, place_id, time)
                       VALUES ('ops', '\(Self.day)', 'bob', 'way/3', now()) RETURNING 1) SELECT count(*) FROM x
            """), "1")
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.votes WHERE team = 'design'"), "2")
    }
}
