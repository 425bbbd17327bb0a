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
}
