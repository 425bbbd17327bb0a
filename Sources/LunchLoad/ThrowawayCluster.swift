import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A throwaway PostgreSQL server for a load run or a test, as the team tests start theirs:
/// `initdb` into a temporary folder, listening only on 127.0.0.1 (a free port) and on a
/// socket in that folder, fsync off, trust on loopback (the run measures the steady state,
/// not logging in). Optionally PgBouncer in front (transaction mode) and a streaming
/// standby (`pg_basebackup -R`). `remove()` stops them all and removes the folder; a
/// watchdog does it if this process dies first.
package final class ThrowawayCluster: @unchecked Sendable {
    package let programs: ServerPrograms
    package let folder: String
    package let port: Int
    package private(set) var bouncerPort: Int?
    package private(set) var standbyPort: Int?
    private let lock = NSLock()

    var data: String { folder + "/data" }
    var standbyData: String { folder + "/standby" }
    var bouncerConfig: String { folder + "/pgbouncer.ini" }
    var bouncerPIDFile: String { folder + "/pgbouncer.pid" }
    /// The server's log (pg_ctl's `-l`, written as the servers' user).
    var log: String { folder + "/server.log" }
    /// What the programs this process ran printed.
    var commands: String { folder + "/commands.log" }

    /// Started (PostgreSQL only); `maxConnections` server connections. `statements`: with
    /// `pg_stat_statements` preloaded (every statement, those inside functions too) and
    /// PL/pgSQL functions timed (`pg_stat_user_functions`), for `lunch-bench --statements`.
    package init(programs: ServerPrograms, maxConnections: Int = 100, statements: Bool = false) throws {
        self.programs = programs
        var template = Array("/tmp/lunch-load-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw LoadError("mkdtemp failed") }
        folder = String(cString: made)
        port = try FreePort.find()
        try programs.own(folder)
        Self.watch(folder: folder)
        do {
            try programs.run([programs.folder + "/initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8",
                              "--no-locale"], log: commands)
            try append(Self.settings(port: port, socketFolder: folder, maxConnections: maxConnections)
                       + (statements ? Self.statementSettings : ""), to: data + "/postgresql.conf")
            try Data(Self.hba.utf8).write(to: URL(fileURLWithPath: data + "/pg_hba.conf"))
            try programs.own(data + "/pg_hba.conf")
            try start()
        } catch {
            remove()
            throw error
        }
    }

    static func settings(port: Int, socketFolder: String, maxConnections: Int) -> String {
        """

        listen_addresses = '127.0.0.1'
        port = \(port)
        unix_socket_directories = '\(socketFolder)'
        fsync = off
        synchronous_commit = off  # lunch's own commits are synchronous all the same
        full_page_writes = off
        max_connections = \(maxConnections)
        wal_level = replica
        hot_standby = on

        """
    }

    /// `pg_stat_statements` (it ships with the server package) counting nested statements too.
    static let statementSettings = """
        shared_preload_libraries = 'pg_stat_statements'
        pg_stat_statements.track = all
        pg_stat_statements.max = 2000
        track_functions = pl

        """

    /// Trust on the socket and on 127.0.0.1, replication included (the standby's base backup).
    static let hba = """
        local all all trust
        local replication all trust
        host all all 127.0.0.1/32 trust
        host replication all 127.0.0.1/32 trust

        """

    private func append(_ text: String, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    package func start() throws {
        try programs.run([programs.folder + "/pg_ctl", "-D", data, "-l", log, "-w", "-t", "60", "start"], log: commands)
    }

    /// `pg_ctl restart -m fast`: every connection ends, the data stays.
    package func restart() throws {
        do {
            try programs.run([programs.folder + "/pg_ctl", "-D", data, "-l", log, "-m", "fast", "-w", "-t", "60", "restart"],
                             log: commands)
        } catch {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw LoadError("\(error); the server's log ends: \(text.suffix(800))")
        }
    }

    /// Runs `sql` as the superuser (psql over the socket); what it printed.
    @discardableResult
    package func sql(_ sql: String, database: String = "postgres", standby: Bool = false) throws -> String {
        try programs.psql(sql, socketFolder: folder, port: standby ? (standbyPort ?? port) : port, database: database)
    }

    /// A URL for `user` straight to the server (or its standby) over TCP.
    package func url(user: String, database: String, standby: Bool = false) -> String {
        "postgresql://\(user)@127.0.0.1:\(standby ? (standbyPort ?? port) : port)/\(database)?sslmode=disable"
    }

    /// A URL for `user` through PgBouncer (after `startBouncer`).
    package func bouncerURL(user: String, database: String) -> String {
        "postgresql://\(user)@127.0.0.1:\(bouncerPort ?? port)/\(database)?sslmode=disable"
    }

    // MARK: PgBouncer

    /// PgBouncer in transaction mode in front of the server: `clients` client connections,
    /// `poolSize` server connections per database; `roles` log in (trusted) besides `postgres`.
    package func startBouncer(clients: Int, poolSize: Int, roles: [String]) throws {
        guard let program = programs.pgbouncer else { throw LoadError("pgbouncer not found: run .ci/setup to install it") }
        let listen = try FreePort.find()
        let config = """
            [databases]
            * = host=\(folder) port=\(port)

            [pgbouncer]
            listen_addr = 127.0.0.1
            listen_port = \(listen)
            unix_socket_dir = \(folder)
            auth_type = trust
            auth_file = \(folder)/users.txt
            pool_mode = transaction
            default_pool_size = \(poolSize)
            max_client_conn = \(clients + 100)
            max_db_connections = \(poolSize)
            admin_users = postgres
            stats_period = 1
            logfile = \(folder)/pgbouncer.log
            pidfile = \(bouncerPIDFile)
            """
        try Data(config.utf8).write(to: URL(fileURLWithPath: bouncerConfig))
        let users = (["postgres"] + roles).map { "\"\($0)\" \"\"\n" }.joined()
        try Data(users.utf8).write(to: URL(fileURLWithPath: folder + "/users.txt"))
        for path in [bouncerConfig, folder + "/users.txt"] { try programs.own(path) }
        lock.withLock { bouncerPort = listen }
        try startBouncerAgain(program)
    }

    private func startBouncerAgain(_ program: String) throws {
        // `runuser` leaves 1,024 open files (PAM's soft limit): one per client is needed.
        try programs.run(["/bin/sh", "-c", "ulimit -n $(ulimit -Hn); exec \"$0\" -d -q \"$1\"", program, bouncerConfig],
                         log: folder + "/pgbouncer.out")
        let deadline = Date().addingTimeInterval(10)
        while !FreePort.accepts(bouncerPort ?? 0) {
            guard Date() < deadline else { throw LoadError("pgbouncer did not listen: see \(folder)/pgbouncer.log") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Stops PgBouncer at once (SIGTERM: every client cut off) and starts it again on the same port.
    package func restartBouncer() throws {
        stopBouncer()
        guard let program = programs.pgbouncer else { return }
        // With thousands of clients cut off at once the port may not be free at the first
        // try (pgbouncer then exits at once): a few more tries within 10 s.
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try startBouncerAgain(program)
            } catch where Date() < deadline {
                Thread.sleep(forTimeInterval: 0.25)
            }
        }
    }

    func bouncerPID() -> pid_t? {
        guard let text = try? String(contentsOfFile: bouncerPIDFile, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func serverPID() -> pid_t? { Self.postmaster(data) }

    private func stopBouncer() {
        guard let pid = bouncerPID() else { return }
        _ = kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if kill(pid, 0) == 0 {
            _ = kill(pid, SIGKILL)
            // Gone for good before a new one binds the port (a killed process keeps it a moment).
            let killed = Date().addingTimeInterval(5)
            while kill(pid, 0) == 0, Date() < killed { Thread.sleep(forTimeInterval: 0.02) }
        }
        try? FileManager.default.removeItem(atPath: bouncerPIDFile)
    }

    // MARK: The standby

    /// A streaming standby of the server (`pg_basebackup -R`), on a port of its own.
    package func startStandby() throws {
        let standby = try FreePort.find()
        try programs.run([programs.folder + "/pg_basebackup", "-D", standbyData, "-R", "-X", "stream", "-c", "fast", "-h", folder,
                          "-p", String(port), "-U", "postgres"], log: commands)
        try append("\nport = \(standby)\nhot_standby_feedback = on\n", to: standbyData + "/postgresql.conf")
        try programs.run([programs.folder + "/pg_ctl", "-D", standbyData, "-l", folder + "/standby.log", "-w", "-t", "60",
                          "start"], log: commands)
        lock.withLock { standbyPort = standby }
    }

    /// Stops the standby (immediate shutdown).
    package func stopStandby() throws {
        try programs.run([programs.folder + "/pg_ctl", "-D", standbyData, "-m", "immediate", "-w", "stop"], log: commands)
    }

    // MARK: Figures

    /// CPU seconds (user + system) of the server's processes so far: the postmaster, the
    /// children it has reaped and those still running.
    package func serverCPUSeconds() -> Double {
        guard let pid = Self.postmaster(data) else { return 0 }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        var total = Self.cpuTicks(pid, children: true)
        let children = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in children {
            guard let child = pid_t(entry), Self.parent(child) == pid else { continue }
            total += Self.cpuTicks(child, children: false)
        }
        return total / ticks
    }

    /// Bytes PgBouncer has received from its clients and sent to them so far, for
    /// `database` (its admin console's `SHOW STATS`); nil without PgBouncer.
    package func bouncerBytes(database: String) -> (received: Int, sent: Int)? {
        guard let listen = bouncerPort,
              let text = try? programs.psql("SHOW STATS", socketFolder: folder, port: listen, database: "pgbouncer",
                                            header: true) else { return nil }
        let lines = text.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        guard let names = lines.first, let received = names.firstIndex(of: "total_received"),
              let sent = names.firstIndex(of: "total_sent") else { return nil }
        // No row yet: no client has asked for the database.
        guard let row = lines.dropFirst().first(where: { $0.first == database }) else { return (0, 0) }
        guard row.count > max(received, sent), let r = Int(row[received]), let s = Int(row[sent]) else { return nil }
        return (r, s)
    }

    /// PgBouncer's CPU seconds so far (user + system).
    package func bouncerCPUSeconds() -> Double {
        guard let pid = bouncerPID() else { return 0 }
        return Self.cpuTicks(pid, children: false) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Fields after the command's closing parenthesis in /proc/PID/stat.
    private static func statFields(_ pid: pid_t) -> [Substring] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return [] }
        return text[text.index(after: close)...].split(separator: " ")
    }

    private static func parent(_ pid: pid_t) -> pid_t? {
        let fields = statFields(pid)
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// utime + stime (+ cutime + cstime): fields 14–17 of stat, 11–14 after the command.
    private static func cpuTicks(_ pid: pid_t, children: Bool) -> Double {
        let fields = statFields(pid)
        guard fields.count > 14 else { return 0 }
        let take = children ? 11...14 : 11...12
        return take.reduce(0) { $0 + (Double(fields[$1]) ?? 0) }
    }

    static func postmaster(_ data: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: data + "/postmaster.pid", encoding: .utf8),
              let first = text.split(separator: "\n").first else { return nil }
        return pid_t(first)
    }

    // MARK: The end

    /// Stops everything and removes the folder.
    package func remove() {
        stopBouncer()
        for folder in [standbyData, data] where FileManager.default.fileExists(atPath: folder + "/postmaster.pid") {
            try? programs.run([programs.folder + "/pg_ctl", "-D", folder, "-m", "immediate", "-w", "stop"], log: "/dev/null")
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The backstop for a process that dies without removing its cluster.
    private static func watch(folder: String) {
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            pid=$(cat '\(folder)/pgbouncer.pid' 2>/dev/null); [ -n "$pid" ] && kill -TERM "$pid" 2>/dev/null
            for d in standby data; do
              pid=$(head -n 1 '\(folder)'/$d/postmaster.pid 2>/dev/null); [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null
            done
            sleep 1; rm -rf '\(folder)'
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
