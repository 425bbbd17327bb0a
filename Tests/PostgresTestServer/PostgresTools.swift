import Foundation
#if canImport(Glibc)
import Glibc

#endif

/// Where PostgreSQL's server programs are (PATH, else Debian's /usr/lib/postgresql/N/bin)
/// and whom they run as: PostgreSQL refuses root, so as root they run through `runuser` as
/// the `postgres` user when it exists, else `nobody`.
struct PostgresTools: Sendable {
    let folder: String
    let psqlPath: String
    /// The OS user the server runs as (only when this process is root).
    let user: String?
    let runuser: String?

    static func find() -> PostgresTools? {
        guard let folder = serverFolder() else { return nil }
        let psql = [folder + "/psql"] + searchPath().map { $0 + "/psql" }
        guard let psqlPath = psql.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        guard getuid() == 0 else { return PostgresTools(folder: folder, psqlPath: psqlPath, user: nil, runuser: nil) }
        let user = getpwnam("postgres") != nil ? "postgres" : "nobody"
        let runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let runuser else { return nil }
        return PostgresTools(folder: folder, psqlPath: psqlPath, user: user, runuser: runuser)
    }

    /// A folder holding initdb, pg_ctl and postgres.
    private static func serverFolder() -> String? {
        var candidates: [String] = []
        for folder in searchPath() {
            let initdb = folder + "/initdb"
            guard FileManager.default.isExecutableFile(atPath: initdb) else { continue }
            candidates.append(folder)
            let resolved = URL(fileURLWithPath: initdb).resolvingSymlinksInPath().deletingLastPathComponent().path
            candidates.append(resolved)
        }
        let debian = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in debian.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
            candidates.append("/usr/lib/postgresql/\(version)/bin")
        }
        return candidates.first { folder in
            ["initdb", "pg_ctl", "postgres"].allSatisfy { FileManager.default.isExecutableFile(atPath: folder + "/" + $0) }
        }
    }

    private static func searchPath() -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
            .split(separator: ":").map(String.init)
    }

    func chown(_ path: String, to user: String) throws {
        guard let entry = getpwnam(user) else { throw ServerError("no user \(user)") }
        guard Glibc.chown(path, entry.pointee.pw_uid, entry.pointee.pw_gid) == 0 else {
            throw ServerError("chown \(path) to \(user) failed")
        }
    }

    /// Runs a server program (as `user` when root); throws with its output when it fails.
    func run(tool: String, _ arguments: [String]) throws {
        var command = [folder + "/" + tool] + arguments
        if let user, let runuser { command = [runuser, "-u", user, "--"] + command }
        let (status, output) = try Self.execute(command, input: nil, environment: [:])
        guard status == 0 else { throw ServerError("\(tool) failed (\(status)): \(output)") }
    }

    /// Runs any program (as `user` when root); throws with its output when it fails.
    func runAsServerUser(_ command: [String]) throws {
        var command = command
        if let user, let runuser { command = [runuser, "-u", user, "--"] + command }
        let (status, output) = try Self.execute(command, input: nil, environment: [:])
        guard status == 0 else { throw ServerError("\(command.joined(separator: " ")) failed (\(status)): \(output)") }
    }

    func psql(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> String {
        let command = [psqlPath, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"] + arguments
        let (status, output) = try Self.execute(command, input: input, environment: environment)
        guard status == 0 else { throw ServerError("psql failed (\(status)): \(output)") }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// posix_spawn and waitpid, output to a file: `pg_ctl start` leaves a server running
    /// that inherits what it was given, and Foundation's `Process` waits for that too.
    private static func execute(_ command: [String], input: String?, environment: [String: String]) throws -> (Int32, String) {
        let base = NSTemporaryDirectory() + "/lunch-pg-io-\(UUID().uuidString)"
        let inputPath = base + ".in", outputPath = base + ".out"
        try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: inputPath))
        defer {
            try? FileManager.default.removeItem(atPath: inputPath)
            try? FileManager.default.removeItem(atPath: outputPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // In /tmp: the server's user may not enter the current folder.
        let command = ["/bin/sh", "-c", "cd /tmp && exec \"$@\"", "sh"] + command
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
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0
        return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), text)
    }
}
