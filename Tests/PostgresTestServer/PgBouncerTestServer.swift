import Foundation
import Synchronization
import ThrowawayServers
import XCTest
#if canImport(Glibc)
import Glibc

#endif

/// A throwaway PgBouncer (Debian's `pgbouncer`) in front of the test process's PostgreSQL
/// server: listening only on 127.0.0.1 (a free port) and on a socket in a temporary folder
/// of its own, in transaction mode (or session mode when asked). Every database of the
/// server is reachable through it under its own name; the server is reached over its
/// socket (trusted), and clients log in with their role's password (scram-sha-256, the
/// secret read from the server with `auth_query` as `postgres`). As root it runs as the
/// server's OS user (PgBouncer refuses root). Stopped and its folder removed by `remove()`,
/// at exit, and by a watchdog if the test process dies.
public final class PgBouncerTestServer: @unchecked Sendable {
    public enum PoolMode: String, Sendable { case transaction, session }

    public let folder: String
    public let port: Int
    public let server: PostgresTestServer
    private let process: PgBouncerProcess
    private let lock = NSLock()
    private var running = false

    public var logFile: String { process.logFile }

    /// A pooler in front of `server`, started. Without `pgbouncer` (run `.ci/setup`):
    /// XCTFail under `CI=true` (the thrown error ends the test), else XCTSkip with one line.
    public static func start(in front: PostgresTestServer, mode: PoolMode = .transaction, poolSize: Int = 4,
                             file: StaticString = #filePath, line: UInt = #line) throws -> PgBouncerTestServer {
        guard front.tools.pgbouncer != nil else {
            let message = "pgbouncer not found: run .ci/setup to install it"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail(message, file: file, line: line)
                throw ServerError(message)
            }
            throw XCTSkip(message, file: file, line: line)
        }
        return try PgBouncerTestServer(server: front, mode: mode, poolSize: poolSize)
    }

    init(server: PostgresTestServer, mode: PoolMode, poolSize: Int) throws {
        self.server = server
        var template = Array("/tmp/lunch-bouncer-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("mkdtemp failed") }
        folder = String(cString: made)
        do {
            port = try FreePort.find()
            guard let process = PgBouncerProcess(programs: server.tools, folder: folder, port: port) else {
                throw ServerError("pgbouncer not found")
            }
            self.process = process
            // The superuser's secret, so that `auth_user` logs in (PgBouncer checks clients'
            // passwords against what `auth_query` reads as it).
            let secret = try server.sql("SELECT rolpassword FROM pg_authid WHERE rolname = 'postgres'")
            try process.configure(serverSocket: server.folder, serverPort: server.port,
                                  login: .password(superuserSecret: secret), mode: mode.rawValue, poolSize: poolSize,
                                  maxClients: 1000)
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        Watchdog.watch(folder: folder, bouncerPIDFiles: [process.pidFile])
        do {
            try start()
        } catch {
            remove()
            throw error
        }
        Self.registry.withLock { $0.append(self) }
        _ = Self.atExitOnce
    }

    /// Starts the pooler (again, after `stop()`): same folder, same port.
    public func start() throws {
        lock.withLock { running = true }
        try process.start()
    }

    /// Stops the pooler at once (SIGTERM: immediate shutdown, clients cut off) and waits
    /// until it is gone; `start()` brings it back.
    public func stop() {
        guard lock.withLock({ running }) else { return }
        process.stop()
        lock.withLock { running = false }
    }

    /// Stops the pooler and removes its folder.
    public func remove() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
        Self.registry.withLock { $0.removeAll { $0 === self } }
    }

    /// A connection string for `user` with `password` over TCP to the pooler.
    public func url(user: String = "postgres", password: String = PostgresTestServer.superuserPassword,
                    database: String) -> String {
        let escaped = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? password
        return "postgresql://\(user):\(escaped)@127.0.0.1:\(port)/\(database)?sslmode=disable"
    }

    /// Poolers still running at exit are stopped.
    private static let registry = Mutex<[PgBouncerTestServer]>([])
    private static let atExitOnce: Void = { atexit { PgBouncerTestServer.stopAllAtExit() } }()

    private static func stopAllAtExit() {
        let all = registry.withLock { $0 }
        all.forEach { $0.remove() }
    }
}
