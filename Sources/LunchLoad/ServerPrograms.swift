import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// PostgreSQL's server programs (PATH, else Debian's /usr/lib/postgresql/N/bin), PgBouncer,
/// and whom they run as: both refuse root, so as root they run through `runuser` as the
/// `postgres` user when it exists, else `nobody`.
package struct ServerPrograms: Sendable {
    package let folder: String
    package let pgbouncer: String?
    /// The OS user the servers run as (only when this process is root).
    package let user: String?

    package static func find() -> ServerPrograms? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        let debian = ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
            .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "/usr/lib/postgresql/\($0)/bin" }
        let tools = ["initdb", "pg_ctl", "postgres", "pg_basebackup", "psql"]
        guard let folder = (path + debian).first(where: { folder in
            tools.allSatisfy { FileManager.default.isExecutableFile(atPath: folder + "/" + $0) }
        }) else { return nil }
        let pgbouncer = (path + ["/usr/sbin"]).map { $0 + "/pgbouncer" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        let user = getuid() != 0 ? nil : (getpwnam("postgres") != nil ? "postgres" : "nobody")
        return ServerPrograms(folder: folder, pgbouncer: pgbouncer, user: user)
    }

    /// Gives `path` to the servers' user (when root).
    func own(_ path: String) throws {
        guard let user, let entry = getpwnam(user) else { return }
        guard chown(path, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else { throw LoadError("chown \(path) failed") }
    }

    /// Runs a program as the servers' user, its output to `log`; throws with the log's end when it fails.
    func run(_ command: [String], log: String) throws {
        var command = command
        if let user { command = ["/usr/sbin/runuser", "-u", user, "--"] + command }
        let status = try Self.spawn(command, output: log, append: true)
        guard status == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw LoadError("\(command.joined(separator: " ")) failed (\(status)): \(text.suffix(600))")
        }
    }

    /// Runs `sql` with psql as the superuser over the socket in `socketFolder`; what it
    /// printed (`|` between columns; with `header`, the columns' names first).
    func psql(_ sql: String, socketFolder: String, port: Int, database: String = "postgres", header: Bool = false) throws -> String {
        let out = socketFolder + "/psql-\(UUID().uuidString).out"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let status = try Self.spawn([folder + "/psql", "-X", "-q", "-A", header ? "-P" : "-t", header ? "footer=off" : "-t",
                                     "-v", "ON_ERROR_STOP=1", "-h", socketFolder,
                                     "-p", String(port), "-U", "postgres", "-d", database, "-c", sql], output: out, append: false)
        let text = ((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard status == 0 else { throw LoadError("psql failed: \(text)") }
        return text
    }

    /// posix_spawn and waitpid, output to a file, in /tmp (the servers' user may not enter
    /// the current folder): `pg_ctl start` leaves a server running that inherits what it was
    /// given, and Foundation's `Process` would wait for that too.
    private static func spawn(_ command: [String], output: String, append: Bool) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of this process (thousands of members' sockets): a server started
        // mid-run would count them against its open files and refuse to start.
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let fd = Int32(entry), fd > 2 { _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC) }
        }
        let command = ["/bin/sh", "-c", "cd /tmp && ulimit -n $(ulimit -Hn) && exec \"$@\"", "sh"] + command
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else { throw LoadError("cannot run \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}

/// A load run or its servers went wrong (one line).
package struct LoadError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
