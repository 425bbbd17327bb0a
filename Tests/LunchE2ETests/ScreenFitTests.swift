import Foundation
import Testing

/// On an 80×24 terminal (a real pseudo-terminal, no COLUMNS or LINES: the width and
/// height come from the tty), no line of `near 1500`, `search pizza`, `show 1`, `help`
/// or `map` on the sample is wider than 80 cells, and the map with its legend and the
/// next prompt fits 24 lines.
@Suite struct ScreenFitTests {
    /// Terminal cells of a line: two for East Asian wide characters and emoji, none for
    /// combining marks, one for the rest.
    static func cells(_ line: String) -> Int {
        line.reduce(0) { total, ch in
            guard let v = ch.unicodeScalars.first?.value else { return total }
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1F64F).contains(v)
                || (0x1F900...0x1F9FF).contains(v) || ch.unicodeScalars.contains { $0.value == 0xFE0F }
            return total + (wide ? 2 : 1)
        }
    }

    /// What `command` printed, line by line, up to the next prompt.
    static func run(_ command: String, on tty: PseudoTerminal) throws -> [String] {
        tty.send(command + "\r")
        let text = try tty.waitFor("lunch> ", timeout: 30)
        var lines = text.components(separatedBy: "\n")
        lines.removeFirst()  // the line typed
        lines.removeLast()   // the next prompt
        return lines
    }

    @Test func theFiveCommandsFitEightyByTwentyFour() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        // A set location, so the counts do not depend on how the default one is chosen.
        _ = try Self.run("at Kamppi", on: tty)
        for command in ["near 1500", "search pizza", "show 1", "help", "map"] {
            let lines = try Self.run(command, on: tty)
            #expect(lines.count > 5, "\(command): \(lines)")
            for line in lines {
                #expect(Self.cells(line) <= 80, "\(command): \(Self.cells(line)) cells: \(line)")
            }
            if command == "near 1500" {
                #expect(lines.last?.wholeMatch(of: /… [0-9]+ more: type 'more'/) != nil, "\(lines.suffix(2))")
            }
            if command == "map" {
                // The map, its legend and the prompt after them on one 24-line screen.
                #expect(lines.count <= 23, "\(lines.joined(separator: "\n"))")
                #expect(lines.first?.hasPrefix("┌") == true)
                #expect(lines.contains { $0.hasPrefix("└") })
            }
        }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// `more` on the terminal: rows 51–100 of the sample around Kamppi.
    @Test func moreShowsTheNextRowsOnTheTerminal() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try Self.run("at Kamppi", on: tty)
        _ = try Self.run("near 1500", on: tty)
        let page = try Self.run("more", on: tty)
        #expect(page.first?.hasPrefix("  #  Name") == true, "\(page)")
        #expect(page.dropFirst().first?.hasPrefix(" 51  ") == true)
        #expect(page.dropLast().last?.wholeMatch(of: /\(rows 51–100 of [0-9]+\)/) != nil, "\(page.suffix(2))")
        #expect(page.last?.wholeMatch(of: /… [0-9]+ more: type 'more'/) != nil, "\(page.suffix(2))")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
