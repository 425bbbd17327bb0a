import Foundation
import XCTest

/// Many shells at once, and the server going away under a burst.
final class TeamLoadTests: TeamE2ETestCase {
    /// 25 votes and 25 ratings, alternating between two places.
    static func burst(_ n: Int) -> [String] {
        (0..<n).map { i in
            let place = i % 4 < 2 ? Self.maya : Self.nepal
            return i % 2 == 0 ? "vote \(place)" : "rate \(place) \(i % 5 + 1)"
        }
    }

    func testTwentyShellsOfFiftyChangesStoreExactlyAThousand() throws {
        let boxes = (1...20).map { _ in Sandbox() }
        let line = Self.burst(50).joined(separator: "; ")
        // Started together, read after they end (their output fits the pipes).
        let started = try boxes.enumerated().map { i, box in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.arguments = ["-c", line]
            process.environment = member("m\(i + 1)", box)
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return (process, output, errors)
        }
        let results = started.map { process, output, errors in
            process.waitUntilExit()
            return (status: process.terminationStatus,
                    stdout: String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
                    stderr: String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
        }
        for (i, result) in results.enumerated() {
            let r = result
            XCTAssertEqual(r.status, 0, "m\(i + 1): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", "m\(i + 1)")
            XCTAssertEqual(r.stdout.components(separatedBy: "You voted").count - 1, 25)
            XCTAssertFalse(r.stdout.contains("waiting to be sent"), r.stdout)
            XCTAssertEqual(r.stdout.components(separatedBy: "Rated ").count - 1, 25)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes WHERE kind IN ('vote', 'rate')"), 1000)
        XCTAssertEqual(try count("SELECT count(DISTINCT member) FROM lunch.changes WHERE kind = 'vote'"), 20)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.changes GROUP BY member, kind HAVING kind IN ('vote', 'rate') AND count(*) <> 25 UNION ALL SELECT 0 LIMIT 1"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits"), 500)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes"), 40)  // approvals: each member's two places
        XCTAssertEqual(try changes("join", by: "m7"), 1)
    }

    /// A shell sending change after change (piped lines) while the server stops and starts:
    /// every change the shell acknowledged is stored once, after the next command.
    func testAServerStoppedInTheMiddleOfABurstGetsEveryAcknowledgedChangeOnce() throws {
        let sandbox = Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.environment = member("carol", sandbox, extra: ["LUNCH_TEAM_TIMEOUT": "1"])
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let lines = Self.burst(80)
        let reader = LineCounter(output.fileHandleForReading)
        DispatchQueue.global().async {
            for (i, line) in lines.enumerated() {
                try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
                if i % 10 == 9 { usleep(20_000) }
            }
            try? input.fileHandleForWriting.close()
        }
        try reader.wait(until: 20)
        server.stop()
        try reader.wait(until: 40)
        try server.start()
        process.waitUntilExit()
        let text = reader.finish()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let votes = text.components(separatedBy: "You voted").count - 1
        let ratings = text.components(separatedBy: "Rated ").count - 1
        XCTAssertEqual(votes, 40, text)
        XCTAssertEqual(ratings, 40, text)
        XCTAssert(stderr.contains("team: offline ("), stderr)
        // Whatever waited when the burst ended is sent by the next command.
        let next = try run("team", as: "carol", in: sandbox)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertFalse(next.stdout.contains("waiting to be sent"), next.stdout)
        XCTAssertEqual(try changes("vote", by: "carol"), votes)
        XCTAssertEqual(try changes("rate", by: "carol"), ratings)
        XCTAssertEqual(try count("SELECT count(*) FROM lunch.visits WHERE member = 'carol'"), ratings)
    }
}

/// Reads a process's output on a thread of its own, counting lines.
final class LineCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { text += String(decoding: chunk, as: UTF8.self) }
            }
            done.signal()
        }
    }

    var lines: Int { lock.withLock { text.components(separatedBy: "\n").count - 1 } }

    func wait(until count: Int, timeout: TimeInterval = 60) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while lines < count {
            guard Date() < deadline else { throw PseudoTerminal.Failure(description: "only \(lines) lines: \(finishNow())") }
            usleep(5_000)
        }
    }

    private func finishNow() -> String { lock.withLock { text } }

    /// Everything, once the process closed its output.
    func finish() -> String {
        done.wait()
        return finishNow()
    }
}
