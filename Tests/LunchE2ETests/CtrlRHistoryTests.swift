import Foundation
import Testing

/// Ctrl-R as bash does it, on a real pseudo-terminal: the line found is left with the cursor
/// on the match and the history at that line, so Up and Down go on from it. Each scenario
/// starts a shell on a fresh history, types `@` where the cursor ends up and runs the line:
/// lunch's answer shows which line it was and where the cursor stood.
@Suite struct CtrlRHistoryTests {
    static let history = "help\nnear 1500\nsearch tacos\nnear 300\nwhere\n"

    /// A shell on `history` (its sandbox lives as long as it does).
    final class Shell {
        let sandbox = Sandbox()
        let tty: PseudoTerminal

        init(history: String) throws {
            try history.write(toFile: sandbox.stateDir + "/history", atomically: true, encoding: .utf8)
            tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
            try tty.waitForPrompt()
        }

        /// Sends `keys`, waiting for `shows` (the search line) after each step that has one.
        func type(_ keys: String, shows: String? = nil) throws {
            tty.send(keys)
            if let shows { try tty.waitFor(shows) }
        }

        /// Types `@` at the cursor, runs the line, waits for `answer`, and leaves the shell.
        func mark(answer: String) throws {
            tty.send("@\r")
            try tty.waitFor(answer)
            try tty.waitForPrompt()
            tty.send("\u{4}")
            #expect(try tty.waitForExit() == 0)
        }
    }

    /// Runs one scenario: `steps` (keys and what the screen then shows), then `@` and Enter.
    func scenario(history: String = Self.history, _ steps: [(keys: String, shows: String?)], answer: String) throws {
        let shell = try Shell(history: history)
        for step in steps { try shell.type(step.keys, shows: step.shows) }
        try shell.mark(answer: answer)
    }

    /// Up after Ctrl-R found `near 300` brings the line before it (`search tacos`), Down the
    /// one after (`where`), and below the newest the line being typed, as in bash. They used
    /// to leave `near 300` on the line, and a second Up brought the newest line.
    @Test func upAndDownGoOnFromTheLineFound() throws {
        try scenario([("\u{12}near", "(reverse-i-search)`near': near 300"), ("\u{1B}[A", nil)],
                     answer: "'tacos@'")
        // Ctrl-R again (`near 1500`), Up: `help`; Up again: nothing is older, it stays.
        try scenario([("\u{12}near\u{12}", "(reverse-i-search)`near': near 1500"), ("\u{1B}[A\u{1B}[A", nil)],
                     answer: "unknown command 'help@'")
        try scenario([("\u{12}300", "(reverse-i-search)`300': near 300"), ("\u{1B}[B", nil)],
                     answer: "unknown command 'where@'")
        // Ctrl-P as Up (the line typed before Ctrl-R, `he`, gave way to the match).
        try scenario([("he\u{12}1500", "(reverse-i-search)`1500': near 1500"), ("\u{10}", nil)],
                     answer: "unknown command 'help@'")
        // Down ×3 (Ctrl-N and both cursor-key modes): `search tacos`, `near 300`, `where`.
        try scenario([("\u{12}1500", "(reverse-i-search)`1500': near 1500"), ("\u{E}\u{1B}OB\u{1B}[B", nil)],
                     answer: "unknown command 'where@'")
        // Down past the newest gives back the line that was being typed (`he`).
        try scenario([("he\u{12}300", "(reverse-i-search)`300': near 300"), ("\u{1B}OB\u{E}", nil)],
                     answer: "unknown command 'he@'")
    }

    /// The cursor stands on the match: Right and Left move from there (they moved from the
    /// end of the line).
    @Test func leftAndRightMoveFromTheMatch() throws {
        try scenario([("\u{12}ear", "(reverse-i-search)`ear': near 300"), ("\u{1B}[C", nil)],
                     answer: "unknown command 'ne@ar'")
        try scenario([("\u{12}300", "(reverse-i-search)`300': near 300"), ("\u{1B}[D", nil)],
                     answer: "unknown command 'near@'")
        // The last place in a line first; Ctrl-R again: the place before in the same line.
        try scenario(history: "near near\n" + Self.history,
                     [("\u{12}near\u{12}\u{12}", "(reverse-i-search)`near': near near"),
                      ("\u{12}", "(reverse-i-search)`near': near near"), ("\u{1B}[C", nil)],
                     answer: "unknown command 'n@ear'")
    }

    /// Backspace keeps the line found while it holds the shorter text (it went back to the
    /// newest line that holds it, `near 300`).
    @Test func backspaceKeepsTheLineFound() throws {
        try scenario([("\u{12}near\u{12}", "(reverse-i-search)`near': near 1500"),
                      ("\u{7F}", "(reverse-i-search)`nea': near 1500"), ("\u{1B}[F", nil)],
                     answer: "'1500@' is not a radius")
    }

    /// Ctrl-R twice searches again for what the last search that was taken held; after Up,
    /// Ctrl-R searches from the line Up brought.
    @Test func ctrlRTwiceRepeatsTheLastSearchAndStartsFromTheLineShown() throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}300", shows: "(reverse-i-search)`300': near 300")
        try shell.type("\r", shows: "places within 300 m")
        try shell.tty.waitForPrompt()
        try shell.type("\u{12}\u{12}", shows: "(reverse-i-search)`300': near 300")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'300@' is not a radius")
        // Up ×3 from the newest: `search tacos`; Ctrl-R searches from there.
        try scenario([("\u{1B}[A\u{1B}[A\u{1B}[A\u{12}near", "(reverse-i-search)`near': near 1500"), ("\u{1B}[C", nil)],
                     answer: "unknown command 'n@ear'")
    }

    /// Ctrl-G and Esc give back the line with the cursor where it was; with nothing found
    /// the search line shows the line being typed (it showed nothing).
    @Test func cancelGivesBackTheLineAndTheCursor() throws {
        try scenario([("wh\u{12}", "(reverse-i-search)`': wh"), ("near", "(reverse-i-search)`near': near 300"),
                      ("\u{7}", "lunch> wh"), ("\u{1B}[D\u{12}tacos", "(reverse-i-search)`tacos': search tacos"),
                      ("\u{1B}", "lunch> wh")],
                     answer: "unknown command 'w@h'")
        try scenario([("wh\u{12}zzz", "(failed reverse-i-search)`zzz': wh"), ("\u{1B}[C", "lunch> wh")],
                     answer: "unknown command 'wh@'")
    }

    /// A letter whose UTF-8 bytes come in two reads (a slow link) is one letter of the
    /// search (before: the search waited 50 ms for the rest, then dropped the letter and
    /// ended, and the rest went into the line).
    @Test func aLetterCutBetweenReadsIsSearchedFor() throws {
        let shell = try Shell(history: "help\ncafé\nnear 300\n")
        try shell.type("\u{12}caf", shows: "(reverse-i-search)`caf': café")
        shell.tty.send(bytes: [0xC3])
        usleep(300_000)
        shell.tty.send(bytes: [0xA9])
        try shell.tty.waitFor("(reverse-i-search)`café': café")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "unknown command 'café@'")
    }

    /// As bash: the text found stands out (reverse video) in the line found, where colour
    /// is allowed; with NO_COLOR (or --no-color) it is plain.
    @Test(arguments: [false, true])
    func theMatchStandsOutWhereColourIsAllowed(_ noColor: Bool) throws {
        let sandbox = Sandbox()
        try Self.history.write(toFile: sandbox.stateDir + "/history", atomically: true, encoding: .utf8)
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"].merging(noColor ? ["NO_COLOR": "1"] : [:]) { $1 }),
                                     columns: 80, rows: 24)
        try tty.waitForPrompt()
        tty.send("\u{12}ear")
        try tty.waitFor("(reverse-i-search)`ear': near 300")
        tty.settle()
        let marked = "(reverse-i-search)`ear': n\u{1B}[7mear\u{1B}[27m 300"
        #expect(tty.rawText.contains(marked) == !noColor, "\(tty.rawText.debugDescription)")
        #expect(tty.rawText.contains("\u{1B}[7m") == !noColor)
        // Nothing found: nothing stands out.
        tty.send("zz")
        try tty.waitFor("(failed reverse-i-search)`earzz': near 300")
        tty.settle()
        let failed = tty.rawText.components(separatedBy: "(failed reverse-i-search)").last ?? ""
        #expect(!failed.contains("\u{1B}[7m"), "\(failed.debugDescription)")
        tty.send("\u{7}\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A character typed before an emoji in a line Ctrl-R (or Up) brought back leaves the
    /// terminal's cursor before the emoji, where the next key goes (before: libedit's
    /// insert-character redraw left it on the emoji's second column).
    @Test(arguments: ["\u{12}piz", "\u{1B}[A"])
    func aKeyTypedBeforeAnEmojiLeavesTheCursorBeforeIt(_ recall: String) throws {
        let shell = try Shell(history: "help\nnear🍕pizza\n")
        let tty = shell.tty
        tty.send(recall)
        try tty.waitFor("near🍕pizza")
        tty.settle()
        // To just after the emoji's start: after Ctrl-R the cursor is on `p`, after Up at the end.
        tty.send(recall.hasPrefix("\u{12}") ? "\u{1B}[D" : String(repeating: "\u{1B}[D", count: 6))
        try tty.waitForEditing()
        tty.settle()
        var replay = ScreenReplay(tty.rawText, columns: 80, rows: 24)
        // `lunch> near` is 11 cells: the cursor stands on the emoji.
        #expect(replay.cursor.column == 11, "\(replay.cursor) \(replay.screen)")
        tty.send("x")
        tty.settle()
        replay = ScreenReplay(tty.rawText, columns: 80, rows: 24)
        #expect(replay.screen.last == "lunch> nearx🍕pizza", "\(replay.screen)")
        #expect(replay.cursor.column == 12, "\(replay.cursor) \(tty.rawText.suffix(60).debugDescription)")
        tty.send("y")
        tty.settle()
        replay = ScreenReplay(tty.rawText, columns: 80, rows: 24)
        #expect(replay.screen.last == "lunch> nearxy🍕pizza", "\(replay.screen)")
        #expect(replay.cursor.column == 13, "\(replay.cursor)")
        // Deleting before it, too.
        tty.send("\u{7F}")
        tty.settle()
        replay = ScreenReplay(tty.rawText, columns: 80, rows: 24)
        #expect(replay.screen.last == "lunch> nearx🍕pizza", "\(replay.screen)")
        #expect(replay.cursor.column == 12, "\(replay.cursor)")
        try shell.mark(answer: "unknown command 'nearx@🍕pizza'")
    }

    /// A paste of 10,000 letters into the search is one search and one redraw: Ctrl-G after
    /// it gives the prompt back at once (before: a search and a redraw a letter, 16–40 s).
    @Test func aPastedWallOfTextIsOneSearch() throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}", shows: "(reverse-i-search)`': ")
        try shell.tty.paste(String(repeating: "abcdefghij", count: 1_000))
        shell.tty.send("\u{7}")
        try shell.tty.waitForPrompt(timeout: 5)
        // The line as it was (empty): Ctrl-D on it leaves.
        shell.tty.send("\u{4}")
        #expect(try shell.tty.waitForExit() == 0)
    }

    /// A terminal's replies (OSC with `ESC \` or BEL, a device report, a focus report) that
    /// come while searching are read whole and dropped: the query is what was typed
    /// (before: `ne11;rgb:0000/0000/0000ar` went into the line).
    @Test func terminalRepliesAreNotTyped() throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}ne", shows: "(reverse-i-search)`ne': near 300")
        shell.tty.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\a\u{1B}]10;rgb:ffff/ffff/ffff\u{7}\u{1B}[?1;2c\u{1B}[Ir")
        try shell.tty.waitFor("(reverse-i-search)`near': near 300")
        shell.tty.settle()
        #expect(!shell.tty.screenText.contains("rgb"), "\(shell.tty.screenText)")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'300@' is not a radius")
    }

    /// Alt-X and Alt-Shift-X do nothing in Ctrl-R, as at the prompt: the search goes on with
    /// what is typed after them (before: they ended the search and `ar` went into the line).
    @Test(arguments: ["\u{1B}X", "\u{1B}x"])
    func altXKeepsSearching(key: String) throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}ne", shows: "(reverse-i-search)`ne': near 300")
        shell.tty.send(key)
        shell.tty.send("ar 1")
        try shell.tty.waitFor("(reverse-i-search)`near 1': near 1500")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'1500@' is not a radius")
    }

    /// An arrow cut across reads (its Esc 2 or 80 ms before the rest, as over ssh or tmux)
    /// is the arrow: the cursor moves from the match (before: past 50 ms the Esc alone
    /// cancelled and `[C` went into the line).
    @Test(arguments: [UInt32(2), UInt32(80)])
    func anArrowCutAfterItsEscIsTheArrow(gap: UInt32) throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}ear", shows: "(reverse-i-search)`ear': near 300")
        shell.tty.send("\u{1B}")
        usleep(gap * 1_000)
        shell.tty.send("[C")
        try shell.mark(answer: "unknown command 'ne@ar'")
    }

    /// A terminal's reply that comes a byte at a time, 5–100 ms apart, is still dropped
    /// whole (before: a gap over 50 ms let its tail into the query).
    @Test func aReplyTrickledAByteAtATimeIsNotTyped() throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}ne", shows: "(reverse-i-search)`ne': near 300")
        shell.tty.trickle("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", gaps: [5, 100, 30, 70])
        try shell.type("ar", shows: "(reverse-i-search)`near': near 300")
        shell.tty.settle()
        #expect(!shell.tty.screenText.contains("rgb"), "\(shell.tty.screenText)")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'300@' is not a radius")
    }

    /// A bracketed paste's markers and a CSI `~` no key is bound to (xterm's Ctrl-Enter
    /// `ESC [ 27;5;13 ~`) are dropped: the search goes on with the text pasted (before: the
    /// search ended and `~` or `;5;13~` went into the line).
    @Test func bracketedPasteAndUnknownTildeKeysKeepSearching() throws {
        let shell = try Shell(history: Self.history)
        try shell.type("\u{12}n", shows: "(reverse-i-search)`n': near 300")
        shell.tty.send("\u{1B}[200~e\u{1B}[201~\u{1B}[27;5;13~ar")
        try shell.tty.waitFor("(reverse-i-search)`near': near 300")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'300@' is not a radius")
    }

    /// A window resized while searching draws the search line again at once, fitted to the
    /// new width, as the prompt is (before: nothing until the next key, and the line drawn
    /// for the old width stayed wider than the window). The search goes on afterwards.
    @Test func aResizeRedrawsTheSearchLineAtTheNewWidth() throws {
        let long = "search " + String(repeating: "x", count: 50) + " tacos"
        let shell = try Shell(history: Self.history + long + "\n")
        try shell.type("\u{12}taco", shows: "(reverse-i-search)`taco': …xxx")
        shell.tty.settle()
        let before = shell.tty.byteCount
        shell.tty.resize(columns: 40, rows: 24)
        try shell.tty.waitForRaw("(reverse-i-search)", after: before, timeout: 5)
        shell.tty.settle()
        let drawn = String(decoding: Array(shell.tty.rawText.utf8).dropFirst(before), as: UTF8.self)
        let line = PseudoTerminal.stripEscapes(drawn.components(separatedBy: "\r\u{1B}[K").last ?? "")
        #expect(line.hasPrefix("(reverse-i-search)`taco': …") && line.hasSuffix(" tacos"), "\(line.debugDescription)")
        #expect(ScreenReplay.textCells(line) <= 39, "\(line.debugDescription)")
        // Ctrl-R again at the new width: the older line that holds it.
        try shell.type("\u{12}", shows: "(reverse-i-search)`taco': search tacos")
        try shell.type("\u{1B}[F")
        try shell.mark(answer: "'tacos@'")
    }
}
