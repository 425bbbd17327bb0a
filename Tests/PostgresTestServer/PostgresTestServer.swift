import Foundation
import ThrowawayServers
import XCTest
#if canImport(Glibc)
import Glibc

#endif

/// A throwaway PostgreSQL server for the tests: `initdb` into a temporary folder, listening
/// only on 127.0.0.1 (a free port) and on a socket in that folder, fsync off. One per test
/// process (`shared()`), each test in a database of its own (`newDatabase()`); stopped and
/// its folder removed at exit, and by a watchdog if the test process dies.
/// As root, the server runs as the `postgres` user (else `nobody`): PostgreSQL refuses root.
public final class PostgresTestServer: @unchecked Sendable {
    /// The superuser's password over TCP (the socket trusts it).
    public static let superuserPassword = "postgres-test"

    public let folder: String
    public let port: Int
    let tools: ServerPrograms
    let data: PostgresData
    private let lock = NSLock()
    private var running = false
    private var databases = 0

    /// The process's server, started on first use. Missing binaries: XCTFail under
    /// `CI=true` (then the thrown error ends the test), else XCTSkip with one line.
    public static func shared(file: StaticString = #filePath, line: UInt = #line) throws -> PostgresTestServer {
        try SharedServer.get(file: file, line: line)
    }

    init(tools: ServerPrograms) throws {
        self.tools = tools
        var template = Array("/tmp/lunch-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("mkdtemp failed") }
        let folder = String(cString: made)
        self.folder = folder
        data = PostgresData(programs: tools, path: folder + "/data", log: folder + "/server.log")
        do {
            port = try FreePort.find()
            try tools.own(folder)
            // Trust on the socket (the superuser's set-up); a password on 127.0.0.1.
            try data.create(settings: PostgresData.settings(port: port, socketFolder: folder,
                                                            more: ["password_encryption = 'scram-sha-256'"]),
                            hba: "local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n")
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        Watchdog.watch(folder: folder, dataFolders: [data.path])
        do {
            try start()
            try sql("ALTER ROLE postgres PASSWORD '\(Self.superuserPassword)'")
        } catch {
            remove()
            throw error
        }
    }

    /// Starts the server (again, after `stop()` or `kill()`): same folder, same port, same data.
    public func start() throws {
        try data.start()
        lock.withLock { running = true }
    }

    /// Stops the server at once (an outage); `start()` brings it back.
    public func stop() {
        guard lock.withLock({ running }) else { return }
        if (try? data.stop()) == nil {
            kill()
        }
        lock.withLock { running = false }
    }

    /// SIGKILLs the postmaster (a crash).
    public func kill() {
        if let pid = data.pid { _ = Glibc.kill(pid, SIGKILL) }
        // Its children notice the postmaster is gone and exit; wait until the pid file is stale.
        Thread.sleep(forTimeInterval: 0.3)
        try? FileManager.default.removeItem(atPath: data.path + "/postmaster.pid")
        lock.withLock { running = false }
    }

    /// Stops the server and removes its folder (at exit).
    func remove() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `text` as the superuser over the socket (psql, stops at the first error) and
    /// returns what it printed (unaligned, tuples only).
    @discardableResult
    public func sql(_ text: String, database: String = "postgres") throws -> String {
        try tools.psql(["-h", folder, "-p", String(port), "-U", "postgres", "-d", database], input: text)
    }

    /// Runs `text` as `user` over TCP with a password (to see what the database itself allows).
    @discardableResult
    public func sql(_ text: String, database: String, user: String, password: String) throws -> String {
        try tools.psql(["-h", "127.0.0.1", "-p", String(port), "-U", user, "-d", database],
                       input: text, environment: ["PGPASSWORD": password])
    }

    /// A new empty database for one test.
    public func newDatabase() throws -> String {
        let name = lock.withLock { databases += 1; return "test\(databases)" }
        try sql("CREATE DATABASE \(name)")
        return name
    }

    /// A login role with a scram-sha-256 password (again: the password is reset).
    public func createRole(name: String, password: String) throws {
        let quoted = password.replacingOccurrences(of: "'", with: "''")
        try sql("""
            DO $$ BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(name)') THEN CREATE ROLE "\(name)" LOGIN; END IF;
            END $$;
            ALTER ROLE "\(name)" PASSWORD '\(quoted)';
            """)
    }

    /// A connection string for `user`: over TCP on 127.0.0.1 with a password, else the
    /// socket in the server's folder (trusted).
    public func url(user: String = "postgres", password: String? = nil, database: String = "postgres") -> String {
        if let password {
            let escaped = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? password
            return "postgresql://\(user):\(escaped)@127.0.0.1:\(port)/\(database)?sslmode=disable"
        }
        return "host=\(folder) port=\(port) dbname=\(database) user=\(user) sslmode=disable"
    }
}
