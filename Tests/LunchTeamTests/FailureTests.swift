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

/// What goes wrong on the way: each a `TeamFailure` with one line, in time, never the password.
final class FailureTests: TeamTestCase {
    func testAWrongPasswordIsAnAuthenticationFailureWithoutThePassword() throws {
        try server.createRole(name: "alice", password: "right-one")
        let secret = "Wr0ng'Pa$$word"
        let connection = try connect(user: "alice", password: secret)
        XCTAssertThrowsError(try exchange(connection)) { error in
            guard case .authentication(let line) = error as? TeamFailure else { return XCTFail("\(error)") }
            XCTAssertTrue(line.contains("password authentication failed"), line)
            XCTAssertFalse(line.contains(secret), line)
            XCTAssertFalse(line.contains("\n"))
        }
        // No password at all where one is asked for.
        let url = try TeamURL(server.url(user: "alice", password: "x", database: database), login: "alice")
        let bare = PostgresTeamConnection(url: url, password: nil)
        defer { bare.close() }
        XCTAssertThrowsError(try bare.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil),
                                               timeout: 5, cancelled: { false })) { error in
            guard case .authentication = error as? TeamFailure else { return XCTFail("\(error)") }
        }
    }

    func testAClosedPortIsUnreachable() throws {
        let port = try FreePort.find()
        let url = try TeamURL("postgresql://alice@127.0.0.1:\(port)/lunch?sslmode=disable", login: "alice")
        let connection = PostgresTeamConnection(url: url, password: "secret")
        defer { connection.close() }
        let started = Date()
        XCTAssertThrowsError(try connection.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil),
                                                     timeout: 2, cancelled: { false })) { error in
            guard case .unreachable(let line) = error as? TeamFailure else { return XCTFail("\(error)") }
            XCTAssertEqual(line, "127.0.0.1:\(port): connection refused")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        let socket = try TeamURL("host=\(server.folder)/none port=5 user=alice", login: "alice")
        let nowhere = PostgresTeamConnection(url: socket, password: nil)
        defer { nowhere.close() }
        XCTAssertThrowsError(try nowhere.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil),
                                                  timeout: 2, cancelled: { false })) { error in
            XCTAssertEqual(error as? TeamFailure, .unreachable("\(self.server.folder)/none/.s.PGSQL.5: no such file or directory"))
        }
    }

    func testARoleThatMayNotCreateTheSchemaSaysSoAndTLSThatIsNotOfferedToo() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        let alice = try connect(user: "alice", password: "alice-pw")
        XCTAssertThrowsError(try exchange(alice)) { error in
            XCTAssertEqual(error as? TeamFailure, .server("permission denied for database \(self.database)"))
        }
        XCTAssertEqual(try sql("SELECT count(*) FROM pg_namespace WHERE nspname = 'lunch'"), "0")
        let url = try TeamURL("postgresql://alice@127.0.0.1:\(server.port)/\(database)?sslmode=require", login: "alice")
        let tls = PostgresTeamConnection(url: url, password: "alice-pw")
        defer { tls.close() }
        XCTAssertThrowsError(try tls.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil),
                                              timeout: 2, cancelled: { false })) { error in
            XCTAssertEqual(error as? TeamFailure, .server("the server does not offer TLS, which sslmode asks for"))
        }
    }

    func testAMissingDatabaseIsOneServerLine() throws {
        let url = try TeamURL(server.url(database: "nosuchdb"), login: "alice")
        let connection = PostgresTeamConnection(url: url, password: nil)
        defer { connection.close() }
        XCTAssertThrowsError(try connection.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil),
                                                     timeout: 2, cancelled: { false })) { error in
            XCTAssertEqual(error as? TeamFailure, .server("database \"nosuchdb\" does not exist"))
        }
    }

    func testAStalledServerTimesOutWithinTheTimeout() throws {
        let stalled = try StalledListener()
        defer { stalled.stop() }
        let url = try TeamURL("postgresql://alice@127.0.0.1:\(stalled.port)/lunch?sslmode=disable", login: "alice")
        let connection = PostgresTeamConnection(url: url, password: "secret")
        defer { connection.close() }
        for _ in 0..<2 {
            let started = Date()
            XCTAssertThrowsError(try connection.exchange(
                TeamExchange(changes: [join("alice")], day: Self.day, member: "alice", newsAfter: nil),
                timeout: 0.7, cancelled: { false })) { error in
                XCTAssertEqual(error as? TeamFailure, .timedOut)
            }
            let took = Date().timeIntervalSince(started)
            XCTAssertGreaterThanOrEqual(took, 0.7)
            XCTAssertLessThan(took, 0.7 + 0.5)
        }
        // Each try gave up its connection and the next one opened a new one.
        XCTAssertEqual(stalled.connections, 2)
    }

    func testAQueryHeldUpByALockTimesOutAndTheNextExchangeGoesThrough() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice")])
        let server = self.server!, database = self.database
        let locked = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            locked.signal()
            _ = try? server.sql("BEGIN; LOCK TABLE lunch.changes IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(2); COMMIT;",
                                database: database)
            released.signal()
        }
        locked.wait()
        Thread.sleep(forTimeInterval: 0.3)
        let held = vote("alice", Self.nepal)
        let started = Date()
        XCTAssertThrowsError(try exchange(connection, [held], timeout: 0.5)) { error in
            XCTAssertEqual(error as? TeamFailure, .timedOut)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.5 + 0.5)
        XCTAssertEqual(released.wait(timeout: .now() + 10), .success)
        // Sent again: stored once, whether or not the abandoned try got through.
        let reply = try exchange(connection, [held])
        XCTAssertEqual(reply.stored, [held.id])
        XCTAssertEqual(try count("votes"), 1)
    }

    func testCancellingStopsTheWaitAtOnce() throws {
        let stalled = try StalledListener()
        defer { stalled.stop() }
        let url = try TeamURL("postgresql://alice@127.0.0.1:\(stalled.port)/lunch?sslmode=disable", login: "alice")
        let connection = PostgresTeamConnection(url: url, password: "secret")
        defer { connection.close() }
        let started = Date()
        XCTAssertThrowsError(try connection.exchange(
            TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil), timeout: 30,
            cancelled: { Date().timeIntervalSince(started) > 0.3 })) { error in
            XCTAssertEqual(error as? TeamFailure, .cancelled)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.3 + 0.2)
    }

    func testCloseNeverWaitsAndTheNextExchangeReconnects() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice")])
        let started = Date()
        connection.close()
        XCTAssertLessThan(Date().timeIntervalSince(started), 0.1)
        XCTAssertEqual(try exchange(connection).snapshot.members.map(\.name), ["alice"])
    }

    func testTheSocketFolderAsHost() throws {
        // TeamTestCase's superuser URL is the socket in the server's folder.
        let url = try TeamURL(server.url(database: database), login: "nobody")
        XCTAssertTrue(url.host.hasPrefix("/"))
        XCTAssertEqual(try exchange(try connect(), [join("alice")]).snapshot.members.map(\.name), ["alice"])
    }
}
