import Foundation
import Testing

/// `find` on a real pseudo-terminal: results under the prompt as you type, Up/Down,
/// Enter shows the place (it becomes current), Esc and Ctrl-C leave with the drawn lines
/// erased; without a terminal it is `search`.
@Suite struct FindLiveTests {
    func shell(_ extra: [String: String] = [:]) throws -> (Sandbox, PseudoTerminal) {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"].merging(extra) { $1 }),
                                     columns: 80, rows: 24)
        try tty.waitForPrompt()
        return (sandbox, tty)
    }

    /// The name in row `n` of `search TEXT`'s table (run without a terminal).
    func searchRow(_ sandbox: Sandbox, _ text: String, _ n: Int) throws -> String {
        let table = try sandbox.run(["-c", "search \(text)"]).stdout
        // Rows are numbered ` 1` in tables of ten rows or more, `1` in shorter ones.
        let line = try #require(table.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
            .first { $0.hasPrefix("\(n)  ") })
        return String(line.dropFirst("\(n)  ".count).components(separatedBy: "  ").first ?? "")
    }

    @Test func typingFindsDownAndEnterShowThePlaceWhichRateThenRates() throws {
        let (sandbox, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Taco Bell")
        tty.send("\u{1B}[B")
        tty.send("\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitFor("wikipedia")
        try tty.waitForPrompt()
        tty.send("rate 4\r")
        try tty.waitFor("Rated Taco Bell ★★★★☆.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        let state = try String(contentsOfFile: sandbox.stateDir + "/state.json", encoding: .utf8)
        #expect(state.contains("osm:node/1379054404"))
    }

    /// Typed ahead in one go: Enter before any result was drawn takes the best match
    /// of the text typed, and the keys after it are the next command.
    @Test func enterTypedAheadTakesTheBestMatchAndTheNextKeysRun() throws {
        let (sandbox, tty) = try shell()
        tty.send("find taco bell\r\rrate 4\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitFor("Rated Taco Bell ★★★★☆.")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    @Test func downMovesTheHighlightAndTheResultsBecomeTheList() throws {
        let (sandbox, tty) = try shell()
        let second = try searchRow(sandbox, "pizza", 2), third = try searchRow(sandbox, "pizza", 3)
        tty.send("find pizza\r")
        try tty.waitFor(" · 1/")
        tty.send("\u{1B}[B\u{1B}OB")  // both forms terminals send
        tty.send("\r")
        try tty.waitFor("\(third)  osm:")
        try tty.waitForPrompt()
        // Row numbers now refer to what find listed.
        tty.send("show 2\r")
        try tty.waitFor("\(second)  osm:")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// Esc and Ctrl-C leave: the lines drawn are erased, the prompt is back in the
    /// editor's mode, nothing was chosen, and the shell goes on.
    @Test(arguments: ["\u{1B}", "\u{3}"])
    func escAndCtrlCLeaveWithTheScreenRestored(_ key: String) throws {
        let (sandbox, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        let drawn = tty.rawText.utf8.count
        tty.send(key)
        try tty.waitForPrompt()
        let after = String(decoding: Array(tty.rawText.utf8).dropFirst(drawn), as: UTF8.self)
        // The cursor goes back to where find began, everything below it is erased, and
        // the next thing shown is the prompt.
        #expect(after.contains("\r\u{1B}[J"), "\(after.debugDescription)")
        #expect(PseudoTerminal.stripEscapes(after).trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("lunch>"),
                "\(after.debugDescription)")
        #expect(!tty.screenText.contains("^C"))
        tty.send("rate 4\r")
        try tty.waitFor("no current place to rate")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// Without a terminal to draw on (-c, a pipe, --json, TERM=dumb) find is search.
    @Test func withoutATerminalFindIsSearch() throws {
        let sandbox = Sandbox()
        let find = try sandbox.run(["-c", "find tac"]), search = try sandbox.run(["-c", "search tac"])
        #expect(find.status == 0 && find.stdout == search.stdout && find.stdout.contains("Taco Bell"))
        let bare = try sandbox.run(["-c", "find"]), bareSearch = try sandbox.run(["-c", "search"])
        #expect(bare.status == 1 && bare.stderr == bareSearch.stderr && bare.stderr.contains("say what to look for"))
        let json = try sandbox.run(["--json", "find", "tac"])
        #expect(json.stdout.hasPrefix(#"{"command":"find","query":"tac","total":1,"#))
        let piped = try sandbox.run([], stdin: "find tac\n")
        #expect(piped.stdout.contains("(1 place matches 'tac')"))
    }

    /// On a terminal that is dumb or unknown (`TERM` dumb, empty or unset) find is search
    /// and `clear` prints nothing, as the pager and colour judge such a terminal (before:
    /// only `TERM=dumb` was, and an empty or unset TERM got the live frame and `ESC [2J`).
    @Test(arguments: ["dumb", "", nil] as [String?])
    func onADumbOrUnknownTerminalFindIsSearchAndClearPrintsNothing(term: String?) throws {
        let sandbox = Sandbox()
        var environment = sandbox.environment(["LANG": "C.UTF-8"])
        environment["TERM"] = term
        let tty = try PseudoTerminal(environment: environment, columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("find tac\r")
        try tty.waitFor("(1 place matches 'tac')")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("find> "))
        tty.send("clear\r")
        try tty.waitForPrompt()
        #expect(!tty.rawText.contains("\u{1B}[2J"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// The highlighted row is in reverse video where colour is allowed, as Ctrl-R's match;
    /// with NO_COLOR or --no-color it is plain, its `>` marking it (before: reverse video always).
    @Test(arguments: [[:], ["NO_COLOR": "1"]] as [[String: String]])
    func theHighlightStandsOutWhereColourIsAllowed(_ extra: [String: String]) throws {
        let (sandbox, tty) = try shell(extra)
        tty.send("find pizza\r")
        try tty.waitFor(" · 1/")
        try tty.waitFor("Esc leaves)")
        tty.settle()
        #expect(tty.rawText.contains("\u{1B}[7m>") == extra.isEmpty, "\(tty.rawText.suffix(400).debugDescription)")
        #expect(tty.screenText.contains(">  1  ") || tty.screenText.contains("> 1  "), "\(tty.screenText)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// New text and Enter in one go, after other results were drawn: Enter waits for the
    /// results of the new text (before the fix it showed the old highlighted row, or was
    /// lost when the old text matched nothing).
    @Test func enterRightAfterNewTextTakesTheNewTextsBestMatch() throws {
        let (sandbox, tty) = try shell(["LUNCH_NOW": "2026-11-20T12:30"])
        let kebab = try searchRow(sandbox, "kebab", 1)
        for old in ["sushi", "zzzzqqq"] {
            tty.send("find \(old)\r")
            try tty.waitFor(old == "sushi" ? "Sushi" : "No places match")
            tty.send("\u{15}kebab\r")
            try tty.waitFor("\(kebab)  osm:")
            try tty.waitForPrompt()
        }
        tty.send("find +vegan\r")
        tty.send("caf")
        try tty.waitFor("find> +vegan caf")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// SIGTERM (or SIGHUP) while `find` is open: the lines it drew are erased before the
    /// terminal mode is put back and lunch ends, as for Esc.
    @Test func aFatalSignalDuringFindErasesWhatItDrew() throws {
        let (_, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        let drawn = tty.rawText.utf8.count
        kill(tty.pid, SIGTERM)
        _ = try? tty.waitForExit()
        let after = String(decoding: Array(tty.rawText.utf8).dropFirst(drawn), as: UTF8.self)
        #expect(after.contains("\r\u{1B}[J"), "\(after.debugDescription)")
    }

    /// SIGTERM, SIGHUP, SIGQUIT or the Ctrl-\ key while `find` is open end lunch by the
    /// signal (not swallowed, as they were while the prompt's line-keeping was on), and
    /// what `find` drew is erased first.
    @Test(arguments: ["key", "TERM", "HUP", "QUIT"])
    func everyEndingSignalEndsFind(_ how: String) throws {
        let (_, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Esc leaves)")
        let drawn = tty.rawText.utf8.count
        switch how {
        case "key": tty.send("\u{1C}")
        case "HUP": kill(tty.pid, SIGHUP)
        case "QUIT": kill(tty.pid, SIGQUIT)
        default: kill(tty.pid, SIGTERM)
        }
        let status = try tty.waitForExit()
        #expect(status == 128 + (how == "HUP" ? SIGHUP : SIGTERM))
        let after = String(decoding: Array(tty.rawText.utf8).dropFirst(drawn), as: UTF8.self)
        #expect(after.contains("\r\u{1B}[J"), "\(after.debugDescription)")
    }

    /// fzf-like: Down goes on past the rows drawn (the window scrolls) through every
    /// match, and after Enter the accepted query stays on its line above what is shown.
    @Test(arguments: [(UInt16(80), UInt16(24)), (UInt16(120), UInt16(40))])
    func theListScrollsThroughEveryMatchAndTheQueryStays(_ columns: UInt16, _ rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        let eleventh = try searchRow(sandbox, "pizza", 11)
        tty.send("find pizza\r")
        try tty.waitFor("Esc leaves)")
        tty.send(String(repeating: "\u{1B}[B", count: 10))
        try tty.waitFor("> 11  ")
        try tty.waitFor(" · 11/")
        tty.send("\r")
        try tty.waitFor("\(eleventh)  osm:")
        try tty.waitForPrompt()
        let lines = ScreenReplay(tty.rawText, columns: Int(columns), rows: Int(rows)).text
        let query = try #require(lines.firstIndex(of: "find> pizza"), "\(lines)")
        #expect(lines[query - 1].hasSuffix("lunch> find pizza"))
        #expect(lines[query + 1].hasPrefix(eleventh))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// Left/Right/Home/End move in the query and Ctrl-W deletes the word before the
    /// cursor, in the forms terminals send (`ESC [ H`, `ESC [ 1 ~`, `ESC O C`, Ctrl-B, Ctrl-E).
    @Test(arguments: [(UInt16(80), UInt16(24), "\u{1B}[D", "\u{1B}[C", "\u{1B}[H", "\u{1B}[F"),
                      (UInt16(100), UInt16(30), "\u{2}", "\u{1B}OC", "\u{1B}[1~", "\u{5}")])
    func leftRightHomeEndAndCtrlWEditTheQuery(_ columns: UInt16, _ rows: UInt16, _ left: String, _ right: String,
                                               _ home: String, _ end: String) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        // "aco bel", Home, "t", End, "l zz", Ctrl-W (→ "taco bell "), Left, Left, "x", Left,
        // Delete (the x goes), Home, Right, Delete (the a goes), "a": "taco bell ".
        let del = "\u{1B}[3~"
        tty.send("aco bel" + home + "t" + end + "l zz" + "\u{17}" + left + left + "x" + left + del + home + right + del + "a")
        try tty.waitFor("find> taco bell")
        tty.send("\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitForPrompt()
        let lines = ScreenReplay(tty.rawText, columns: Int(columns), rows: Int(rows)).text
        #expect(lines.contains("find> taco bell"), "\(lines)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// Ctrl-Z in find under a shell with job control, as at the prompt: the lines find drew
    /// are erased, the shell says the job stopped and has the terminal as it expects it,
    /// and `fg` draws find again with its keys working (before: Ctrl-Z did nothing).
    @Test(arguments: [["/bin/dash", "-i"], ["/bin/bash", "--norc", "--noprofile", "-i"]])
    func ctrlZSuspendsFindAndFgDrawsItAgain(_ shellCommand: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: shellCommand[0]) else { return }
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(program: shellCommand[0], arguments: Array(shellCommand.dropFirst()),
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "PS1": "$ "]),
                                     columns: 80, rows: 24)
        try tty.waitFor("$ ")
        tty.send("'\(LunchBinary.path)'\r")
        try tty.waitForPrompt()
        tty.send("find tac\r")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        tty.send("\u{1A}")
        try tty.waitFor("Stopped")
        try tty.waitFor("$ ")
        // dash does not reset the terminal of a job that stops: cooked mode is lunch's doing.
        if shellCommand[0].hasSuffix("dash") { #expect(tty.isCookedMode) }
        #expect(tty.signalsKeys)
        let stopped = ScreenReplay(tty.rawText, columns: 80, rows: 24).screen
        #expect(!stopped.contains { $0.contains("Taco Bell") || $0.contains("Esc leaves") }, "\(stopped)")
        tty.send("fg\r")
        try tty.waitFor("find> tac")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        #expect(tty.isRawMode && !tty.signalsKeys)
        tty.send("\u{15}taco bell\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        try tty.waitFor("$ ")
        if shellCommand[0].hasSuffix("dash") { #expect(tty.isCookedMode) }
        tty.send("exit\r")
        #expect(try tty.waitForExit() == 0)
    }

    /// Started as the leader of its own session, no shell could bring lunch back: Ctrl-Z
    /// in find says so, as at the prompt, and find goes on.
    @Test func ctrlZInFindWithoutJobControlSaysSoAndGoesOn() throws {
        let (sandbox, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Esc leaves)")
        tty.send("\u{1A}")
        try tty.waitFor("^Z\nlunch cannot be suspended here")
        try tty.waitFor("find> tac")
        try tty.waitFor("Esc leaves)")
        tty.send("\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// "No places match 'tacozzz'" is said of that text only: once the text changes (here
    /// back to one that matches) no frame drawn shows it again, not even before the new
    /// results come, and leaving erases everything (before: the old line stayed under the
    /// new text until the next search ended).
    @Test(arguments: [(UInt16(80), UInt16(24)), (UInt16(100), UInt16(30))])
    func aNoMatchLineGoesAsSoonAsTheTextChanges(_ columns: UInt16, _ rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        tty.send("find taco\r")
        try tty.waitFor("Taco Bell")
        tty.send("zzz")
        try tty.waitFor("No places match 'taco zzz'")
        let before = tty.rawText.utf8.count
        tty.send("\u{7F}\u{7F}\u{7F}")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        let drawn = String(decoding: Array(tty.rawText.utf8).dropFirst(before), as: UTF8.self)
        #expect(!drawn.contains("No places match"), "\(drawn.debugDescription)")
        let screen = ScreenReplay(tty.rawText, columns: Int(columns), rows: Int(rows)).screen
        #expect(!screen.contains { $0.contains("No places match") }, "\(screen)")
        // Leaving right after the text changed again: nothing of find stays.
        tty.send("qqq\u{1B}")
        try tty.waitForPrompt()
        let left = ScreenReplay(tty.rawText, columns: Int(columns), rows: Int(rows)).screen
        #expect(!left.contains { $0.contains("No places match") || $0.contains("find>") || $0.contains("Taco Bell") },
                "\(left)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A window resized while find is open: find is drawn again at once at the new size,
    /// with no key pressed (before: only at the next key, at the old size until then).
    @Test func aResizeRedrawsFindAtTheNewSize() throws {
        let (sandbox, tty) = try shell()
        tty.send("find pizza\r")
        try tty.waitFor(" · 1/")
        usleep(200_000)
        let before = tty.rawText.utf8.count
        let earlier = tty.rawText.components(separatedBy: "\r\u{1B}[J").last ?? ""
        tty.resize(columns: 100, rows: 8)
        try tty.waitFor("find> pizza")
        try tty.waitFor("Esc leaves)")
        let drawn = String(decoding: Array(tty.rawText.utf8).dropFirst(before), as: UTF8.self)
        // Drawn from where find begins, everything below erased, with fewer rows: 5 (8
        // less the command's line, the typed line and the count) where 24 rows had room for more.
        #expect(drawn.hasPrefix("\r\u{1B}[J"), "\(drawn.debugDescription)")
        let lines = drawn.components(separatedBy: "\r\n").count
        #expect(lines == 7 && lines < earlier.components(separatedBy: "\r\n").count,
                "\(drawn.debugDescription) after \(earlier.debugDescription)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// Stopped and continued from outside (`kill -STOP`, `kill -CONT`) while a shell put
    /// the terminal back in its own mode meanwhile: find is drawn again at once and its
    /// key mode is back (before: nothing until a key, and that key was echoed and cooked).
    @Test func aStopAndContinueFromOutsideRedrawsFindInItsKeyMode() throws {
        let (sandbox, tty) = try shell()
        tty.send("find tac\r")
        try tty.waitFor("Taco Bell")
        try tty.waitFor("Esc leaves)")
        kill(tty.pid, SIGSTOP)
        usleep(200_000)
        tty.setCookedMode()
        kill(tty.pid, SIGCONT)
        try tty.waitFor("find> tac")
        try tty.waitFor("Esc leaves)")
        try tty.waitForEditing()
        #expect(tty.isRawMode && !tty.signalsKeys)
        tty.send("\u{15}taco bell\r")
        try tty.waitFor("Taco Bell  osm:node/1379054404")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }
}
