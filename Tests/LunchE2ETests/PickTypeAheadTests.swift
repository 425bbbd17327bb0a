import Foundation
import Testing

/// A key typed while `pick` spins its names skips the spin and is kept: it is the first
/// key of the next prompt, as keys typed ahead during any other command are.
@Suite struct PickTypeAheadTests {
    /// A shell on a pty at a location, with `pick`'s spin on screen (keep the sandbox: its
    /// folder is the shell's HOME and state dir).
    func spinning() throws -> (Sandbox, PseudoTerminal) {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]))
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
}
