import Foundation
import PostgresTestServer
import ThrowawayServers
import XCTest

/// Bad input through the binary: one clear line each, nothing lost, nothing injected.
final class TeamBadInputTests: TeamE2ETestCase {
    func outbox(_ sandbox: Sandbox) -> String {
        (try? String(contentsOfFile: sandbox.stateDir + "/team-outbox", encoding: .utf8)) ?? ""
    }

    func testAURLThatIsNotOneIsOneLineAndJoinsNothing() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "team join notaurl --as zoe; team"], extra: ["LUNCH_NOW": Self.now])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "error: not a PostgreSQL connection string (postgresql://USER@HOST:PORT/DATABASE, or host=… dbname=…): 'notaurl'\n")
        XCTAssertEqual(r.stdout, "Not in a team: team join URL (or LUNCH_TEAM_URL).\n")
        XCTAssertEqual(outbox(sandbox), "")
    }

    /// A wrong password: `team join` connects first, so it is one line, exit status 1, and
    /// nothing is saved or queued; the password is nowhere. With the right one (PGPASSWORD)
    /// the join and a vote are stored once.
    func testAWrongPasswordIsOneLineAndJoinsNothing() throws {
        let sandbox = Sandbox()
        let wrong = "postgresql://postgres:Wr0ngPass@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let r = try sandbox.run(["-c", "team join \(wrong) --as zoe"], extra: ["LUNCH_NOW": Self.now])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr, "error: team join: password authentication failed for user \"postgres\"; not joined\n")
        XCTAssertEqual(outbox(sandbox), "")
        let saved = (try? String(contentsOfFile: sandbox.stateDir + "/team.json", encoding: .utf8)) ?? ""
        XCTAssertFalse(saved.contains("\"joined\""), saved)
        XCTAssertFalse((r.stdout + r.stderr + saved).contains("Wr0ngPass"))
        let url = "postgresql://postgres@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let right = try sandbox.run(["-c", "team join \(url) --as zoe; vote \(Self.maya)"],
                                    extra: ["LUNCH_NOW": Self.now, "PGPASSWORD": PostgresTestServer.superuserPassword])
        XCTAssertEqual(right.status, 0, right.stderr)
        XCTAssertEqual(right.stderr, "")
        XCTAssertEqual(try changes("vote", by: "zoe"), 1)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE kind = 'join'"), 1)
    }

    /// A URL with no password (as the history keeps a recalled `team join`) to a server
    /// that asks for one: one line that says so and that a recalled line needs it typed again.
    func testNoPasswordGivenSaysARecalledLineNeedsItTypedAgain() throws {
        let sandbox = Sandbox()
        let url = "postgresql://postgres@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let r = try sandbox.run(["-c", "team join \(url) --as zoe"], extra: ["LUNCH_NOW": Self.now, "PGPASSFILE": "/nonexistent"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("none was given"), r.stderr)
        XCTAssertTrue(r.stderr.contains("a recalled line needs it typed again"), r.stderr)
        XCTAssertEqual(outbox(sandbox), "")
    }

    func testAnUnreachableHostIsOneLine() throws {
        let sandbox = Sandbox()
        let port = try FreePort.find()
        let r = try run("vote \(Self.maya); today", as: "zoe", in: sandbox,
                        url: "postgresql://postgres@127.0.0.1:\(port)/lunch?sslmode=disable")
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "team: offline (127.0.0.1:\(port): connection refused), 2 changes waiting\n")
        XCTAssert(r.stdout.contains("1 vote  zoe"), r.stdout)
    }

    /// A schema newer than this lunch: read-only with one line, the changes wait; back to a
    /// version it knows, they are sent.
    func testASchemaOfAnotherVersionIsReadOnlyAndNothingIsLost() throws {
        let sandbox = Sandbox()
        XCTAssertEqual(try run("team", as: "zoe", in: sandbox).status, 0)
        let known = try count("SELECT max(version) FROM lunch.schema_migrations")
        let newer = known + 1
        try sql("INSERT INTO lunch.schema_migrations (version) VALUES (\(newer))")
        let r = try run("vote \(Self.maya); vote \(Self.nepal)", as: "zoe", in: sandbox)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.stderr, "team: the team's database has schema version \(newer), newer than this lunch knows (\(known)): read-only, 2 changes waiting (update lunch to send them)\n")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes"), 0)
        try sql("DELETE FROM lunch.schema_migrations WHERE version = \(newer)")
        let later = try run("today", as: "zoe", in: sandbox)
        XCTAssertEqual(later.stderr, "")
        XCTAssertEqual(try changes("vote", by: "zoe"), 2)
        XCTAssertEqual(try sql("SELECT place_id FROM lunch.votes ORDER BY place_id"), "\(Self.nepal)\n\(Self.maya)")
    }

    func testAPlaceNotInTheCatalogAndATooLongNoteAreOneLineEach() throws {
        let sandbox = Sandbox()
        let vote = try run("vote osm:node/1", as: "zoe", in: sandbox)
        XCTAssertEqual(vote.status, 1)
        XCTAssertEqual(vote.stderr, "error: no place with id 'osm:node/1' in the catalog\n")
        let note = String(repeating: "x", count: 10_240)
        let rate = try run("rate \(Self.maya) 3 \"\(note)\"", as: "zoe", in: sandbox)
        XCTAssertEqual(rate.status, 1)
        XCTAssertEqual(rate.stderr, "error: a note is at most 1000 characters, not 10240; nothing was saved\n")
        XCTAssertEqual(outbox(sandbox), "")
        XCTAssertEqual(try run("team", as: "zoe", in: sandbox).status, 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE kind <> 'join'"), 0)
        // The longest note is stored whole.
        let longest = String(repeating: "é", count: 1000)
        XCTAssertEqual(try run("rate \(Self.maya) 3 \"\(longest)\"", as: "zoe", in: sandbox).stderr, "")
        XCTAssertEqual(try sql("SELECT note FROM lunch.visits"), longest)
    }

    /// Quotes and SQL in a member name and a note are stored and read back as typed.
    func testQuotesAndSQLInNamesAndNotesAreStoredVerbatim() throws {
        let sandbox = Sandbox()
        let name = "O'Brien\"; DROP TABLE lunch.votes; --"
        let note = "'; DROP TABLE lunch.votes; -- \"quoted\" \\ $1 %s"
        let r = try run("vote \(Self.maya); rate \(Self.maya) 2 '\(note.replacingOccurrences(of: "'", with: "'\\''"))'",
                        as: name, in: sandbox)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(try sql("SELECT member FROM lunch.votes"), name)
        XCTAssertEqual(try sql("SELECT note FROM lunch.visits"), note)
        XCTAssertEqual(try sql("SELECT count(*) FROM pg_tables WHERE schemaname = 'lunch'"), "16")  // with lunch.teams (v7), place_ratings and team_news (v8)
        let other = Sandbox()
        let visits = try run("visits --team; today", as: "bob", in: other)
        // `visits --team` cuts a member name as the tables cut names (32 cells); the note is whole.
        XCTAssert(visits.stdout.contains("\(name.prefix(31))…  Maya Bar & Grill  “\(note)”"), visits.stdout)
        // `today` cuts a voter's name the same way.
        XCTAssert(visits.stdout.contains("1 vote  \(name.prefix(31))…"), visits.stdout)
    }
}

extension TeamBadInputTests {
    /// LUNCH_USER is checked as `--as` is: a name with an escape sequence or of 300
    /// characters is one line and joins nothing; `team join` without `--as` says the same.
    func testABadLUNCH_USERIsOneLineAndJoinsNothing() throws {
        for name in ["ev\u{1B}[31mil", String(repeating: "n", count: 300)] {
            let sandbox = Sandbox()
            let r = try run("vote \(Self.maya)", as: name, in: sandbox)
            XCTAssertEqual(r.status, 1)
            let lines = r.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, r.stderr)
            XCTAssert(lines.first?.hasPrefix("LUNCH_USER: a member name is 1–40 characters") == true, r.stderr)
            XCTAssert(lines.first?.hasSuffix("; not in the team this session") == true, r.stderr)
            XCTAssertEqual(lines.last, "error: not in a team: team join URL (or LUNCH_TEAM_URL)")
            XCTAssertFalse(r.stderr.contains("\u{1B}"))
            let join = try sandbox.run(["-c", "team join \(url)"], extra: ["LUNCH_USER": name, "LUNCH_NOW": Self.now])
            XCTAssertEqual(join.status, 1)
            XCTAssert(join.stderr.hasPrefix("error: a member name is 1–40 characters"), join.stderr)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM pg_tables WHERE schemaname = 'lunch'"), 0)
    }
}

extension TeamBadInputTests {
    /// Issue 29, row 3, in `--json` too: a 100,000-character member name and a 5 MB note
    /// written straight into the tables come out cut as the screen has them (names 100
    /// characters, notes 1,000), not as a 5 MB line.
    func testServerTextIsCappedInJSONToo() throws {
        let bob = Sandbox()
        XCTAssertEqual(try run("vote \(Self.maya)", as: "bob", in: bob).status, 0)
        try sql("""
            INSERT INTO lunch.members (name) VALUES (repeat('M', 100000));
            INSERT INTO lunch.changes (change_id, member, kind, place_id, stars, time)
              VALUES ('11111111-1111-1111-1111-111111111111', repeat('M', 100000), 'rate', '\(Self.maya)', 5, now());
            INSERT INTO lunch.visits (change_id, member, place_id, stars, note, time)
              VALUES ('11111111-1111-1111-1111-111111111111', repeat('M', 100000), '\(Self.maya)', 5, repeat('note ', 1000000), now())
            """)
        let r = try run("visits --team; team", as: "bob", in: bob, json: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertLessThan(r.stdout.utf8.count, 10_000)
        let visits = try XCTUnwrap(r.stdout.split(separator: "\n").first)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(visits.utf8)) as? [String: Any])
        let first = try XCTUnwrap((object["visits"] as? [[String: Any]])?.first)
        XCTAssertEqual((first["member"] as? String)?.count, 100)
        XCTAssertEqual((first["note"] as? String)?.count, 1000)
    }
}
