import Foundation
import Testing

/// Ctrl-\ (SIGQUIT) ends lunch as SIGTERM does, in every mode: the terminal restored, the
/// line typed kept in the history, no core file and no crash report (it used to end as a
/// crash: status 131, Swift's backtracer's report on a plain run).
@Suite struct QuitSignalTests {
    @Test func quitOnTheTerminalEndsLikeTerm() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitForPrompt()
        #expect(tty.isRawMode)
        kill(tty.pid, SIGQUIT)
        #expect(try tty.waitForExit() == 128 + SIGTERM)
        #expect(tty.isCookedMode)
        #expect(!tty.screenText.contains("crashed"))
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "where\n")
    }

    /// Issue 29: Ctrl-\\ typed at the prompt (a key there: the editor turns ISIG off) did
    /// nothing; it ends lunch as SIGTERM does, the half-typed line kept in the history.
    @Test func ctrlBackslashAtThePromptEndsLikeTermKeepingTheLine() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitForPrompt()
        tty.send("near 3")
        _ = try tty.waitFor("near 3")
        tty.send("\u{1C}")
        #expect(try tty.waitForExit() == 128 + SIGTERM)
        #expect(tty.isCookedMode)
        #expect(!tty.screenText.contains("crashed"))
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "where\nnear 3\n")
    }

    /// Issue 29: SIGTERM (and SIGHUP: the terminal closed) at the prompt kept the lines run
    /// but lost the one being typed; it goes to the history (not run), as if Enter had put
    /// it there, and Up in the next lunch brings it back.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalAtThePromptKeepsTheHalfTypedLine(_ signal: Int32) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("search pizza")
        _ = try tty.waitFor("search pizza")
        kill(tty.pid, signal)
        #expect(try tty.waitForExit() == 128 + signal)
        #expect(tty.isCookedMode)
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "search pizza\n")
        let again = try PseudoTerminal(environment: sandbox.environment())
        try again.waitForPrompt()
        again.send("\u{1B}[A")
        _ = try again.waitFor("search pizza")
        again.send("\u{3}\u{4}")
        #expect(try again.waitForExit() == 0)
    }

    /// SIGTERM while Ctrl-R's search line waits for a key still ends lunch (the search reads
    /// keys itself: it gives up when the editor is told to end), the typed line kept.
    @Test func aSignalDuringCtrlRStillEndsLunch() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitForPrompt()
        tty.send("near 3\u{12}wh")
        _ = try tty.waitFor("where")
        kill(tty.pid, SIGTERM)
        #expect(try tty.waitForExit() == 128 + SIGTERM)
        #expect(tty.isCookedMode)
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "where\nnear 3\n")
    }

    /// Issue 29, round 2: Ctrl-\\ typed in Ctrl-R's search kept the line found, not the one
    /// typed; it keeps the typed one, as SIGTERM during the search does (the test above).
    @Test func ctrlBackslashDuringCtrlRKeepsTheTypedLineAsTermDoes() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitForPrompt()
        tty.send("near 3\u{12}wh")
        _ = try tty.waitFor("reverse-i-search")
        _ = try tty.waitFor("where")
        tty.send("\u{1C}")
        #expect(try tty.waitForExit() == 128 + SIGTERM)
        #expect(tty.isCookedMode)
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "where\nnear 3\n")
    }

    @Test func quitDuringAPlainRunEndsLikeTerm() throws {
        let sandbox = Sandbox()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: LunchBinary.path)
        process.environment = sandbox.environment()
        process.currentDirectoryURL = URL(fileURLWithPath: sandbox.folder)
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // A command answered, so lunch is running and waits for the next line.
        try input.fileHandleForWriting.write(contentsOf: Data("at 60.17,24.94\n".utf8))
        let first = out.fileHandleForReading.availableData
        #expect(String(decoding: first, as: UTF8.self).hasPrefix("Location set"))
        kill(process.processIdentifier, SIGQUIT)
        // A lunch that does not end is a failure, not a hang of the run.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if process.isRunning { kill(pid, SIGKILL) } }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(errors == "", "\(errors.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: sandbox.folder + "/core"))
    }
}
