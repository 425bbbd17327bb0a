import Foundation
import Testing

/// A key typed while `pick` spins its names skips the spin and is kept: it is the first
/// key of the next prompt, as keys typed ahead during any other command are.
@Suite struct PickTypeAheadTests {
    /// A shell on a pty at a location, with `pick`'s spin on screen (keep the sandbox: its
    /// folder is the shell's HOME and state dir).
    func spinning(_ extra: [String: String] = [:]) throws -> (Sandbox, PseudoTerminal) {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"].merging(extra) { $1 }))
        try tty.waitForPrompt()
        tty.send("at 60.1699,24.9384\r")
        try tty.waitFor("Location set to")
        try tty.waitForPrompt()
        tty.send("pick\r")
        try tty.waitFor("🎲")
        return (sandbox, tty)
    }

    @Test func theKeyThatSkipsThePickSpinIsNotEaten() throws {
        let (sandbox, tty) = try spinning()  // the spin is on screen: type ahead now
        tty.send("where\r")
        try tty.waitFor("Your pick: ")
        // Before the fix the spin read the `w` away: "unknown command 'here'".
        try tty.waitFor("You are at 60.16990, 24.93840.")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("'here'"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        // The history holds the line as typed.
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history.split(separator: "\n").suffix(2) == ["pick", "where"])
    }

    /// Ctrl-C skips the spin at once (before the fix it was a signal the spin ignored:
    /// every frame was drawn) and is only a key: it leaves no pending interrupt behind
    /// that would cancel the next `sync` the moment it starts.
    @Test func ctrlCSkipsThePickSpinAndCancelsNothingLater() throws {
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.body)])
        let (sandbox, tty) = try spinning(["LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "5"])
        tty.send("\u{3}")
        try tty.waitFor("Your pick: ")
        try tty.waitForPrompt()
        let frames = tty.rawText.components(separatedBy: "🎲").count - 1
        #expect(frames < 12, "the spin went on after Ctrl-C: \(frames) frames")
        #expect(!tty.screenText.contains("^C"))
        tty.send("sync 500\r")
        try tty.waitFor("Synced from")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("cancelled"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A Ctrl-D typed during the spin skips it and is dropped, as one typed during any
    /// other command: the shell goes on and the keys after it run.
    @Test func ctrlDTypedDuringThePickSpinSkipsItAndIsDropped() throws {
        let (sandbox, tty) = try spinning()
        tty.send("\u{4}")
        try tty.waitFor("Your pick: ")
        try tty.waitForPrompt()
        // Before the fix the Ctrl-D reached the prompt as a key: `^D`, exit 0.
        tty.send("where\r")
        try tty.waitFor("You are at 60.16990, 24.93840.")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("^D"))
        // A Ctrl-D and keys typed together during the spin: the keys are kept.
        tty.send("pick\r")
        try tty.waitFor("🎲")
        tty.send("\u{4}where\r")
        try tty.waitFor("Your pick: ")
        try tty.waitFor("You are at 60.16990, 24.93840.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A terminal's reply that arrives during the spin (a colour query's answer) is kept
    /// with the keys and then dropped at the prompt, as one arriving there is (before: the
    /// kept keys skipped the reply filter: `11;rgb:0000/0000/0000where` was the line).
    @Test func aTerminalReplyDuringTheSpinIsNotTyped() throws {
        let (sandbox, tty) = try spinning()
        tty.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
        try tty.waitFor("Your pick: ")
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitFor("You are at 60.16990, 24.93840.")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("rgb"), "\(tty.screenText)")
        #expect(!tty.screenText.contains("unknown command"), "\(tty.screenText)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }
}
