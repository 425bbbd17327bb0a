import Foundation
import RandomCommandLines
import Testing

/// 20,000 random and mutated command lines (the generator of the in-process
/// `RandomLinesTests`, with every command but `quit`, `sync` and `open`'s opener) piped to
/// the built `lunch --json` in four processes: each ends normally, not by a signal and
/// in good time, and every line it prints is one JSON object.
@Suite struct RandomLinesE2ETests {
    static let linesPerProcess = 5_000
    static let processes = 4
    /// Far above the few seconds a chunk takes; a hang is killed here and fails.
    static let limit: TimeInterval = 180

    @Test func twentyThousandLinesThroughJSONMode() throws {
        let sandbox = Sandbox()
        let seeds = RandomCommandLines.seeds.filter { $0 != "quit" } + RandomCommandLines.moreSeeds
        var generator = RandomCommandLines(seed: 20261123, seeds: seeds)
        for chunk in 0..<Self.processes {
            var script = ""
            for _ in 0..<Self.linesPerProcess { script += generator.next() + "\n" }
            let r = try run(script, in: sandbox)
            #expect(!r.timedOut, "chunk \(chunk) still running after \(Int(Self.limit)) s")
            guard r.reason == .exit, r.status == 0 || r.status == 1 else {
                // Kept for replay: `lunch --json < FILE`.
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-random-lines-\(chunk).txt")
                try? Data(script.utf8).write(to: kept)
                let lines = r.stderr.split(separator: "\n")
                let fatal = lines.first { $0.contains("Fatal error") } ?? lines.first { $0.contains(" in lunch at ") } ?? ""
                let message = "chunk \(chunk) (kept in \(kept.path)) ended by \(r.reason == .exit ? "status" : "signal") "
                    + "\(r.status): \(fatal); last output: \(r.stdout.split(separator: "\n").last ?? "")"
                Issue.record(Comment(rawValue: message))
                continue
            }
            let rows = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            var objects = 0
            for row in rows {
                if (try? JSONSerialization.jsonObject(with: Data(row.utf8))) is [String: Any] {
                    objects += 1
                } else {
                    Issue.record("chunk \(chunk): not one JSON object: \(row.prefix(300).debugDescription)")
                    break
                }
            }
            // Most lines are commands (blank and comment lines print nothing).
            #expect(objects > Self.linesPerProcess / 2, "chunk \(chunk): only \(objects) objects")
        }
    }

    /// Runs `lunch --json` in the sandbox folder with `script` on standard input, written
    /// from another thread so a full output pipe cannot stall it; no `xdg-open` on PATH and
    /// sync pointed at a closed loopback port, so nothing leaves the machine.
    func run(_ script: String, in sandbox: Sandbox) throws
        -> (reason: Process.TerminationReason, status: Int32, stdout: String, stderr: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.arguments = ["--json", "--state-dir", sandbox.stateDir, "--now", "2026-11-20T12:30"]
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.folder)
        process.environment = sandbox.environment(["PATH": sandbox.folder, "LUNCH_OVERPASS_URL": "http://127.0.0.1:9/",
                                                   "LUNCH_GOOGLE_PLACES_URL": "http://127.0.0.1:9/"])
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(script.utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let errData = ErrorCollector(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(Self.limit)
        let watchdog = Thread {
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            if process.isRunning { process.terminate() }
        }
        watchdog.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let timedOut = Date() >= deadline
        return (process.terminationReason, process.terminationStatus, String(decoding: outData, as: UTF8.self),
                String(decoding: errData.finish(), as: UTF8.self), timedOut)
    }

    /// Reads a pipe to its end on its own thread.
    final class ErrorCollector: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func finish() -> Data {
            done.wait()
            return data
        }
    }
}
