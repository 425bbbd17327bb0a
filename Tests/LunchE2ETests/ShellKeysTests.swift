import Foundation
import Testing

/// Ctrl-C, Ctrl-L, `clear` and Ctrl-Z at the prompt, on a real pseudo-terminal, as in
/// bash, psql or fish.
@Suite struct ShellKeysTests {
    func shell(_ sandbox: Sandbox) throws -> PseudoTerminal {
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]))
        try tty.waitForPrompt()
        return tty
    }

    func leave(_ tty: PseudoTerminal) throws {
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// Before the fix the next prompt ran on: `lunch> search pizz^Clunch> `.
    @Test func ctrlCShowsCaretCAndTheNextPromptOnALineOfItsOwn() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        tty.send("search pizz")
        tty.send("\u{3}")
        try tty.waitFor("search pizz^C\nlunch> ")
        try tty.waitForEditing()
        // On an empty line too.
        tty.send("\u{3}")
        try tty.waitFor("^C\nlunch> ")
        try tty.waitForEditing()
        // With the cursor inside the line (Ctrl-A: its start), `^C` still follows the text.
        tty.send("at Kallio\u{1}")
        try tty.waitFor("at Kallio")
        tty.send("\u{3}")
        try tty.waitFor("^C\nlunch> ")
        try tty.waitForEditing()
        tty.send("where\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        try leave(tty)
        #expect(!tty.screenText.contains("Location set"))
        #expect(!tty.screenText.contains("match 'pizz'"))
        #expect(try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8) == "where\n")
    }

    /// A SIGINT that lands while no command can use it (here at the prompt; in real use
    /// a Ctrl-C while a command runs with the terminal cooked) is over once a line is
    /// read: before the fix it stayed pending and cancelled the next `sync` at once.
    @Test func anEarlierInterruptDoesNotCancelTheNextSync() throws {
        let sandbox = Sandbox()
        let server = try LoopbackServer([.init(status: 200, body: SyncTests.body)])
        let tty = try PseudoTerminal(environment: sandbox.environment(
            ["LANG": "C.UTF-8", "LUNCH_OVERPASS_URL": server.url, "LUNCH_SYNC_TIMEOUT": "5"]))
        try tty.waitForPrompt()
        tty.send("at 60.17,24.94\r")
        try tty.waitFor("Location set")
        try tty.waitForPrompt()
        // Only once the editor reads keys (raw mode, then a moment to reach its read):
        // a signal in between would wait for a key; on a loaded machine allow time.
        try tty.waitForEditing()
        Thread.sleep(forTimeInterval: 0.2)
        kill(tty.pid, SIGINT)
        try tty.waitForPrompt(timeout: 30)
        tty.send("sync 500\r")
        try tty.waitFor("Synced from")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("cancelled"))
        try leave(tty)
    }

    /// libedit's own ed-clear-screen: the screen is cleared and the line kept.
    @Test func ctrlLClearsTheScreenAndKeepsTheLine() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        tty.send("whe")
        try tty.waitFor("whe")
        tty.send("\u{C}")
        try tty.waitFor("lunch> whe")
        try tty.waitForEditing()
        #expect(tty.rawText.contains("\u{1B}[H\u{1B}[2J"))
        tty.send("re\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        try leave(tty)
    }

    /// Before the fix: "unknown command 'clear'; did you mean 'near'?".
    @Test func clearClearsTheScreenOnATerminal() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        tty.send("clear\r")
        try tty.waitForPrompt()
        #expect(tty.rawText.contains("\u{1B}[H\u{1B}[2J"))
        #expect(!tty.screenText.contains("error"))
        try leave(tty)
    }

    /// Not on a terminal there is no screen to clear: nothing is printed and it succeeds;
    /// with --json it answers like every command.
    @Test func clearPrintsNothingWhenOutputIsNotATerminal() throws {
        let sandbox = Sandbox()
        let piped = try sandbox.run([], stdin: "clear\nwhere\n")
        #expect(piped.status == 0)
        #expect(piped.stderr == "")
        #expect(piped.stdout.hasPrefix("No location set"))
        let json = try sandbox.run(["--json", "-c", "clear"])
        #expect(json.status == 0)
        #expect(json.stdout == #"{"command":"clear","ok":true}"# + "\n")
    }

    /// Ctrl-Z under a shell with job control (dash does not reset the terminal of a job
    /// that stops, so the cooked mode seen here is lunch's doing; bash does): the shell
    /// says it stopped, the terminal is back as the shell expects it, and `fg` brings
    /// back the prompt and the half-typed line, with the editor's keys working.
    @Test(arguments: [["/bin/dash", "-i"], ["/bin/bash", "--norc", "--noprofile", "-i"]])
    func ctrlZSuspendsAndFgBringsItBack(_ shellCommand: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: shellCommand[0]) else { return }
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(program: shellCommand[0], arguments: Array(shellCommand.dropFirst()),
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "PS1": "$ "]))
        try tty.waitFor("$ ")
        tty.send("'\(LunchBinary.path)'\r")
        try tty.waitForPrompt()
        tty.send("search pizz")
        try tty.waitFor("search pizz")
        tty.send("\u{1A}")
        try tty.waitFor("Stopped")
        try tty.waitFor("$ ")
        // bash's own line editor takes the terminal raw at its prompt; dash has none.
        if shellCommand[0].hasSuffix("dash") { #expect(tty.isCookedMode) }
        #expect(tty.signalsKeys)
        tty.send("fg\r")
        try tty.waitFor("lunch> search pizz")
        try tty.waitForEditing()
        tty.send("a\r")
        try tty.waitFor("match 'pizza'")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        try tty.waitFor("$ ")
        if shellCommand[0].hasSuffix("dash") { #expect(tty.isCookedMode) }
        tty.send("exit\r")
        #expect(try tty.waitForExit() == 0)
    }

    /// `fg` (SIGCONT) and window resizes (SIGWINCH) arriving while keys are typed: lunch
    /// goes on editing the line (it used to crash now and then after `fg`: libedit redrew
    /// from inside its signal handler, on any thread, while the editor drew too).
    @Test func continueAndResizeSignalsWhileTypingKeepTheLine() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        for _ in 0..<20 {
            for key in "search pizz" {
                tty.send(String(key))
                kill(tty.pid, SIGCONT)
                kill(tty.pid, SIGWINCH)
            }
            tty.send("a\r")
            try tty.waitFor("match 'pizza'")
            try tty.waitForPrompt()
        }
        try leave(tty)
    }

    /// A resize (or a `SIGCONT` from outside) while typing draws the prompt and the line
    /// again in place: one `lunch> search sus` on the screen, not one after the other.
    @Test func aResizeWhileTypingRedrawsTheLineInPlace() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        tty.send("search sus")
        try tty.waitFor("search sus")
        for signal in [SIGWINCH, SIGCONT, SIGWINCH] {
            kill(tty.pid, signal)
            usleep(300_000)
        }
        tty.send("h")
        try tty.waitFor("sush")
        usleep(200_000)
        let screen = ScreenReplay(tty.rawText, columns: 100, rows: 30).text
        #expect(screen.filter { $0.contains("lunch>") } .last == "lunch> search sush", "\(screen)")
        #expect(!screen.contains { $0.contains("suslunch>") }, "\(screen)")
        tty.send("\r")
        try tty.waitForPrompt()
        try leave(tty)
    }

    /// Started as the leader of its own session (a terminal emulator's `-e lunch`), no
    /// shell could bring lunch back: Ctrl-Z says so and the prompt and line come back.
    @Test func ctrlZWithoutJobControlSaysSoAndGoesOn() throws {
        let sandbox = Sandbox()
        let tty = try shell(sandbox)
        tty.send("whe")
        try tty.waitFor("whe")
        tty.send("\u{1A}")
        try tty.waitFor("^Z\nlunch cannot be suspended here")
        try tty.waitFor("lunch> whe")
        try tty.waitForEditing()
        tty.send("re\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        try leave(tty)
    }
}
