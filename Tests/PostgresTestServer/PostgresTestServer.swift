import Foundation
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
    let tools: PostgresTools
    private let lock = NSLock()
    private var running = false
    private var databases = 0

    var dataFolder: String { folder + "/data" }
    var logFile: String { folder + "/server.log" }

    /// The process's server, started on first use. Missing binaries: XCTFail under
    /// `CI=true` (then the thrown error ends the test), else XCTSkip with one line.
    public static func shared(file: StaticString = #filePath, line: UInt = #line) throws -> PostgresTestServer {
        try SharedServer.get(file: file, line: line)
    }

    init(tools: PostgresTools) throws {
        self.tools = tools
        var template = Array("/tmp/lunch-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("mkdtemp failed") }
        let folder = String(cString: made)
        self.folder = folder
        do {
            port = try FreePort.find()
            if let user = tools.user { try tools.chown(folder, to: user) }
            try tools.run(tool: "initdb", ["-D", folder + "/data", "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale"])
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        Watchdog.watch(folder: folder, dataFolder: dataFolder)
        do {
            try configure()
            try start()
            try sql("ALTER ROLE postgres PASSWORD '\(Self.superuserPassword)'")
        } catch {
            remove()
            throw error
        }
    }

    private func configure() throws {
        let settings = """

            listen_addresses = '127.0.0.1'
            port = \(port)
            unix_socket_directories = '\(folder)'
            fsync = off
            synchronous_commit = off  # speed; lunch's own commits are synchronous all the same
            full_page_writes = off
            max_connections = 100
            password_encryption = 'scram-sha-256'

            """
        let conf = URL(fileURLWithPath: dataFolder + "/postgresql.conf")
        let handle = try FileHandle(forWritingTo: conf)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(settings.utf8))
        try handle.close()
        // Trust on the socket (the superuser's set-up); a password on 127.0.0.1.
        let hba = "local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\n"
        try Data(hba.utf8).write(to: URL(fileURLWithPath: dataFolder + "/pg_hba.conf"))
        if let user = tools.user { try tools.chown(dataFolder + "/pg_hba.conf", to: user) }
    }

    /// Starts the server (again, after `stop()` or `kill()`): same folder, same port, same data.
    public func start() throws {
        try tools.run(tool: "pg_ctl", ["-D", dataFolder, "-l", logFile, "-w", "-t", "30", "start"])
        lock.withLock { running = true }
    }

    /// Stops the server at once (an outage); `start()` brings it back.
    public func stop() {
        guard lock.withLock({ running }) else { return }
        if (try? tools.run(tool: "pg_ctl", ["-D", dataFolder, "-m", "immediate", "-w", "stop"])) == nil {
            kill()
        }
        lock.withLock { running = false }
    }

    /// SIGKILLs the postmaster (a crash).
    public func kill() {
        if let pid = Self.postmasterPID(dataFolder) { _ = Glibc.kill(pid, SIGKILL) }
        // Its children notice the postmaster is gone and exit; wait until the pid file is stale.
        Thread.sleep(forTimeInterval: 0.3)
        try? FileManager.default.removeItem(atPath: dataFolder + "/postmaster.pid")
        lock.withLock { running = false }
    }

    /// Stops the server and removes its folder (at exit).
    func remove() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func postmasterPID(_ dataFolder: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: dataFolder + "/postmaster.pid", encoding: .utf8),
              let first = text.split(separator: "\n").first else { return nil }
        return pid_t(first)
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

struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
