import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import PostgresTestServer
import ThrowawayServers
import XCTest

/// `team join` connects before it says "Joined": a join the server did not store is one
/// line, saves nothing and queues nothing.
final class SessionJoinTests: TeamTestCase {
    var folder: TeamSessionFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TeamSessionFolder()
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func assertNotJoined(_ session: TeamSession, _ url: String, as member: String = "alice", line: String,
                         file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let teamURL = try TeamURL(url, login: member)
        XCTAssertThrowsError(try session.join(teamURL, as: member), file: file, line: lineNumber) { error in
            XCTAssertEqual(error as? UserError, UserError(line), file: file, line: lineNumber)
        }
        XCTAssertNil(session.current, file: file, line: lineNumber)
        XCTAssertNil(folder.text("team.json"), file: file, line: lineNumber)
        XCTAssertEqual(folder.text("team-outbox") ?? "", "", file: file, line: lineNumber)
        XCTAssertEqual(session.waitingCount, 0, file: file, line: lineNumber)
    }

    func testAWrongPasswordIsOneLineAndNothingIsSavedOrQueued() throws {
        try server.createRole(name: "alice", password: "right-one")
        let session = folder.session()
        let url = server.url(user: "alice", password: "wrong-one", database: database)
        for _ in 0..<3 {
            try assertNotJoined(session, url, line: "team join: password authentication failed for user \"alice\"; not joined")
        }
        XCTAssertNil(folder.session().current)
    }

    func testAnUnreachableServerIsOneLineAndNothingIsSaved() throws {
        let port = try FreePort.find()
        try assertNotJoined(folder.session(), "postgresql://alice@127.0.0.1:\(port)/lunch?sslmode=disable",
                            line: "team join: 127.0.0.1:\(port): connection refused; not joined")
    }

    func testAStalledServerTimesOutAndNothingIsSaved() throws {
        let stalled = try StalledListener()
        defer { stalled.stop() }
        let started = Date()
        try assertNotJoined(folder.session(timeout: 1), "postgresql://alice@127.0.0.1:\(stalled.port)/lunch?sslmode=disable",
                            line: "team join: no answer within 1 s; not joined")
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testTLSTheServerDoesNotOfferIsOneLine() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        try assertNotJoined(folder.session(), "postgresql://alice:alice-pw@127.0.0.1:\(server.port)/\(database)?sslmode=require",
                            line: "team join: the server does not offer TLS, which sslmode asks for; not joined")
    }

    func testANameOfAnotherRoleIsRefusedAndNothingIsSaved() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        try server.createRole(name: "bob", password: "bob-pw")
        _ = try exchange(try connect())  // the schema, made by its owner
        let alice = try TeamSessionFolder()
        defer { alice.remove() }
        let first = alice.session()
        _ = try first.join(TeamURL(server.url(user: "alice", password: "alice-pw", database: database), login: "alice"), as: "alice")
        defer { _ = try? first.leave() }  // closes its connection
        try assertNotJoined(folder.session(member: "bob"), server.url(user: "bob", password: "bob-pw", database: database),
                            as: "alice", line: "team join: member 'alice' belongs to another database role; not joined")
    }

    func testAJoinTheServerStoredIsSavedWithTheTeam() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        _ = try exchange(try connect())
        let session = folder.session()
        let url = try TeamURL(server.url(user: "alice", password: "alice-pw", database: database), login: "alice")
        let (view, sent) = try session.join(url, as: "alice")
        XCTAssertEqual(sent, .stored)
        XCTAssertTrue(view.connected)
        XCTAssertEqual(view.snapshot.members.map(\.name), ["alice"])
        XCTAssertEqual(session.waitingCount, 0)
        XCTAssertTrue(folder.text("team.json")?.contains("\"member\" : \"alice\"") ?? false, folder.text("team.json") ?? "")
        XCTAssertFalse(folder.text("team.json")?.contains("alice-pw") ?? true)
        XCTAssertEqual(try sql("SELECT name FROM lunch.members"), "alice")
        XCTAssertTrue(try session.leave())
    }
}
