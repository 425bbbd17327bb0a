import Foundation
import XCTest
#if canImport(Glibc)
import Glibc

#endif

/// A stalled server, a shell killed while it sends, a wait past the timeout.
final class TeamFaultTests: TeamE2ETestCase {
    func stalledURL(_ stalled: StalledListener) -> String {
        "postgresql://postgres@127.0.0.1:\(stalled.port)/lunch?sslmode=disable"
    }

    /// kill -9 while the vote is on its way (the team's server stalls: a listener that never
    /// answers on its port while the server is down): the outbox has it, and the next start,
    /// with the server back on the same address, sends it once.
    func testAShellKilledWhileSendingSendsTheChangeOnItsNextStart() throws {
        server.stop()
        let stalled = try StalledListener(port: server.port)
        let sandbox = Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.arguments = ["-c", "vote \(Self.maya)"]
        process.environment = member("dave", sandbox, extra: ["LUNCH_TEAM_TIMEOUT": "30"])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while stalled.connections == 0 && Date() < deadline { usleep(10_000) }
        XCTAssertEqual(stalled.connections, 1, "the shell never connected")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, SIGKILL)
        stalled.stop()
        try server.start()

        let next = try run("today", as: "dave", in: sandbox)
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(next.stderr, "")
        XCTAssert(next.stdout.contains("Maya Bar & Grill  1 vote  dave"), next.stdout)
        XCTAssertEqual(try changes("vote", by: "dave"), 1)
        XCTAssertEqual(try changes("join", by: "dave"), 1)
        XCTAssertEqual(try sql("SELECT place_id FROM lunch.votes WHERE member = 'dave'"), Self.maya)
        let again = try run("team", as: "dave", in: sandbox, json: true)
        XCTAssert(again.stdout.contains("\"waiting\":0"), again.stdout)
        XCTAssertEqual(try changes("vote", by: "dave"), 1)
    }

    /// A vote is answered once the server stored it, and the team is read after the answer:
    /// kill -9 anywhere after that (while reading the team, writing team.json or marking the
    /// outbox) loses nothing, and the next start sends nothing twice.
    func testKilledRightAfterTheAnswerEveryAcknowledgedVoteIsStoredOnce() throws {
        for round in 0..<6 {
            let sandbox = Sandbox()
            let name = "erin\(round)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: LunchBinary.path)
            process.environment = member(name, sandbox)
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let script = Data((0..<40).map { "vote \($0 % 2 == 0 ? Self.maya : Self.nepal)\n" }.joined().utf8)
            DispatchQueue.global().async {
                try? input.fileHandleForWriting.write(contentsOf: script)
                try? input.fileHandleForWriting.close()
            }
            let stopAfter = 1 + round * 3
            var text = ""
            while text.components(separatedBy: "You voted").count - 1 < stopAfter {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let reported = text.components(separatedBy: "You voted").count - 1
            XCTAssertFalse(text.contains("waiting to be sent"), text)
            let next = try run("team", as: name, in: sandbox, json: true)
            XCTAssert(next.stdout.contains("\"waiting\":0"), next.stdout)
            let stored = try changes("vote", by: name)
            XCTAssert(stored >= reported && stored <= reported + 1, "reported \(reported), stored \(stored)")
            XCTAssertEqual(try changes("join", by: name), 1)
            // Votes are approvals: one row per place voted for (Maya, then Pikku Nepal).
            XCTAssertEqual(try count("SELECT count(*) FROM lunch.votes WHERE member = '\(name)'"), min(stored, 2))
            let today = try run("today", as: name, in: sandbox)
            XCTAssert(today.stdout.contains("← your vote"), today.stdout)
        }
    }

    /// No answer within LUNCH_TEAM_TIMEOUT: the command finishes offline within the timeout
    /// and a second, says so once, and the change waits.
    func testAWaitPastTheTimeoutFinishesOfflineAndSaysSoOnce() throws {
        let stalled = try StalledListener()
        let sandbox = Sandbox()
        let started = Date()
        let one = try run("vote \(Self.maya)", as: "dave", in: sandbox, url: stalledURL(stalled),
                          extra: ["LUNCH_TEAM_TIMEOUT": "1"])
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(one.status, 0)
        XCTAssertEqual(one.stdout, "You voted Maya Bar & Grill for \(Self.day) (waiting to be sent: 2 changes waiting).\n")
        XCTAssertEqual(one.stderr, "team: offline (no answer within 1 s), 2 changes waiting\n")
        XCTAssertLessThan(took, 2.0)
        XCTAssertGreaterThanOrEqual(took, 1.0)

        let two = try run("unvote; today", as: "dave", in: sandbox, url: stalledURL(stalled),
                          extra: ["LUNCH_TEAM_TIMEOUT": "0.5"])
        XCTAssertEqual(two.status, 0)
        XCTAssert(two.stdout.hasPrefix("Your votes for \(Self.day) are taken back (waiting to be sent: 3 changes waiting).\n"), two.stdout)
        XCTAssertEqual(two.stderr, "team: offline (no answer within 0.5 s), 3 changes waiting\n")
    }

    /// Ctrl-C on a terminal ends the wait at once; the change waits and the shell goes on.
    func testCtrlCCancelsTheWaitOnATerminal() throws {
        let stalled = try StalledListener()
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--no-color"],
                                     environment: member("dave", sandbox, url: stalledURL(stalled),
                                                         extra: ["LUNCH_TEAM_TIMEOUT": "30"]))
        try tty.waitForPrompt()
        tty.send("vote \(Self.maya)\r")
        let deadline = Date().addingTimeInterval(20)
        while stalled.connections == 0 && Date() < deadline { usleep(10_000) }
        let started = Date()
        tty.send("\u{3}")
        try tty.waitFor("team: cancelled, 2 changes waiting")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.0)
        try tty.waitForPrompt()
        tty.send("\u{4}")
        XCTAssertEqual(try tty.waitForExit(), 0)
    }
}
