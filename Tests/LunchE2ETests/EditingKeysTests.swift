import Foundation
import Testing

/// Editing keys as xterm sends them (TERM=xterm-256color) move the cursor or do
/// nothing; none of them puts text into the line (before the fix Ctrl-→ inserted
/// `;5C`, which split `whe<Ctrl-→>re` into two unknown commands).
@Suite struct EditingKeysTests {
    static let esc = "\u{1B}"

    /// Types `keys` at a fresh prompt, then Enter, and returns what that line printed.
    func run(_ keys: String) throws -> String {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8", "TERM": "xterm-256color"]))
        try tty.waitForPrompt()
        tty.send(keys + "\r")
        let printed = try tty.waitFor("lunch> ")
        let deadline = Date().addingTimeInterval(10)
        while !tty.isRawMode && Date() < deadline { usleep(2_000) }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        return printed
    }

    @Test(arguments: [
        // Ctrl-←/→, Alt-←/→ (CSI and ESC b/f), rxvt's Ctrl-←/→: by word.
        "where", "ere" + esc + "[1;5Dwh", "ere" + esc + "[1;3Dwh", "ere" + esc + "bwh", "ere" + esc + "Odwh",
        "xx where" + esc + "[1;5D" + esc + "[1;5D" + esc + "[1;5C" + esc + "[1;5C" + esc + "[1;5D" + esc + "[1;5D\u{B}" + "where",
        // Home and End in every form.
        "here" + esc + "[1~w", "here" + esc + "[7~w", "here" + esc + "[1;5Hw", "here" + esc + "OHw",
        "w" + esc + "[1~" + esc + "[4~here", "w" + esc + "[1~" + esc + "[8~here", "w" + esc + "[1~" + esc + "[1;2Fhere",
        // Insert, PgUp, PgDn, F1, F5, Ctrl-↑: nothing.
        "wh" + esc + "[2~" + esc + "[5~" + esc + "[6~" + esc + "OP" + esc + "[15~" + esc + "[1;5Aere",
        // Delete on a character, Ctrl-Del on a word.
        "wherxe" + esc + "[D" + esc + "[D" + esc + "[3~",
        "where junk" + esc + "[1;5D" + esc + "[D" + esc + "[3;5~",
        // Alt-X (libedit's `:` command line, which took the rest of the line): nothing.
        "wh" + esc + "xere",
        // Alt-Shift-X: nothing (it was read as an SOS string that took the rest of the line
        // and Enter, until a pause).
        "wh" + esc + "Xere",
    ])
    func editingKeysNeverInsertText(keys: String) throws {
        let printed = try run(keys)
        #expect(printed.contains("No location set"), "\(keys.debugDescription): \(printed)")
        #expect(!printed.contains("unknown command"), "\(keys.debugDescription): \(printed)")
    }

    /// A terminal's replies at the prompt — OSC with `ESC \` or BEL, DCS, APC, a device, a
    /// mouse and a keyboard report, a long SGR, xterm's Ctrl-Enter, a bracketed paste's
    /// markers — are read whole and dropped: the line is what was typed (before:
    /// `11;rgb:…`, `62;22c`, `0;10;5M`, `;5;13~` went into it; DCS's `ESC P` recalled a line).
    @Test(arguments: [
        esc + "]11;rgb:ffff/ffff/ffff" + esc + "\\", esc + "]11;rgb:ffff/ffff/ffff\u{7}",
        esc + "P1$r0;1m" + esc + "\\", esc + "_Gi=1;OK" + esc + "\\", esc + "^pm" + esc + "\\",
        esc + "[?62;22c", esc + "[<0;10;5M", esc + "[?1u", esc + "[27;5;13~",
        esc + "[" + (1...20).map(String.init).joined(separator: ";") + "m",
        esc + "[200~" + esc + "[201~",
    ])
    func terminalRepliesAtThePromptAreNotTyped(reply: String) throws {
        let printed = try run("wh" + reply + "ere")
        #expect(printed.contains("No location set"), "\(reply.debugDescription): \(printed)")
        #expect(!printed.contains("unknown command"), "\(reply.debugDescription): \(printed)")
        // Alone on an empty line, Enter runs nothing.
        let alone = try run(reply)
        #expect(!alone.contains("unknown command") && !alone.contains("Error"), "\(reply.debugDescription): \(alone)")
    }

    /// A reply that comes a byte at a time, 5–100 ms apart (a slow link), is dropped whole too;
    /// a bracketed paste's text goes in without its markers; an arrow cut after its Esc moves.
    @Test func sequencesCutAcrossReadsAtThePrompt() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8", "TERM": "xterm-256color"]))
        try tty.waitForPrompt()
        tty.send("ere")
        tty.send(Self.esc)
        usleep(2_000)
        tty.send("[1;5D")
        tty.trickle(Self.esc + "]11;rgb:0000/0000/0000" + Self.esc + "\\", gaps: [5, 100, 30, 70])
        tty.send(Self.esc + "[200~wh" + Self.esc + "[201~\r")
        let printed = try tty.waitFor("lunch> ")
        #expect(printed.contains("No location set"), "\(printed)")
        #expect(!printed.contains("unknown command"), "\(printed)")
        try tty.waitForEditing()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
