import Foundation
import Testing

/// `find` against what a hostile user does on a real pseudo-terminal: a wall of pasted
/// letters, screens a few cells wide or high, a window shrunk to one row and grown again,
/// a query far wider than the screen.
@Suite struct FindHostileTests {
    func shell(columns: UInt16 = 80, rows: UInt16 = 24) throws -> (Sandbox, PseudoTerminal) {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        return (sandbox, tty)
    }

    /// The last frame drawn after byte `offset`: its lines as the screen shows them.
    func lastFrame(_ tty: PseudoTerminal, after offset: Int) -> [String] {
        let drawn = String(decoding: Array(tty.rawText.utf8).dropFirst(offset), as: UTF8.self)
        let frame = drawn.components(separatedBy: "\r\u{1B}[J").last ?? ""
        return frame.components(separatedBy: "\r\n").map(PseudoTerminal.stripEscapes)
    }

    /// Thousands of pasted Cyrillic letters, then Esc at once: the prompt is back within a
    /// few seconds (before: every letter was a redraw of the whole text, and Esc waited
    /// behind them — over 20 s for 2,000 letters).
    @Test(arguments: ["\u{1B}", "\u{3}"])
    func escAfterAPastedWallOfLettersLeavesAtOnce(_ key: String) throws {
        let (sandbox, tty) = try shell()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        try tty.paste(String(repeating: "абвгдежзиклмнопрстуф ", count: 150))
        tty.send(key)
        try tty.waitForPrompt(timeout: 5)
        let screen = ScreenReplay(tty.rawText, columns: 80, rows: 24).screen
        #expect(!screen.contains { $0.contains("find>") || $0.contains("Esc leaves") }, "\(screen)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A letter cut between two reads (as over a slow link) is one letter in the query.
    @Test func aLetterCutBetweenReadsIsKept() throws {
        let (sandbox, tty) = try shell()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        tty.send("caf")
        try tty.waitFor("find> caf")
        tty.send(bytes: [0xC3])
        usleep(300_000)
        tty.send(bytes: [0xA9])
        try tty.waitFor("find> café")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// On a screen 1–5 columns wide or 1–5 rows high every line is cut to the width and
    /// never more lines are drawn than the screen has (before: lines of at least 11 cells
    /// wrapped over each other, and 3 lines were drawn on 1 or 2 rows).
    @Test(arguments: [(UInt16(5), UInt16(24)), (UInt16(1), UInt16(24)), (UInt16(3), UInt16(3)),
                      (UInt16(80), UInt16(1)), (UInt16(80), UInt16(2)), (UInt16(40), UInt16(5))])
    func aTinyScreenGetsWhatFitsNeverWrapped(_ columns: UInt16, _ rows: UInt16) throws {
        let (sandbox, tty) = try shell()
        tty.send("find pizza\r")
        try tty.waitFor(" · 1/")
        try tty.waitFor("Esc leaves)")
        let before = tty.byteCount
        tty.resize(columns: columns, rows: rows)
        try tty.waitForRaw("\r\u{1B}[J", after: before)
        tty.settle()
        let frame = lastFrame(tty, after: before)
        #expect(frame.count <= Int(rows), "\(frame)")
        #expect(frame.allSatisfy { ScreenReplay.textCells($0) <= max(1, Int(columns) - 1) }, "\(frame)")
        if rows == 1 { #expect(frame.count == 1, "\(frame)") }
        if rows >= 3 { #expect(frame.count >= 3, "\(frame)") }
        #expect(frame.first?.isEmpty == false, "\(frame)")
        // Grown again, find works as before.
        tty.resize(columns: 80, rows: 24)
        try tty.waitFor("find> pizza")
        try tty.waitFor("Esc leaves)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// Shrunk to one row the row shown is the query's, and grown again the query line is
    /// on screen once, right under the command, with the results under it (before: at one
    /// row the count line took the query's place, and the lines scrolled away stayed
    /// above the new frame).
    @Test func shrunkToOneRowAndGrownAgainTheQueryLineStaysInView() throws {
        let (sandbox, tty) = try shell()
        tty.send("find pizza\r")
        try tty.waitFor(" · 1/")
        try tty.waitFor("Esc leaves)")
        tty.settle()
        var replay = ScreenReplay(tty.rawText, columns: 80, rows: 24)
        var offset = tty.byteCount
        tty.resize(columns: 80, rows: 1)
        replay.resize(rows: 1)
        try tty.waitForRaw("\r\u{1B}[J", after: offset)
        tty.settle()
        replay.feed(String(decoding: Array(tty.rawText.utf8).dropFirst(offset), as: UTF8.self))
        #expect(replay.screen == ["find> pizza"], "\(replay.screen)")
        offset = tty.byteCount
        tty.resize(columns: 80, rows: 24)
        replay.resize(rows: 24)
        try tty.waitForRaw("Esc leaves)", after: offset)
        tty.settle()
        replay.feed(String(decoding: Array(tty.rawText.utf8).dropFirst(offset), as: UTF8.self))
        let screen = replay.screen
        let query = try #require(screen.firstIndex(of: "find> pizza"), "\(screen)")
        #expect(screen.filter { $0 == "find> pizza" }.count == 1, "\(screen)")
        #expect(query > 0 && screen[query - 1].hasSuffix("lunch> find pizza"), "\(screen)")
        #expect(screen[query + 1].hasPrefix(">"), "\(screen)")
        #expect(replay.cursor.row == query, "\(replay.cursor) \(screen)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A 150-letter query that matches nothing: the line saying so is cut with one `…`
    /// (before: `……`, the query's own cut and the line's).
    @Test(arguments: [UInt16(80), UInt16(100)])
    func aLongQueryIsCutWithOneEllipsis(_ columns: UInt16) throws {
        let (sandbox, tty) = try shell(columns: columns, rows: 24)
        tty.send("find " + String(repeating: "q", count: 150) + "\r")
        try tty.waitFor("No places match")
        tty.settle()
        #expect(!tty.screenText.contains("……"), "\(tty.screenText)")
        let lines = ScreenReplay(tty.rawText, columns: Int(columns), rows: 24).screen
        let status = try #require(lines.first { $0.hasPrefix("No places match") }, "\(lines)")
        #expect(status.hasSuffix("…") && ScreenReplay.textCells(status) <= Int(columns) - 1, "\(status)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A terminal's replies while `find` runs (OSC with `ESC \` or BEL, a device report)
    /// are read whole and dropped (before: `caf11;rgb:0000/0000/0000…` was the query).
    @Test func terminalRepliesAreNotTyped() throws {
        let (sandbox, tty) = try shell()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        tty.send("caf")
        try tty.waitFor("find> caf")
        tty.send("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}]10;rgb:ffff/ffff/ffff\u{7}\u{1B}[?1;2c\u{1B}P1$r0m\u{1B}\\e")
        try tty.waitFor("find> cafe")
        tty.settle()
        let screen = ScreenReplay(tty.rawText, columns: 80, rows: 24).screen
        #expect(screen.contains { $0.hasPrefix("find> cafe") }, "\(screen)")
        #expect(!screen.contains { $0.contains("rgb") || $0.contains("1;2c") || $0.contains("$r") }, "\(screen)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// Alt-Shift-X (`ESC X`) in `find` is a key that does nothing: the letters typed after
    /// it go into the query (before: read as an SOS string, it swallowed them until a pause).
    @Test func altShiftXDoesNotSwallowTheTypingAfterIt() throws {
        let (sandbox, tty) = try shell()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        tty.send("caf")
        try tty.waitFor("find> caf")
        tty.send("\u{1B}Xe")
        try tty.waitFor("find> cafe")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// `find` uses the screen's height: at 200×50 every one of `pizza`'s 24 matches is
    /// drawn at once (before: 8, the rest only by scrolling), the frame and the command's
    /// line no taller than the screen.
    @Test func aTallScreenShowsAsManyRowsAsItHolds() throws {
        let (sandbox, tty) = try shell(columns: 200, rows: 50)
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        let before = tty.byteCount
        tty.send("find pizza\r")
        try tty.waitFor("Esc leaves)")
        tty.settle()
        let frame = lastFrame(tty, after: before)
        let rows = frame.filter { $0.range(of: #"^[> ] +[0-9]+  "#, options: .regularExpression) != nil }
        #expect(rows.count == 24, "\(frame)")
        #expect(frame.count <= 49, "\(frame)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// A place beyond the saved radius is marked `far` in `find` as in `search`'s table
    /// (before: `find` gave the distance alone).
    @Test func placesBeyondTheRadiusAreMarkedFar() throws {
        let (sandbox, tty) = try shell()
        _ = try ScreenFitTests.run("at 60.1699,24.9384", on: tty)
        _ = try ScreenFitTests.run("filter radius 400", on: tty)
        let table = try ScreenFitTests.run("search kahvi", on: tty).joined(separator: "\n")
        #expect(table.contains("far 550 m"), "\(table)")
        let before = tty.byteCount
        tty.send("find kahvi\r")
        try tty.waitFor("Esc leaves)")
        tty.settle()
        let frame = lastFrame(tty, after: before)
        #expect(frame.contains { $0.contains("Jääpuiston kahvila") && $0.contains(" · 360 m") && !$0.contains("far") }, "\(frame)")
        #expect(frame.contains { $0.contains("Kahvi Charlotta") && $0.contains(" · far 550 m") }, "\(frame)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// An arrow cut after its Esc (2 or 80 ms apart, as over ssh or tmux) is the arrow, and
    /// a reply that comes a byte at a time 5–100 ms apart is dropped whole (before: past
    /// 50 ms the Esc alone left `find` and `[D` was typed at the prompt; a slow reply's tail
    /// went into the query).
    @Test(arguments: [UInt32(2), UInt32(80)])
    func sequencesCutAcrossReadsAreReadWhole(gap: UInt32) throws {
        let (sandbox, tty) = try shell()
        tty.send("find\r")
        try tty.waitFor("Esc leaves")
        tty.send("caf")
        try tty.waitFor("find> caf")
        tty.send("\u{1B}")
        usleep(gap * 1_000)
        tty.send("[D")
        tty.trickle("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", gaps: [5, 100, 30, 70])
        tty.send("x")
        try tty.waitFor("find> caxf")
        tty.settle()
        let screen = ScreenReplay(tty.rawText, columns: 80, rows: 24).screen
        #expect(screen.contains { $0.hasPrefix("find> caxf") }, "\(screen)")
        #expect(!screen.contains { $0.contains("rgb") || $0.contains("[D") }, "\(screen)")
        tty.send("\u{1B}")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }
}
