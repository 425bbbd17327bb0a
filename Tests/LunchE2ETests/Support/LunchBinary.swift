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
        ]
        for (k, v) in extra { env[k] = v }
        return env
    }

    /// Runs the binary with pipes (not a terminal); returns status, stdout and stderr.
    func run(_ arguments: [String], stdin: String? = nil, extra: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.arguments = arguments
        process.environment = environment(extra)
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
