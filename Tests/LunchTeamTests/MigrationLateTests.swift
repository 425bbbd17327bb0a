import Foundation
import LunchText
import LunchState
import LunchTeam
import XCTest

/// A version 9 database (made with versions 1 to 9's statements and a team's rows: a day
/// the deadline decided) is upgraded to version 10 in place by the first exchange: every
/// row stays, and a vote made before that deadline, arriving now, corrects the decision.
final class MigrationLateTests: TeamTestCase {
    static func at(_ time: String) -> String { "'\(Self.day) \(time)Z'" }

    func makeVersion9Team() throws {
        var script = Self.schemaScript(through: 9)
        script += """
            INSERT INTO lunch.members (name, joined) VALUES ('alice', '2026-11-01 09:00Z'), ('bob', '2026-11-01 09:05Z'),
                                                            ('carol', '2026-11-01 09:06Z');
            INSERT INTO lunch.places (id, name, latitude, longitude) VALUES
              ('node/1', 'Pikku Nepal', 60.1625, 24.9322), ('node/4', 'Joe & The Juice', 60.168, 24.94);
            INSERT INTO lunch.changes (change_id, member, kind, place_id, time) VALUES
              ('00000000-0000-0000-0000-000000000001', 'alice', 'vote', 'node/4', \(Self.at("09:00"))),
              ('00000000-0000-0000-0000-000000000002', 'bob', 'vote', 'node/1', \(Self.at("09:01"))),
              ('00000000-0000-0000-0000-000000000003', 'bob', 'deadline', 'node/4', \(Self.at("11:31")));
            INSERT INTO lunch.votes (day, member, place_id, time) VALUES
              ('\(Self.day)', 'alice', 'node/4', \(Self.at("09:00"))), ('\(Self.day)', 'bob', 'node/1', \(Self.at("09:01")));
            INSERT INTO lunch.attendance (day, member, coming, time) VALUES
              ('\(Self.day)', 'alice', true, \(Self.at("09:00"))), ('\(Self.day)', 'bob', true, \(Self.at("09:01")));
            UPDATE lunch.settings SET deadline = '11:30', zone = 'UTC', changed_by = 'alice', changed = now();
            INSERT INTO lunch.decisions (day, place_id, member, time, reason, by_deadline)
              VALUES ('\(Self.day)', 'node/4', 'bob', \(Self.at("11:31")),
                      lunch.winner('\(Self.day)', false, 'main', \(Self.at("11:30"))), true);
            INSERT INTO lunch.deadline_days (day, member, decided) VALUES ('\(Self.day)', 'bob', true);
            COMMIT;
            """
        try sql(script)
    }

    func testAVersion9DatabaseIsUpgradedInPlaceAndALateVoteCorrectsItsDecision() throws {
        try makeVersion9Team()
        let tables = ["members", "places", "changes", "votes", "decisions", "attendance", "settings", "deadline_days"]
        let before = try tables.map { try count($0) }
        XCTAssertEqual(before, [3, 2, 3, 2, 1, 2, 1, 1])
        let connection = try connect()
        let read = try exchange(connection, member: "bob")
        XCTAssertEqual(read.snapshot.schemaVersion, TeamSchema.known)
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"),
                       (1...TeamSchema.known).map(String.init).joined(separator: ","))
        XCTAssertEqual(try tables.map { try count($0) }, before)
        XCTAssertEqual(read.snapshot.decision?.place.name, "Joe & The Juice")
        XCTAssertEqual(read.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Joe & The Juice", "bob Pikku Nepal"])
        // carol's vote, made offline at 11:20, arrives at 11:40: it counts.
        let late = TeamChange(member: "carol", time: DeadlineTests.at("11:20"), kind: .vote(day: Self.day, place: Self.nepal))
        let reply = try connection.exchange(TeamExchange(changes: [late], day: Self.day, member: "carol", newsAfter: nil,
                                                         now: DeadlineTests.at("11:40")),
                                            timeout: 10, cancelled: { false })
        XCTAssertEqual(reply.stored, [late.id])
        XCTAssertEqual(reply.snapshot.decision?.place.name, "Pikku Nepal")
        XCTAssertEqual(reply.snapshot.decision?.reason?.corrected?.from.name, "Joe & The Juice")
        XCTAssertEqual(try sql("SELECT detail->'replaced'->>'name' FROM lunch.changes WHERE kind = 'correct'"), "Joe & The Juice")
    }
}
