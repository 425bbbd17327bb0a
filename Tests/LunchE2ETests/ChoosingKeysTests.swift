import Foundation
import Testing

/// A name several places have (the sample holds six Hanko Sushi, one written `hanko sushi`): Tab lists them with
/// rows instead of completing to the name, and the command lists them as rows that
/// become the last list, so `show 2` picks. At 80×24 and at another size.
@Suite struct ChoosingKeysTests {
    static let sizes: [(UInt16, UInt16)] = [(80, 24), (120, 40)]

    func shell(_ size: (UInt16, UInt16)) throws -> (Sandbox, PseudoTerminal) {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: size.0, rows: size.1)
        try tty.waitForPrompt()
        return (sandbox, tty)
    }

    @Test(arguments: sizes)
    func tabListsTheChoicesWithRowsAndShow2Picks(_ columns: UInt16, _ rows: UInt16) throws {
        let (sandbox, tty) = try shell((columns, rows))
        tty.send("show Hanko\t")
        // Rows with what tells them apart, not `show Hanko\ Sushi` on the line.
        try tty.waitFor("2  Hanko Sushi")
        try tty.waitFor("6  Hanko Sushi")
        try tty.waitForEditing()
        tty.send("\u{15}show 2\r")
        try tty.waitFor("Hanko Sushi  osm:")
        try tty.waitForPrompt()
        #expect(!tty.screenText.contains("show Hanko\\ Sushi"))
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    @Test(arguments: sizes)
    func anAmbiguousNameListsTheMatchesAndSaysSoInOneLine(_ columns: UInt16, _ rows: UInt16) throws {
        let (sandbox, tty) = try shell((columns, rows))
        tty.send("show Hanko Sushi\r")
        // One line, short enough not to wrap at 80 columns.
        let message = "error: 'Hanko Sushi' matches 6 places, listed below; pick one by row: 'show 1'"
        try tty.waitFor(message)
        let line = tty.screenText.components(separatedBy: .newlines).first { $0.contains("error: 'Hanko Sushi'") }
        #expect(line?.trimmingCharacters(in: .whitespaces) == message)
        try tty.waitFor("Hanko Sushi")
        try tty.waitForPrompt()
        tty.send("show 2\r")
        try tty.waitFor("Hanko Sushi  osm:")
        try tty.waitForPrompt()
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
        withExtendedLifetime(sandbox) {}
    }

    /// Without a terminal: the same list and line, and the list is the last list for the
    /// next command of the same run.
    @Test func inACommandListTheRowsStayForTheNextCommand() throws {
        let sandbox = Sandbox()
        let r = try sandbox.run(["-c", "show Hanko Sushi; show 3"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: 'Hanko Sushi' matches 6 places, listed below; pick one by row: 'show 1'\n"))
        let rows = r.stdout.split(separator: "\n").filter { $0.lowercased().contains("hanko sushi") }
        #expect(rows.count >= 7, "\(r.stdout)")  // six rows, then the place shown
        #expect(r.stdout.contains("Hanko Sushi  osm:"))
    }
}
