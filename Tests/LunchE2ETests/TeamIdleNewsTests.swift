import Foundation
import XCTest

/// Issue 26, item 9: an idle shell shows teammates' news and "back online" as they come,
/// without waiting for Enter: above the prompt, with the half-typed line drawn again.
final class TeamIdleNewsTests: TeamE2ETestCase {
    func shell(_ name: String, _ sandbox: Sandbox) throws -> PseudoTerminal {
        let tty = try PseudoTerminal(arguments: ["--no-color"], environment: member(name, sandbox), columns: 100, rows: 30)
        try tty.waitForPrompt()
        // A first change joins (the team from the environment); the read after it learns where
        // the news stand: news after it are new to this shell.
        tty.send("in\r")
        try tty.waitFor("You are in for \(Self.day).")
        try tty.waitForPrompt()
        return tty
    }

    /// The last lines on the screen as a terminal shows them.
    func screen(_ tty: PseudoTerminal) -> [String] {
        ScreenReplay(tty.rawText, columns: 100, rows: 30).screen.filter { !$0.isEmpty }
    }

    func testTheNewsAppearAboveAHalfTypedLine() throws {
        let aliceBox = Sandbox(), bobBox = Sandbox()
        let alice = try shell("alice", aliceBox), bob = try shell("bob", bobBox)
        alice.send("vote Pikku Nep")
        try alice.waitFor("Pikku Nep")
        bob.send("vote \(Self.maya)\r")
        try bob.waitFor("You voted Maya Bar & Grill for \(Self.day).")
        // No key pressed in alice's shell: the poll brings bob's vote.
        try alice.waitFor("bob voted Maya Bar & Grill\n", timeout: 15)
        try alice.waitFor("lunch> vote Pikku Nep")
        let lines = screen(alice)
        XCTAssertEqual(lines.suffix(2), ["bob voted Maya Bar & Grill", "lunch> vote Pikku Nep"], lines.joined(separator: "\n"))
        // The typed text is still the line being edited.
        alice.send("al\r")
        try alice.waitFor("You voted Pikku Nepal for \(Self.day).")
        try alice.waitForPrompt()
        alice.send("\u{4}")
        bob.send("\u{4}")
        XCTAssertEqual(try alice.waitForExit(), 0)
        XCTAssertEqual(try bob.waitForExit(), 0)
        withExtendedLifetime((aliceBox, bobBox)) {}
    }

    func testOfflineAndBackOnlineAppearWhileIdle() throws {
        let box = Sandbox()
        let alice = try shell("alice", box)
        alice.send("today")
        server.stop()
        try alice.waitFor("team: offline (", timeout: 15)
        try alice.waitFor("lunch> today")
        try server.start()
        try alice.waitFor("team: back online\n", timeout: 20)
        try alice.waitFor("lunch> today")
        let lines = screen(alice)
        XCTAssertEqual(lines.last, "lunch> today", lines.joined(separator: "\n"))
        XCTAssertEqual(lines.filter { $0.hasPrefix("team: offline (") }.count, 1, lines.joined(separator: "\n"))
        // The typed line is still there: Ctrl-C discards it, then Ctrl-D leaves.
        alice.send("\u{3}")
        try alice.waitFor("^C")
        try alice.waitForPrompt()
        alice.send("\u{4}")
        XCTAssertEqual(try alice.waitForExit(), 0)
        withExtendedLifetime(box) {}
    }
}
