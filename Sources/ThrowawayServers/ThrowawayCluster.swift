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
    private var bouncer: PgBouncerProcess?
    private let lock = NSLock()

    let server: PostgresData
    var standby: PostgresData { PostgresData(programs: programs, path: folder + "/standby", log: folder + "/standby.log",
                                             commands: server.commands) }

    /// Started (PostgreSQL only); `maxConnections` server connections. `statements`: with
    /// `pg_stat_statements` preloaded (every statement, those inside functions too) and
    /// PL/pgSQL functions timed (`pg_stat_user_functions`), for `lunch-bench --statements`.
    package init(programs: ServerPrograms, maxConnections: Int = 100, statements: Bool = false) throws {
        self.programs = programs
        var template = Array("/tmp/lunch-load-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ServerError("mkdtemp failed") }
        folder = String(cString: made)
        server = PostgresData(programs: programs, path: folder + "/data", log: folder + "/server.log",
                              commands: folder + "/commands.log")
        port = try FreePort.find()
        try programs.own(folder)
        Watchdog.watch(folder: folder, bouncerPIDFiles: [folder + "/pgbouncer.pid"],
                       dataFolders: [folder + "/standby", server.path])
        do {
            let settings = PostgresData.settings(port: port, socketFolder: folder, maxConnections: maxConnections,
                                                 more: ["wal_level = replica", "hot_standby = on"]
                                                     + (statements ? Self.statementSettings : []))
            try server.create(settings: settings, hba: Self.hba)
            try start()
        } catch {
            remove()
            throw error
        }
    }

    /// `pg_stat_statements` (it ships with the server package) counting nested statements too.
    static let statementSettings = ["shared_preload_libraries = 'pg_stat_statements'",
                                    "pg_stat_statements.track = all", "pg_stat_statements.max = 2000",
                                    "track_functions = pl"]

    /// Trust on the socket and on 127.0.0.1, replication included (the standby's base backup).
    static let hba = """
        local all all trust
        local replication all trust
        host all all 127.0.0.1/32 trust
        host replication all 127.0.0.1/32 trust

        """

    package func start() throws { try server.start() }

    /// `pg_ctl restart -m fast`: every connection ends, the data stays.
    package func restart() throws { try server.restart() }

    /// Runs `sql` as the superuser (psql over the socket); what it printed.
    @discardableResult
    package func sql(_ sql: String, database: String = "postgres", standby: Bool = false) throws -> String {
        try programs.psql(["-h", folder, "-p", String(standby ? (standbyPort ?? port) : port), "-U", "postgres",
                           "-d", database, "-c", sql])
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
        guard let made = PgBouncerProcess(programs: programs, folder: folder, port: try FreePort.find()) else {
            throw ServerError("pgbouncer not found: run .ci/setup to install it")
        }
        try made.configure(serverSocket: folder, serverPort: port, login: .trust(roles: roles), mode: "transaction",
                           poolSize: poolSize, maxClients: clients + 100, maxServerConnections: poolSize,
                           more: ["admin_users = postgres", "stats_period = 1"])
        lock.withLock {
            bouncer = made
            bouncerPort = made.port
        }
        try made.start()
    }

    /// Stops PgBouncer at once (SIGTERM: every client cut off) and starts it again on the same port.
    package func restartBouncer() throws { try lock.withLock { bouncer }?.restart() }

    package func bouncerPID() -> pid_t? { lock.withLock { bouncer }?.pid() }

    package func serverPID() -> pid_t? { server.pid }

    // MARK: The standby

    /// A streaming standby of the server (`pg_basebackup -R`), on a port of its own.
    package func startStandby() throws {
        let standbyPort = try FreePort.find()
        try programs.run(tool: "pg_basebackup", ["-D", standby.path, "-R", "-X", "stream", "-c", "fast", "-h", folder,
                                                 "-p", String(port), "-U", "postgres"], log: server.commands)
        try standby.append("\nport = \(standbyPort)\nhot_standby_feedback = on\n", to: standby.path + "/postgresql.conf")
        try standby.start()
        lock.withLock { self.standbyPort = standbyPort }
    }

    /// Stops the standby (immediate shutdown).
    package func stopStandby() throws { try standby.stop() }

    // MARK: Figures

    /// CPU seconds (user + system) of the server's processes so far: the postmaster, the
    /// children it has reaped and those still running.
    package func serverCPUSeconds() -> Double {
        guard let pid = server.pid else { return 0 }
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
              let text = try? programs.psql(["-h", folder, "-p", String(listen), "-U", "postgres", "-d", "pgbouncer",
                                             "-c", "SHOW STATS"], header: true) else { return nil }
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

    // MARK: The end

    /// Stops everything and removes the folder.
    package func remove() {
        lock.withLock { bouncer }?.stop()
        for data in [standby, server] where data.hasPIDFile { try? data.stop() }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
