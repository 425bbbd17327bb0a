import Foundation

/// The backstop for a test process that dies without running its exit handlers: a small
/// shell that waits for this process to go, then kills the server (SIGQUIT, immediate
/// shutdown) and removes the folder.
enum Watchdog {
    static func watch(folder: String, dataFolder: String) {
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            pid=$(head -n 1 '\(dataFolder)/postmaster.pid' 2>/dev/null)
            [ -n "$pid" ] && kill -QUIT "$pid" 2>/dev/null && sleep 1
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
