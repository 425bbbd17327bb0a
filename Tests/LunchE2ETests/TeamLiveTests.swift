import Foundation
import PostgresTestServer
import XCTest

/// Issue 27, item 4: an open shell on a direct connection (or through a pooler in session
/// mode) listens on the team's channel and shows a teammate's change at once, long before
/// its poll would; behind a pooler in transaction mode it polls (every 5 s). `team` says which.
final class TeamLiveTests: TeamE2ETestCase {
    var pooler: PgBouncerTestServer?

    override func tearDown() {
        pooler?.remove()
        super.tearDown()
    }

    func shell(_ name: String, _ sandbox: Sandbox, url: String? = nil) throws -> PseudoTerminal {
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: member(name, sandbox, url: url),
                                     columns: 120, rows: 30)
        try tty.waitForPrompt()
        // A first change joins; the read after it learns where the news stand.
        tty.send("in\r")
        try tty.waitFor("You are in for \(Self.day).")
        try tty.waitForPrompt()
        return tty
    }

    /// What `team` says of how this shell hears of changes, once it says `expected`
    /// (the check that notifications come through takes a few seconds).
    @discardableResult
    func waitForLive(_ tty: PseudoTerminal, _ expected: String, timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            tty.send("team\r")
            try tty.waitFor("live: ")
            let line = "live: " + (try tty.waitFor("\n")).trimmingCharacters(in: .whitespacesAndNewlines)
            try tty.waitForPrompt()
            if line.hasPrefix(expected) { return line }
            guard Date() < deadline else { throw PseudoTerminal.Failure(description: "team still says \(line)") }
            Thread.sleep(forTimeInterval: 0.5)
        }
    }

    /// The last lines on the screen as a terminal shows them.
    func screen(_ tty: PseudoTerminal) -> [String] {
        ScreenReplay(tty.rawText, columns: 120, rows: 30).screen.filter { !$0.isEmpty }
    }

    /// bob votes; alice, idle at her prompt, shows it within `within` seconds.
    func assertArrives(in alice: PseudoTerminal, from bob: PseudoTerminal, within: TimeInterval) throws {
        bob.send("vote \(Self.maya)\r")
        try bob.waitFor("You voted Maya Bar & Grill for \(Self.day).")
        let voted = Date()
        defer { try? bob.waitForPrompt() }  // (a Ctrl-D sent before the editor reads again is lost)
        try alice.waitFor("bob voted Maya Bar & Grill\n", timeout: within)
        let waited = Date().timeIntervalSince(voted)
        try alice.waitFor("lunch> ")
        let lines = screen(alice)
        XCTAssertEqual(lines.dropLast().last, "bob voted Maya Bar & Grill", lines.joined(separator: "\n"))
        XCTAssertEqual(lines.last?.hasPrefix("lunch>"), true, lines.joined(separator: "\n"))
        print("news arrived \(String(format: "%.2f", waited)) s after bob's vote was stored")
    }

    func leave(_ ttys: PseudoTerminal...) throws {
        for tty in ttys {
            tty.send("\u{4}")
            XCTAssertEqual(try tty.waitForExit(), 0)
        }
    }

    func testAChangeShowsInAnotherShellAtOnceWithoutWaitingForThePoll() throws {
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try shell("alice", aliceBox), bob = try shell("bob", bobBox)
        let line = try waitForLive(alice, "live: the server says each change at once")
        XCTAssertEqual(line, "live: the server says each change at once (LISTEN); a check every 60 s")
        // Well inside the 60 s check: only the notification can bring it this soon.
        try assertArrives(in: alice, from: bob, within: 10)
        try leave(alice, bob)
        withExtendedLifetime((aliceBox, bobBox)) {}
    }

    func testThroughAPoolerInSessionModeTheShellListensToo() throws {
        let pooler = try PgBouncerTestServer.start(in: server, mode: .session)
        self.pooler = pooler
        let url = pooler.url(database: database)
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try shell("alice", aliceBox, url: url), bob = try shell("bob", bobBox, url: url)
        try waitForLive(alice, "live: the server says each change at once")
        try assertArrives(in: alice, from: bob, within: 10)
        try leave(alice, bob)
        withExtendedLifetime((aliceBox, bobBox)) {}
    }

    func testBehindATransactionPoolerTheNewsStillArriveByPoll() throws {
        let pooler = try PgBouncerTestServer.start(in: server, mode: .transaction)
        self.pooler = pooler
        let url = pooler.url(database: database)
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try shell("alice", aliceBox, url: url), bob = try shell("bob", bobBox, url: url)
        let line = try waitForLive(alice, "live: polling every 5 s")
        XCTAssertEqual(line, "live: polling every 5 s (a pooler in transaction mode passes no notifications)")
        try assertArrives(in: alice, from: bob, within: 20)
        try leave(alice, bob)
        withExtendedLifetime((aliceBox, bobBox)) {}
    }
}
