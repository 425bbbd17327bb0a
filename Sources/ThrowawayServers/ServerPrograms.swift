import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// PostgreSQL's server programs (PATH, else Debian's /usr/lib/postgresql/N/bin), psql,
/// PgBouncer, and whom they run as: both servers refuse root, so as root they run through
/// `runuser` as the `postgres` user when it exists, else `nobody`.
package struct ServerPrograms: Sendable {
    /// The folder holding initdb, pg_ctl and postgres (and pg_basebackup beside them).
    package let folder: String
    package let psqlPath: String
    package let pgbouncer: String?
    /// The OS user the servers run as (only when this process is root).
    package let user: String?
    private let runuser: String?

    package static func find() -> ServerPrograms? {
        guard let folder = serverFolder() else { return nil }
        let psql = [folder + "/psql"] + searchPath().map { $0 + "/psql" }
        guard let psqlPath = psql.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let pgbouncer = (searchPath() + ["/usr/sbin", "/usr/bin"]).map { $0 + "/pgbouncer" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard getuid() == 0 else {
            return ServerPrograms(folder: folder, psqlPath: psqlPath, pgbouncer: pgbouncer, user: nil, runuser: nil)
        }
        let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let runuser else { return nil }
        let user = getpwnam("postgres") != nil ? "postgres" : "nobody"
        return ServerPrograms(folder: folder, psqlPath: psqlPath, pgbouncer: pgbouncer, user: user, runuser: runuser)
    }

    /// A folder holding initdb, pg_ctl and postgres.
    private static func serverFolder() -> String? {
        var candidates: [String] = []
        for folder in searchPath() {
            let initdb = folder + "/initdb"
            guard FileManager.default.isExecutableFile(atPath: initdb) else { continue }
            candidates.append(folder)
            candidates.append(URL(fileURLWithPath: initdb).resolvingSymlinksInPath().deletingLastPathComponent().path)
        }
        let debian = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in debian.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            candidates.append("/usr/lib/postgresql/\(version)/bin")
        }
        // Where the standby's pg_basebackup and psql are beside them (PATH may hold links to
        // the server's three alone), else any.
        let all = ["initdb", "pg_ctl", "postgres", "pg_basebackup", "psql"]
        return [all, Array(all.prefix(3))].lazy.compactMap { tools in
            candidates.first { folder in tools.allSatisfy { FileManager.default.isExecutableFile(atPath: folder + "/" + $0) } }
        }.first
    }

    private static func searchPath() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
    }

    /// Gives `path` to the servers' user (when root).
    package func own(_ path: String) throws {
        guard let user else { return }
        guard let entry = getpwnam(user) else { throw ServerError("no user \(user)") }
        guard chown(path, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else {
            throw ServerError("chown \(path) to \(user) failed")
        }
    }

    /// Runs one of the server programs (`initdb`, `pg_ctl`, …) as the servers' user.
    package func run(tool: String, _ arguments: [String], log: String? = nil) throws {
        try run([folder + "/" + tool] + arguments, log: log)
    }

    /// Runs a program as the servers' user, its output appended to `log` (else kept for the
    /// error); throws with the output's end when it fails.
    package func run(_ command: [String], log: String? = nil) throws {
        var command = command
        if let user, let runuser { command = [runuser, "-u", user, "--"] + command }
        let (status, output) = try Self.execute(command, input: nil, log: log, environment: [:])
        guard status == 0 else {
            let text = log.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? output
            throw ServerError("\(command.joined(separator: " ")) failed (\(status)): \(text.suffix(800))")
        }
    }

    /// Runs psql as this process's user (`-X -q -A -t`, stopping at the first error) with
    /// `arguments` and `input` as its standard input; what it printed (`|` between columns;
    /// with `header`, the columns' names first).
    package func psql(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                      header: Bool = false) throws -> String {
        let command = [psqlPath, "-X", "-q", "-A", "-P", header ? "footer=off" : "tuples_only=on", "-v", "ON_ERROR_STOP=1"]
            + arguments
        let (status, output) = try Self.execute(command, input: input, log: nil, environment: environment)
        guard status == 0 else { throw ServerError("psql failed (\(status)): \(output)") }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// posix_spawn and waitpid, output to a file, in /tmp (the servers' user may not enter
    /// the current folder): `pg_ctl start` leaves a server running that inherits what it was
    /// given, and Foundation's `Process` would wait for that too. The exit status, and the
    /// output when it went to a file of its own (not `log`).
    private static func execute(_ command: [String], input: String?, log: String?,
                                environment: [String: String]) throws -> (Int32, String) {
        let base = NSTemporaryDirectory() + "/lunch-pg-io-\(UUID().uuidString)"
        let inputPath = input == nil ? "/dev/null" : base + ".in", outputPath = log ?? base + ".out"
        if let input { try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath)) }
        defer {
            if input != nil { try? FileManager.default.removeItem(atPath: inputPath) }
            if log == nil { try? FileManager.default.removeItem(atPath: outputPath) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | (log == nil ? O_TRUNC : O_APPEND),
                                         0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Nothing else of this process (a load run's thousands of sockets, a test's
        // terminals): a server would keep them open, and count them against its open files.
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let fd = Int32(entry), fd > 2 { _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC) }
        }
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let command = ["/bin/sh", "-c", "cd /tmp && ulimit -n $(ulimit -Hn) && exec \"$@\"", "sh"] + command
        let arguments = command.map { strdup($0) } + [nil]
        let variables = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, variables)
        guard spawned == 0 else { throw ServerError("cannot run \(command[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = log == nil ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
        return (status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), text)
    }
}
