import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// A version 1 database (made here with version 1's statements and rows as a v1 shell
/// stored them) is upgraded in place by the first v2 exchange: every row stays.
class MigrationTests: TeamTestCase {
    /// `lunch.schema_migrations` once this binary migrated: "1,2,…".
    static let allVersions = (1...TeamSchema.known).map(String.init).joined(separator: ",")

    /// The v1 schema and a team's rows: alice and bob, a rating, a vote each, a decision, a diet.
    func makeVersion1Team() throws {
        var script = "BEGIN;\nCREATE SCHEMA lunch;\n"
        script += "CREATE TABLE lunch.schema_migrations (version int PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now());\n"
        for statement in SchemaStatements.version(1) { script += statement + ";\n" }
        script += """
            INSERT INTO lunch.schema_migrations (version) VALUES (1);
            INSERT INTO lunch.members (name, joined) VALUES ('alice', '2026-11-01 09:00Z'), ('bob', '2026-11-01 09:05Z');
            INSERT INTO lunch.places VALUES ('node/1', 'Pikku Nepal', 60.1625, 24.9322), ('node/2', 'Ramen Bar', 60.169, 24.941);
            INSERT INTO lunch.changes (change_id, member, kind, place_id, stars, time) VALUES
              ('00000000-0000-0000-0000-000000000001', 'alice', 'join', NULL, NULL, '2026-11-01 09:00Z'),
              ('00000000-0000-0000-0000-000000000002', 'bob', 'join', NULL, NULL, '2026-11-01 09:05Z'),
              ('00000000-0000-0000-0000-000000000003', 'alice', 'rate', 'node/1', 4, '\(Self.day(after: -3)) 12:30Z'),
              ('00000000-0000-0000-0000-000000000004', 'alice', 'vote', 'node/1', NULL, '\(Self.day) 09:00Z'),
              ('00000000-0000-0000-0000-000000000005', 'bob', 'vote', 'node/2', NULL, '\(Self.day) 09:01Z'),
              ('00000000-0000-0000-0000-000000000006', 'bob', 'decide', 'node/2', NULL, '\(Self.day(after: -1)) 11:00Z'),
              ('00000000-0000-0000-0000-000000000007', 'bob', 'diet', NULL, NULL, '2026-11-02 10:00Z');
            INSERT INTO lunch.visits VALUES ('00000000-0000-0000-0000-000000000003', 'alice', 'node/1', 4, 'spicy', '\(Self.day(after: -3)) 12:30Z');
            INSERT INTO lunch.votes VALUES ('\(Self.day)', 'alice', 'node/1', '\(Self.day) 09:00Z'),
                                           ('\(Self.day)', 'bob', 'node/2', '\(Self.day) 09:01Z');
            INSERT INTO lunch.decisions VALUES ('\(Self.day(after: -1))', 'node/2', 'bob', '\(Self.day(after: -1)) 11:00Z');
            INSERT INTO lunch.diets VALUES ('bob', '{vegan}');
            COMMIT;
            """
        try sql(script)
    }

    func testAVersion1DatabaseIsUpgradedInPlaceKeepingEveryRow() throws {
        try makeVersion1Team()
        let tables = ["members", "places", "changes", "visits", "votes", "decisions", "diets"]
        let before = try tables.map { try count($0) }
        XCTAssertEqual(before, [2, 2, 7, 1, 2, 1, 1])
        let reply = try exchange(try connect())
        XCTAssertEqual(reply.snapshot.schemaVersion, TeamSchema.known)
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"), Self.allVersions)
        XCTAssertEqual(try tables.map { try count($0) }, before)
        // Every row is the team main's (schema version 7), which today's URLs name.
        for table in tables + ["settings", "attendance"] {
            XCTAssertEqual(try sql("SELECT string_agg(DISTINCT team, ',') FROM lunch.\(table)"), "main", table)
        }
        // What the team sees is what v1 stored.
        XCTAssertEqual(reply.snapshot.members.map(\.name), ["alice", "bob"])
        XCTAssertEqual(reply.snapshot.members.last?.diet, ["vegan"])
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Pikku Nepal", "bob Ramen Bar"])
        XCTAssertEqual(reply.snapshot.ratings["node/1"], .init(average: 4, count: 1))
        XCTAssertEqual(try sql("SELECT place_id || ' ' || member || ' ' || (reason IS NULL) FROM lunch.decisions"), "node/2 bob true")
        XCTAssertEqual(try sql("SELECT note FROM lunch.visits"), "spicy")
        // A v1 vote said its member was coming.
        XCTAssertEqual(reply.snapshot.comers, ["alice", "bob"])
        XCTAssertEqual(try sql("SELECT recency_days FROM lunch.settings"), "28")
        // And the upgraded team takes v2 changes: alice approves a second place.
        let more = vote("alice", Self.ramen, at: 600)
        let after = try exchange(try connect(), [more])
        XCTAssertEqual(after.stored, [more.id])
        XCTAssertEqual(Set(after.snapshot.votes.filter { $0.member == "alice" }.map(\.place.id)), ["node/1", "node/2"])
        // Ramen Bar has most votes, but bob (coming) is vegan and nothing says it suits vegans.
        XCTAssertEqual(after.snapshot.winner?.empty, .diets)
        XCTAssertEqual(after.snapshot.winner?.top?.id, "node/2")
        XCTAssertEqual(after.snapshot.winner?.unmet, [.init(need: "vegan", members: ["bob"])])
    }

    func testTwoShellsUpgradingAtOnceMigrateOnce() throws {
        try makeVersion1Team()
        let connections = try (0..<6).map { _ in try connect() }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: connections.count) { index in
            do { _ = try Self.send(connections[index], [], member: "alice", timeout: 20) } catch { failures.add("\(error)") }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.schema_migrations"), "\(TeamSchema.known)")
        XCTAssertEqual(try count("attendance"), 2)
    }

    func testAMembersRoleThatMayNotUpgradeSaysTheOwnerMustAndNothingChanges() throws {
        try makeVersion1Team()
        try server.createRole(name: "alice", password: "alice-pw")
        let alice = try connect(user: "alice", password: "alice-pw")
        XCTAssertThrowsError(try exchange(alice)) { error in
            guard case .server(let line)? = error as? TeamFailure else { return XCTFail("\(error)") }
            XCTAssert(line.hasPrefix("the team's database has schema version 1 and this lunch needs \(TeamSchema.known): its owner must connect once"), line)
        }
        XCTAssertEqual(try sql("SELECT max(version) FROM lunch.schema_migrations"), "1")
        // The owner connects: upgraded, and alice's next exchange works.
        _ = try exchange(try connect())
        XCTAssertEqual(try exchange(alice).snapshot.schemaVersion, TeamSchema.known)
    }

    /// A version 2 team (v1's rows upgraded by version 2's statements, then v2 rows: a
    /// veto, a decision by the rule, settings) is upgraded to version 3 in place: every row
    /// stays, and the deadline it had set now decides.
    func testAVersion2DatabaseIsUpgradedInPlaceAndItsDeadlineDecides() throws {
        try makeVersion1Team()
        var script = "BEGIN;\n"
        for statement in SchemaStatements.version(2) { script += statement + ";\n" }
        script += """
            INSERT INTO lunch.schema_migrations (version) VALUES (2);
            INSERT INTO lunch.vetoes VALUES ('\(Self.day)', 'bob', 'node/1', '\(Self.day) 09:02Z');
            INSERT INTO lunch.votes VALUES ('\(Self.day)', 'bob', 'node/1', '\(Self.day) 09:03Z');
            UPDATE lunch.places SET suits = '{vegan}' WHERE id = 'node/2';
            UPDATE lunch.settings SET deadline = '11:30', zone = 'UTC', recency_days = 21, changed_by = 'alice';
            COMMIT;
            """
        try sql(script)
        let tables = ["members", "places", "changes", "visits", "votes", "decisions", "diets", "vetoes", "attendance"]
        let before = try tables.map { try count($0) }
        XCTAssertEqual(before, [2, 2, 7, 1, 3, 1, 1, 1, 2])
        let connection = try connect()
        let early = try connection.exchange(
            TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil,
                         now: ISO8601DateFormatter().date(from: "\(Self.day)T11:00:00Z")),
            timeout: 10, cancelled: { false })
        XCTAssertEqual(early.snapshot.schemaVersion, TeamSchema.known)
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"), Self.allVersions)
        XCTAssertEqual(try tables.map { try count($0) }, before)
        XCTAssertEqual(early.snapshot.settings, .init(deadline: "11:30", zone: "UTC", recencyDays: 21))
        XCTAssertEqual(early.snapshot.vetoes.map(\.member), ["bob"])
        let late = try connection.exchange(
            TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil,
                         now: ISO8601DateFormatter().date(from: "\(Self.day)T11:31:00Z")),
            timeout: 10, cancelled: { false })
        XCTAssertEqual(late.snapshot.decision?.place.id, "node/2")
        XCTAssertEqual(late.snapshot.decision?.byDeadline, true)
        XCTAssertEqual(try count("decisions"), 2)
    }

    /// A version 3 team (v1's rows upgraded by versions 2 and 3, then v3 rows: settings with
    /// a deadline, a day the deadline decided, a reminder) is upgraded to the latest version in place:
    /// every row stays, and the server now checks days against its own clock.
    func testAVersion3DatabaseIsUpgradedInPlaceAndChecksDays() throws {
        try makeVersion1Team()
        let yesterday = Self.day(after: -1)
        var script = "BEGIN;\n"
        for statement in SchemaStatements.version(2) + SchemaStatements.version(3) { script += statement + ";\n" }
        script += """
            INSERT INTO lunch.schema_migrations (version) VALUES (2), (3);
            UPDATE lunch.settings SET deadline = '11:30', zone = 'UTC', remind_minutes = 10, changed_by = 'alice';
            INSERT INTO lunch.deadline_days (day, member, decided) VALUES ('\(yesterday)', 'bob', false);
            INSERT INTO lunch.reminders (day, member) VALUES ('\(yesterday)', 'alice');
            INSERT INTO lunch.vetoes VALUES ('\(Self.day)', 'bob', 'node/1', '\(Self.day) 09:02Z');
            COMMIT;
            """
        try sql(script)
        let tables = ["members", "places", "changes", "visits", "votes", "decisions", "diets", "vetoes", "attendance",
                      "settings", "deadline_days", "reminders"]
        let before = try tables.map { try count($0) }
        XCTAssertEqual(before, [2, 2, 7, 1, 2, 1, 1, 1, 2, 1, 1, 1])
        let reply = try exchange(try connect())
        XCTAssertEqual(reply.snapshot.schemaVersion, TeamSchema.known)
        // The reminder claimed before version 6 counts as posted: no shell takes it again.
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.reminders WHERE posted_at IS NOT NULL"), "1")
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"), Self.allVersions)
        XCTAssertEqual(try tables.map { try count($0) }, before)
        XCTAssertEqual(reply.snapshot.settings?.deadline, "11:30")
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Pikku Nepal", "bob Ramen Bar"])
        XCTAssertEqual(reply.snapshot.vetoes.map(\.member), ["bob"])
        XCTAssertEqual(try sql("SELECT note FROM lunch.visits"), "spicy")
        // The upgraded team takes today's changes and refuses 2031's.
        // Made in the morning, before the 11:30 deadline, whatever the hour the test runs at
        // (made an hour before the run, it was a late vote refused after 12:19 UTC).
        let today = TeamChange(member: "alice", time: ISO8601DateFormatter().date(from: "\(Self.day)T09:05:00Z")!,
                               kind: .vote(day: Self.day, place: Self.ramen))
        let later = TeamChange(member: "alice", time: ISO8601DateFormatter().date(from: "2031-06-02T12:00:00Z")!,
                               kind: .vote(day: "2031-06-02", place: Self.ramen))
        let after = try exchange(try connect(), [today, later])
        XCTAssertEqual(after.stored, [today.id])
        XCTAssertEqual(after.refused.map(\.change), [later.id])
        XCTAssertEqual(try count("votes"), 3)
    }
}
