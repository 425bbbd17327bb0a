import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A throwaway PgBouncer in `folder` (its config, users, log and pid file there), listening
/// only on 127.0.0.1 (`port`) and on a socket in that folder, in front of a server reached
/// over its socket. Run as the servers' user (PgBouncer refuses root), with as many open
/// files as the hard limit allows (one per client is needed).
package struct PgBouncerProcess: Sendable {
    /// How clients log in: trusted (`roles` besides `postgres`), or with their role's
    /// password (scram-sha-256, the secret read from the server by `auth_query` as
    /// `postgres`, whose own secret is given).
    package enum Login: Sendable {
        case trust(roles: [String])
        case password(superuserSecret: String)
    }

    package let programs: ServerPrograms
    package let program: String
    package let folder: String
    package let port: Int

    package var configFile: String { folder + "/pgbouncer.ini" }
    package var pidFile: String { folder + "/pgbouncer.pid" }
    package var logFile: String { folder + "/pgbouncer.log" }
    var usersFile: String { folder + "/users.txt" }

    /// Nil without a `pgbouncer` program (`.ci/setup` installs it).
    package init?(programs: ServerPrograms, folder: String, port: Int) {
        guard let program = programs.pgbouncer else { return nil }
        self.programs = programs
        self.program = program
        self.folder = folder
        self.port = port
    }

    /// Writes the config and users files for a server at `serverSocket`:`serverPort`:
    /// `poolSize` server connections per database (`maxServerConnections` in all, when
    /// given), `maxClients` client connections.
    package func configure(serverSocket: String, serverPort: Int, login: Login, mode: String, poolSize: Int,
                           maxClients: Int, maxServerConnections: Int? = nil, more: [String] = []) throws {
        var database = "* = host=\(serverSocket) port=\(serverPort)"
        var auth = ["auth_type = trust"]
        let users: String
        switch login {
        case .trust(let roles):
            users = (["postgres"] + roles).map { "\"\($0)\" \"\"\n" }.joined()
        case .password(let secret):
            database += " auth_user=postgres"
            auth = ["auth_type = scram-sha-256", "auth_query = SELECT usename, passwd FROM pg_shadow WHERE usename = $1"]
            users = "\"postgres\" \"\(secret)\"\n"
        }
        let lines = ["[databases]", database, "", "[pgbouncer]", "listen_addr = 127.0.0.1", "listen_port = \(port)",
                     "unix_socket_dir = \(folder)", "auth_file = \(usersFile)"] + auth
            + ["pool_mode = \(mode)", "default_pool_size = \(poolSize)", "max_client_conn = \(maxClients)"]
            + (maxServerConnections.map { ["max_db_connections = \($0)"] } ?? [])
            + more + ["logfile = \(logFile)", "pidfile = \(pidFile)"]
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: configFile))
        try Data(users.utf8).write(to: URL(fileURLWithPath: usersFile))
        for path in [folder, configFile, usersFile] { try programs.own(path) }
    }

    /// Starts it (`-d` returns once it forked) and waits until it listens.
    package func start() throws {
        // `runuser` leaves 1,024 open files (PAM's soft limit).
        try programs.run(["/bin/sh", "-c", "ulimit -n $(ulimit -Hn); exec \"$0\" -d -q \"$1\"", program, configFile],
                         log: folder + "/pgbouncer.out")
        let deadline = Date().addingTimeInterval(10)
        while !FreePort.accepts(port) {
            guard Date() < deadline else { throw ServerError("pgbouncer did not listen on \(port): see \(logFile)") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Stops it at once (SIGTERM: every client cut off) and starts it again on the same port.
    package func restart() throws {
        stop()
        // With thousands of clients cut off at once the port may not be free at the first
        // try (pgbouncer then exits at once): a few more tries within 10 s.
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try start()
            } catch where Date() < deadline {
                Thread.sleep(forTimeInterval: 0.25)
            }
        }
    }

    /// Stops it at once (SIGTERM: immediate shutdown, clients cut off) and waits until it
    /// is gone, so that a new one may bind the port.
    package func stop() {
        guard let pid = pid() else { return }
        _ = kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if kill(pid, 0) == 0 {
            _ = kill(pid, SIGKILL)
            let killed = Date().addingTimeInterval(5)
            while kill(pid, 0) == 0, Date() < killed { Thread.sleep(forTimeInterval: 0.02) }
        }
        try? FileManager.default.removeItem(atPath: pidFile)
    }

    package func pid() -> pid_t? {
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
