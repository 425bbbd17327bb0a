import Foundation
import Testing

/// The real binary on a real pseudo-terminal: keys in, screen out.
@Suite struct InteractiveTests {
    @Test func tabCompletesAUniqueCommand() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("wh\t")
        try tty.waitFor("where ")
        tty.send("\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func tabListsSeveralCandidatesAndRedrawsTheLine() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("h\t")
        let listing = try tty.waitFor("history")
        #expect(listing.contains("help"))
        try tty.waitFor("lunch> h")  // the line is redrawn with what was typed
        tty.send("elp at\r")
        try tty.waitFor("at — set the current location")
        try tty.waitForPrompt()
        tty.send("at Ka\t")
        try tty.waitFor("Kallio")
        tty.send("\u{15}at Etu\t")  // Ctrl-U empties the line
        try tty.waitFor("Etu-Töölö")
        tty.send("\r")
        try tty.waitFor("Location set to Etu-Töölö")
        try tty.waitForPrompt()
        tty.send("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func upRecallsALineFromAPreviousRun() throws {
        let sandbox = Sandbox()
        do {
            let first = try PseudoTerminal(environment: sandbox.environment())
            try first.waitForPrompt()
            first.send("at Kallio\r")
            try first.waitFor("Location set to Kallio")
            try first.waitForPrompt()
            first.send("\u{4}")
            #expect(try first.waitForExit() == 0)
        }
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("\u{1B}[A")
        try tty.waitFor("at Kallio")
        tty.send("\r")
        try tty.waitFor("Location set to Kallio")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlRFindsAnOldLine() throws {
        let sandbox = Sandbox()
        try "at Kamppi\nhelp\nwhere\n".write(toFile: sandbox.stateDir + "/history", atomically: true, encoding: .utf8)
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("\u{12}")
        tty.send("Kam")
        try tty.waitFor("at Kamppi")
        tty.send("\r")
        try tty.waitFor("Location set to Kamppi")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// bash's reverse-i-search: its own line, arrows put the match in the line (no escape
    /// codes typed into it), Ctrl-R again goes further back, Ctrl-G puts the line back.
    @Test func ctrlRSearchesLikeBash() throws {
        let sandbox = Sandbox()
        try "help\nnear 1500\nsearch tacos\nnear 300\nwhere\n".write(toFile: sandbox.stateDir + "/history", atomically: true, encoding: .utf8)
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("\u{12}")
        try tty.waitFor("(reverse-i-search)`': ")
        tty.send("near")
        try tty.waitFor("(reverse-i-search)`near': near 300")
        tty.send("\u{12}")
        try tty.waitFor("(reverse-i-search)`near': near 1500")
        // Right accepts the match; the line is what Enter runs (no `[C` typed into it).
        tty.send("\u{1B}[C")
        try tty.waitFor("lunch> near 1500")
        tty.send("\r")
        try tty.waitFor("places within 1.5 km")
        try tty.waitForPrompt()
        // Ctrl-G gives back the line as it was.
        tty.send("wh")
        try tty.waitFor("wh")
        tty.send("\u{12}")
        tty.send("tacos")
        try tty.waitFor("`tacos': search tacos")
        tty.send("\u{7}")
        try tty.waitFor("lunch> wh")
        tty.send("ere\r")
        try tty.waitFor("No location set")
        #expect(!tty.screenText.contains("[C"))
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A long search never wraps: the search line keeps its label whole and the end of the
    /// query (cut at its start with `…`) within the terminal's width.
    @Test func aLongCtrlRSearchStaysOnOneLine() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(), columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("\u{12}" + String(repeating: "x", count: 150) + "END")
        try tty.waitFor("xxEND")
        let drawn = tty.rawText.components(separatedBy: "\r\u{1B}[K").last ?? ""
        #expect(drawn.hasPrefix("(failed reverse-i-search)`…"))
        #expect(drawn.hasSuffix("xxEND': "))
        #expect(drawn.count <= 79)
        tty.send("\u{7}\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlCDiscardsTheLineAndTheShellGoesOn() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        tty.send("at Kall")
        try tty.waitFor("at Kall")
        tty.send("\u{3}")
        try tty.waitFor("^C")
        try tty.waitForPrompt()
        tty.send("where\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        tty.send("\u{3}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        #expect(!tty.screenText.contains("Location set"))
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history == "where\n")
    }

    @Test func ctrlDExitsWithStatusZeroAndARestoredTerminal() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        #expect(tty.isRawMode)
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        #expect(tty.isCookedMode)
        #expect(tty.screenText.hasSuffix("\n"))
    }

    @Test func sigtermStillRestoresTheTerminal() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment())
        try tty.waitForPrompt()
        #expect(tty.isRawMode)
        kill(tty.pid, SIGTERM)
        #expect(try tty.waitForExit() == 128 + SIGTERM)
        #expect(tty.isCookedMode)
    }

    @Test func accentedInputSurvivesWithoutLANG() throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment()
        environment["LANG"] = nil
        environment["LC_ALL"] = nil
        let tty = try PseudoTerminal(environment: environment)
        try tty.waitForPrompt()
        tty.send("at Etu-Töölö\r")
        try tty.waitFor("Location set to Etu-Töölö")
        try tty.waitForPrompt()
        tty.send("at café 🍣\r")
        try tty.waitFor("no area or place called 'café 🍣'")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func twoShellsClosingOneAfterTheOtherKeepBothHistories() throws {
        let sandbox = Sandbox()
        let a = try PseudoTerminal(environment: sandbox.environment())
        let b = try PseudoTerminal(environment: sandbox.environment())
        try a.waitForPrompt()
        try b.waitForPrompt()
        a.send("at Kamppi\r")
        try a.waitFor("Location set")
        try a.waitForPrompt()
        b.send("help where\r")
        try b.waitFor("where — ")
        try b.waitForPrompt()
        a.send("\u{4}")
        #expect(try a.waitForExit() == 0)
        b.send("\u{4}")
        #expect(try b.waitForExit() == 0)
        let history = try String(contentsOfFile: sandbox.stateDir + "/history", encoding: .utf8)
        #expect(history.contains("at Kamppi\n"))
        #expect(history.contains("help where\n"))
    }
}
