import Foundation
import Testing

/// Keys typed while a command runs (the shell is not in the line editor, the terminal
/// is cooked) stay harmless, and the keys after them keep working.
@Suite struct TypeAheadTests {
    /// A file whose import takes a moment, so keys can be typed while it runs.
    func slowImportFile(_ sandbox: Sandbox) throws -> String {
        var text = #"{"elements":["#
        for i in 1...80_000 {
            if i > 1 { text += "," }
            text += #"{"type":"node","id":\#(i),"lat":\#(60 + Double(i % 1000) / 10_000),"lon":\#(24 + Double(i / 1000) / 1000),"tags":{"name":"Slow \#(i)","amenity":"cafe"}}"#
        }
        text += "]}"
        let path = sandbox.folder + "/slow.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func ctrlDTypedWhileACommandRunsLeavesTheNextKeysWorking() throws {
        let sandbox = Sandbox()
        let path = try slowImportFile(sandbox)
        // Wide enough that the import's one-line answer is not wrapped.
        let tty = try PseudoTerminal(environment: sandbox.environment(), columns: 250)
        try tty.waitForPrompt()
        tty.send("import \(path)\r")
        // The command runs once the editor has handed the terminal back (cooked mode).
        let deadline = Date().addingTimeInterval(10)
        while !tty.isCookedMode && Date() < deadline { usleep(2_000) }
        #expect(tty.isCookedMode)
        tty.send("\u{4}")
        try tty.waitFor("80000 added", timeout: 120)
        try tty.waitForPrompt()
        // Before the fix the queued Ctrl-D arrived as a NUL that made this Enter literal
        // (`^M` on the line, no new prompt).
        tty.send("\r")
        try tty.waitForPrompt(timeout: 5)
        tty.send("where\r")
        try tty.waitFor("No location set")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("^M"))
        #expect(!tty.screenText.contains("^@"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlDAndALineTypedAheadRunTheLine() throws {
        let sandbox = Sandbox()
        let path = try slowImportFile(sandbox)
        // Wide enough that the import's one-line answer is not wrapped.
        let tty = try PseudoTerminal(environment: sandbox.environment(), columns: 250)
        try tty.waitForPrompt()
        tty.send("import \(path)\r")
        let deadline = Date().addingTimeInterval(10)
        while !tty.isCookedMode && Date() < deadline { usleep(2_000) }
        tty.send("\u{4}\rat 60.05,24.05\r")
        try tty.waitFor("80000 added", timeout: 120)
        try tty.waitFor("Location set to 60.05", timeout: 10)
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("^M"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
