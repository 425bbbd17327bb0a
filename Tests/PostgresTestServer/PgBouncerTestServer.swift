import Foundation
import Synchronization
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
    private let program: String
    private let lock = NSLock()
    private var running = false

    var configFile: String { folder + "/pgbouncer.ini" }
    var pidFile: String { folder + "/pgbouncer.pid" }
    public var logFile: String { folder + "/pgbouncer.log" }

    /// A pooler in front of `server`, started. Without `pgbouncer` (run `.ci/setup`):
    /// XCTFail under `CI=true` (the thrown error ends the test), else XCTSkip with one line.
    public static func start(in front: PostgresTestServer, mode: PoolMode = .transaction, poolSize: Int = 4,
                             file: StaticString = #filePath, line: UInt = #line) throws -> PgBouncerTestServer {
        guard let program = find() else {
            let message = "pgbouncer not found: run .ci/setup to install it"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail(message, file: file, line: line)
                throw ServerError(message)
            }
            throw XCTSkip(message, file: file, line: line)
        }
        return try PgBouncerTestServer(server: front, program: program, mode: mode, poolSize: poolSize)
    }

    static func find() -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/pgbouncer" }
        return (path + ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    init(server: PostgresTestServer, program: String, mode: PoolMode, poolSize: Int) throws {
        self.server = server
        self.program = program
        var template = Array("/tmp/lunch-bouncer-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("mkdtemp failed") }
        folder = String(cString: made)
        do {
            port = try FreePort.find()
            // The superuser's secret, so that `auth_user` logs in (PgBouncer checks clients'
            // passwords against what `auth_query` reads as it).
            let secret = try server.sql("SELECT rolpassword FROM pg_authid WHERE rolname = 'postgres'")
            let config = """
                [databases]
                * = host=\(server.folder) port=\(server.port) auth_user=postgres

                [pgbouncer]
                listen_addr = 127.0.0.1
                listen_port = \(port)
                unix_socket_dir = \(folder)
                auth_type = scram-sha-256
                auth_file = \(folder)/users.txt
                auth_query = SELECT usename, passwd FROM pg_shadow WHERE usename = $1
                pool_mode = \(mode.rawValue)
                default_pool_size = \(poolSize)
                max_client_conn = 1000
                logfile = \(logFile)
                pidfile = \(pidFile)
                """
            try Data(config.utf8).write(to: URL(fileURLWithPath: configFile))
            try Data("\"postgres\" \"\(secret)\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/users.txt"))
            if let user = server.tools.user {
                for path in [folder, configFile, folder + "/users.txt"] { try server.tools.chown(path, to: user) }
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        Self.watch(folder: folder, pidFile: pidFile)
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
        try server.tools.runAsServerUser([program, "-d", "-q", configFile])
        lock.withLock { running = true }
        // `-d` returns once it forked: wait until it listens.
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port) {
            guard Date() < deadline else { throw ServerError("pgbouncer did not listen on \(port): see \(logFile)") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Stops the pooler at once (SIGTERM: immediate shutdown, clients cut off) and waits
    /// until it is gone; `start()` brings it back.
    public func stop() {
        guard lock.withLock({ running }) else { return }
        if let pid = pid() {
            _ = kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if kill(pid, 0) == 0 { _ = kill(pid, SIGKILL) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        try? FileManager.default.removeItem(atPath: pidFile)
        lock.withLock { running = false }
    }

    /// Something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// Stops the pooler and removes its folder.
    public func remove() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
        Self.registry.withLock { $0.removeAll { $0 === self } }
    }

    func pid() -> pid_t? {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
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

    /// The backstop for a test process that dies without running its exit handlers.
    private static func watch(folder: String, pidFile: String) {
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            pid=$(cat '\(pidFile)' 2>/dev/null)
            [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null && sleep 1
            rm -rf '\(folder)'
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
