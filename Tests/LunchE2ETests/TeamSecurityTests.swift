import Foundation
import PostgresTestServer
import XCTest

/// Members with their own PostgreSQL roles, one shared role, and the password kept out of
/// every file.
final class TeamSecurityTests: TeamE2ETestCase {
    func roleURL(_ role: String, _ password: String) -> String {
        "postgresql://\(role):\(password)@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
    }

    /// Bob's shell as alice with bob's role: the database refuses it, one line each; alice's
    /// vote stays. With the one shared role it goes through (what the README says).
    func testOwnRolesKeepAMembersVotesAndRatingsTheirOwn() throws {
        try server.createRole(name: "alice_r", password: "alice-pw")
        try server.createRole(name: "bob_r", password: "bob-pw")
        XCTAssertEqual(try run("team", as: "admin", in: Sandbox()).status, 0)  // the schema, as the owner
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try run("vote \(Self.maya); rate \(Self.maya) 5", as: "alice", in: aliceBox,
                            url: roleURL("alice_r", "alice-pw"))
        XCTAssertEqual(alice.stderr, "")
        XCTAssertEqual(try run("vote \(Self.nepal)", as: "bob", in: bobBox, url: roleURL("bob_r", "bob-pw")).stderr, "")

        let sneaky = try run("vote \(Self.nepal)", as: "alice", in: Sandbox(), url: roleURL("bob_r", "bob-pw"))
        XCTAssertEqual(sneaky.status, 1)
        XCTAssertEqual(sneaky.stderr, "error: team: refused: member 'alice' belongs to another database role\n")
        let rating = try run("rate \(Self.nepal) 1 \"as alice\"", as: "alice", in: Sandbox(), url: roleURL("bob_r", "bob-pw"))
        XCTAssertEqual(rating.status, 0)
        XCTAssertEqual(rating.stderr, "team: refused: member 'alice' belongs to another database role\n"
                       + "team: your rating of 'Pikku Nepal' is taken out of your visits too (the team refused it)\n")
        // Joining as alice with bob's role: refused, one line, not joined.
        let box = Sandbox()
        let join = try box.run(["-c", "team join \(roleURL("bob_r", "bob-pw")) --as alice; team"], extra: ["LUNCH_NOW": Self.now])
        XCTAssertEqual(join.status, 1)
        XCTAssertEqual(join.stderr, "error: team join: member 'alice' belongs to another database role; not joined\n")
        XCTAssertEqual(join.stdout, "Not in a team: team join URL (or LUNCH_TEAM_URL).\n")
        XCTAssertEqual(try sql("SELECT member || ' ' || place_id FROM lunch.votes ORDER BY member"),
                       "alice \(Self.maya)\nbob \(Self.nepal)")
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits WHERE member = 'alice'"), 1)
        // The database itself: bob's role cannot touch alice's rows even in SQL.
        XCTAssertEqual(try server.sql("UPDATE lunch.votes SET place_id = '\(Self.nepal)' WHERE member = 'alice'",
                                      database: database, user: "bob_r", password: "bob-pw"), "")
        XCTAssertEqual(try sql("SELECT place_id FROM lunch.votes WHERE member = 'alice'"), Self.maya)

        // One shared role: any member may act for another.
        let shared = try run("vote \(Self.nepal)", as: "alice", in: Sandbox())
        XCTAssertEqual(shared.status, 1)  // alice joined with her own role: the shared role is not hers either
        XCTAssertEqual(try run("vote \(Self.maya)", as: "carol", in: Sandbox()).stderr, "")
        let forCarol = try run("vote \(Self.nepal)", as: "carol", in: Sandbox())
        XCTAssertEqual(forCarol.stderr, "")
        XCTAssertEqual(try sql("SELECT place_id FROM lunch.votes WHERE member = 'carol' ORDER BY place_id"),
                       "\(Self.nepal)\n\(Self.maya)")
    }

    /// `team join postgresql://alice:secret@…` typed on a terminal: the password is in no
    /// file of the state folder or HOME, not in the history, not in the events file.
    func testATypedPasswordLandsInNoFile() throws {
        let sandbox = Sandbox()
        let events = sandbox.folder + "/events.jsonl"
        let password = "Typed-S3cret"
        try server.createRole(name: "alice_t", password: password)
        XCTAssertEqual(try run("team", as: "admin", in: Sandbox()).status, 0)  // the schema, as the owner
        // Wide enough that the long error below is one line (messages wrap at spaces).
        let tty = try PseudoTerminal(arguments: ["--no-color"],
                                     environment: sandbox.environment(["LUNCH_NOW": Self.now, "LUNCH_EVENTS": events]), columns: 250)
        try tty.waitForPrompt()
        tty.send("team join \(roleURL("alice_t", password)) --as alice\r")
        try tty.waitFor("Joined postgresql://alice_t@127.0.0.1:\(server.port)/\(database)?sslmode=disable as alice.")
        try tty.waitForPrompt()
        tty.send("vote \(Self.maya)\r")
        try tty.waitFor("You voted Maya Bar & Grill for \(Self.day).\n")
        try tty.waitForPrompt()
        // A line that fails with the URL in its message (and in the events file).
        tty.send("team join postgresql://alice_t:\(password)@[::1/lunch --as alice\r")
        try tty.waitFor("error: not a PostgreSQL connection string (postgresql://USER@HOST:PORT/DATABASE, or host=… dbname=…): 'postgresql://alice_t@[::1/lunch'")
        try tty.waitForPrompt()
        tty.send("team\r")
        try tty.waitFor("connected")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        XCTAssertEqual(try tty.waitForExit(), 0)
        // Everything after the typed lines: no password.
        let echoed = tty.screenText.components(separatedBy: "\n").filter { !$0.contains("lunch> team join") }
        XCTAssertFalse(echoed.joined().contains(password), tty.screenText)
        XCTAssertEqual(try changes("vote", by: "alice"), 1)
        let files = FileManager.default.enumerator(atPath: sandbox.folder)?.compactMap { $0 as? String } ?? []
        XCTAssert(files.contains("state/history") || files.contains { $0.hasPrefix("state/") && $0.contains("history") }, "\(files)")
        XCTAssert(files.contains("events.jsonl"), "\(files)")
        for file in files {
            let data = FileManager.default.contents(atPath: sandbox.folder + "/" + file) ?? Data()
            XCTAssertFalse(String(decoding: data, as: UTF8.self).contains(password), file)
        }
    }
}
