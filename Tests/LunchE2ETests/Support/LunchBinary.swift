import Foundation

/// The `lunch` executable that `swift test` built beside the test bundle.
enum LunchBinary {
    static let path: String = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // The runner may sit inside a bundle folder (lunchPackageTests.xctest/…).
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("lunch").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return runner.deletingLastPathComponent().appendingPathComponent("lunch").path
    }()
}

/// A temporary HOME and state dir, removed afterwards, and the environment a test runs
/// the binary with (no LANG unless asked: CI has none).
final class Sandbox {
    let folder: String
    var stateDir: String { folder + "/state" }

    init() {
        // Tests write to pipes of processes they kill: a closed pipe must be an error
        // return, not a signal that ends the whole test run.
        signal(SIGPIPE, SIG_IGN)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-e2e-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var env = [
            "HOME": folder,
            "LUNCH_STATE_DIR": stateDir,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TERM": "xterm",
            "SWIFT_BACKTRACE": "interactive=no",
            // No pager unless a test sets one (`cat` is none, as for git).
            "PAGER": "cat",
        ]
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Runs the binary with pipes (not a terminal); returns status, stdout and stderr.
    /// `folder` is its working directory (the sandbox by default), `unset` names variables
    /// to leave out, `memoryLimitKB` runs it under `ulimit -v`, and a child still running
    /// after `watchdog` seconds is killed, so a hang fails instead of stalling the run.
    func run(_ arguments: [String], stdin: String? = nil, extra: [String: String] = [:], folder: String? = nil,
             unset: [String] = [], memoryLimitKB: Int? = nil, watchdog: Double? = nil) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        if let memoryLimitKB {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memoryLimitKB); exec \"$0\" \"$@\"", LunchBinary.path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.arguments = arguments
        }
        var env = environment(extra)
        for name in unset { env[name] = nil }
        process.environment = env
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? self.folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = stdin.map { _ in Pipe() }
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
        if let watchdog {
            DispatchQueue.global().asyncAfter(deadline: .now() + watchdog) {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
        if let input, let stdin {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Writes a script another program will execute (`xdg-open`, a browser): through a
    /// descriptor that closes on exec, so a test forking at the same moment cannot keep it
    /// open for writing and make the later exec fail with "Text file busy".
    func writeExecutable(_ path: String, _ text: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
