import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One PostgreSQL server's data folder and the `pg_ctl` steps on it: made by `initdb`
/// (superuser `postgres`, trust, UTF-8, no locale), configured, started, restarted and
/// stopped as the servers' user.
package struct PostgresData: Sendable {
    package let programs: ServerPrograms
    package let path: String
    /// The server's log (pg_ctl's `-l`, written as the servers' user).
    package let log: String
    /// Where the programs' own output goes (nil: kept for their error).
    package let commands: String?

    package init(programs: ServerPrograms, path: String, log: String, commands: String? = nil) {
        self.programs = programs
        self.path = path
        self.log = log
        self.commands = commands
    }

    /// The settings a throwaway server adds to postgresql.conf: only 127.0.0.1 (`port`) and
    /// a socket in `socketFolder`, fsync off (a server for a test or a load run, thrown
    /// away after), and `more` lines.
    package static func settings(port: Int, socketFolder: String, maxConnections: Int = 100, more: [String]) -> String {
        """

        listen_addresses = '127.0.0.1'
        port = \(port)
        unix_socket_directories = '\(socketFolder)'
        fsync = off
        synchronous_commit = off  # speed; lunch's own commits are synchronous all the same
        full_page_writes = off
        max_connections = \(maxConnections)
        \(more.joined(separator: "\n"))

        """
    }

    /// `initdb`, then `settings` appended to postgresql.conf and `hba` as pg_hba.conf.
    package func create(settings: String, hba: String) throws {
        try programs.run(tool: "initdb", ["-D", path, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale"],
                         log: commands)
        try append(settings, to: path + "/postgresql.conf")
        try Data(hba.utf8).write(to: URL(fileURLWithPath: path + "/pg_hba.conf"))
        try programs.own(path + "/pg_hba.conf")
    }

    /// Appends `text` to a file of the data folder's.
    package func append(_ text: String, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Starts the server and waits until it accepts connections.
    package func start() throws {
        try programs.run(tool: "pg_ctl", ["-D", path, "-l", log, "-w", "-t", "60", "start"], log: commands)
    }

    /// `pg_ctl restart -m fast`: every connection ends, the data stays.
    package func restart() throws {
        do {
            try programs.run(tool: "pg_ctl", ["-D", path, "-l", log, "-m", "fast", "-w", "-t", "60", "restart"], log: commands)
        } catch {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw ServerError("\(error); the server's log ends: \(text.suffix(800))")
        }
    }

    /// Stops the server at once (immediate shutdown), when it runs.
    package func stop() throws {
        try programs.run(tool: "pg_ctl", ["-D", path, "-m", "immediate", "-w", "stop"], log: commands)
    }

    /// Whether a postmaster.pid is there (a server runs, or one crashed).
    package var hasPIDFile: Bool { FileManager.default.fileExists(atPath: path + "/postmaster.pid") }

    /// The postmaster's process id, from postmaster.pid.
    package var pid: pid_t? {
        guard let text = try? String(contentsOfFile: path + "/postmaster.pid", encoding: .utf8),
              let first = text.split(separator: "\n").first else { return nil }
        return pid_t(first)
    }
}
