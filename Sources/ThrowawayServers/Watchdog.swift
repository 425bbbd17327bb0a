import Foundation

/// The backstop for a process that dies without stopping its servers: a small shell that
/// waits for this process to go, then stops each PgBouncer (SIGTERM) and each PostgreSQL
/// server (SIGQUIT, immediate shutdown) it finds running, and removes the folder.
package enum Watchdog {
    package static func watch(folder: String, bouncerPIDFiles: [String] = [], dataFolders: [String] = []) {
        let bouncers = bouncerPIDFiles.map { "pid=$(cat '\($0)' 2>/dev/null); [ -n \"$pid\" ] && kill -TERM \"$pid\" 2>/dev/null\n" }
        let servers = dataFolders.map {
            "pid=$(head -n 1 '\($0)/postmaster.pid' 2>/dev/null); [ -n \"$pid\" ] && kill -QUIT \"$pid\" 2>/dev/null\n"
        }
        let script = "while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done\n" + (bouncers + servers).joined()
            + "sleep 1; rm -rf '\(folder)'\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
