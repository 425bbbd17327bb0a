import Foundation
import Testing

/// `map` on a real pseudo-terminal fills the screen above the prompt, at 80×24 and at
/// 120×40 (the size comes from the tty): its top border is the first line printed, the
/// legend sits beside or below it, and no line is wider than the screen.
@Suite struct MapScreenTests {
    @Test(arguments: [(UInt16(80), UInt16(24)), (UInt16(120), UInt16(40))])
    func theMapFillsTheTerminal(columns: UInt16, rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        _ = try ScreenFitTests.run("near 1500", on: tty)
        let lines = try ScreenFitTests.run("map", on: tty)
        let text = lines.joined(separator: "\n")
        // Every line but the prompt's (one may stay blank: the map's inside is odd).
        #expect(lines.count <= Int(rows) - 1 && lines.count >= Int(rows) - 2, "\(lines.count) lines:\n\(text)")
        #expect(lines.first?.hasPrefix("┌") == true, "\(text)")
        let top = try #require(lines.first)
        let frame = ScreenFitTests.cells(String(top.prefix { $0 != " " }))
        #expect(frame >= 41, "\(frame): \(text)")
        let bottom = try #require(lines.firstIndex { $0.hasPrefix("└") })
        // The map has at least half the lines (all but 4 when the legend is beside it).
        #expect(bottom >= (Int(rows) - 4) / 2 + 1, "\(text)")
        for line in lines { #expect(ScreenFitTests.cells(line) <= Int(columns), "\(line)") }
        // The legend beside the map (rows named after the frame's right side), or below it.
        let beside = lines.contains { $0.hasPrefix("│") && $0.range(of: #"│ +1 [^ ]"#, options: .regularExpression) != nil }
        let below = lines[(bottom + 1)...].contains { $0.range(of: #"^ +1 [^ ]"#, options: .regularExpression) != nil }
        #expect(beside != below, "\(text)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// From the smallest screen a map is drawn on to a wide one (21×11, 40×12, 80×24,
    /// 200×50), after `near 1500` (99 rows): the map, its legend and what it says under it
    /// fit above the prompt — the top border is the first line printed, no line is wider
    /// than the screen. At 40×12 the line on rows left off wrapped and pushed the frame off.
    @Test(arguments: [(UInt16(21), UInt16(11)), (UInt16(40), UInt16(12)), (UInt16(80), UInt16(24)), (UInt16(200), UInt16(50))])
    func theMapAndWhatItSaysFitEveryScreen(columns: UInt16, rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        _ = try ScreenFitTests.run("near 1500", on: tty)
        let lines = try ScreenFitTests.run("map", on: tty)
        let text = lines.joined(separator: "\n")
        #expect(lines.count <= Int(rows) - 1, "\(lines.count) lines:\n\(text)")
        #expect(lines.first?.hasPrefix("┌") == true, "\(text)")
        #expect(lines.contains { $0.hasPrefix("└") }, "\(text)")
        for line in lines { #expect(ScreenFitTests.cells(line) <= Int(columns), "\(line)") }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A screen too small for any map (8 lines; 20 columns): `map` says so in one line,
    /// and after `view map` a list prints that line above its table, instead of 13 lines
    /// that push the frame off or a frame that wraps.
    @Test(arguments: [(UInt16(80), UInt16(8)), (UInt16(20), UInt16(24))])
    func aScreenTooSmallForAMapGetsOneLine(columns: UInt16, rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "LUNCH_PAGER": "cat"]),
                                     columns: columns, rows: rows)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        let map = try ScreenFitTests.run("map", on: tty).joined(separator: " ")
        #expect(map.hasPrefix("no map: the screen ("), "\(map)")
        #expect(map.contains("smaller than a map needs (21 columns, 11 lines)"), "\(map)")
        _ = try ScreenFitTests.run("view map", on: tty)
        let lines = try ScreenFitTests.run("near 300", on: tty)
        #expect(lines.first?.hasPrefix("no map: ") == true, "\(lines)")
        #expect(!lines.contains { $0.contains("┌") || $0.contains("└") }, "\(lines)")
        for line in lines { #expect(ScreenFitTests.cells(line) <= Int(columns), "\(line)") }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// After `view map`, a screen tall enough for a small map but not for the map the
    /// width asks for (80×14): the map above the list has fewer lines, its frame whole.
    @Test func theMapAboveAListFitsAShortScreen() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "LUNCH_PAGER": "cat"]),
                                     columns: 80, rows: 14)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        _ = try ScreenFitTests.run("view map", on: tty)
        let lines = try ScreenFitTests.run("near 300", on: tty)
        let top = try #require(lines.firstIndex { $0.hasPrefix("┌") }, "\(lines)")
        let bottom = try #require(lines.firstIndex { $0.hasPrefix("└") }, "\(lines)")
        #expect(bottom - top + 2 <= 13, "\(lines.joined(separator: "\n"))")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// After `view map` with the pager off, a short list (`near 250` at 80×24) and its map
    /// fit the screen together: the map leaves the list's lines, so its top border stays in
    /// view (it took the whole screen and the list pushed the frame off: 33 lines).
    @Test func theMapLeavesRoomForAShortListBelowIt() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        _ = try ScreenFitTests.run("pager off", on: tty)
        _ = try ScreenFitTests.run("view map", on: tty)
        let lines = try ScreenFitTests.run("near 250", on: tty)
        let text = lines.joined(separator: "\n")
        let top = try #require(lines.firstIndex { $0.hasPrefix("┌") }, "\(text)")
        #expect(lines.contains { $0.contains("Name") }, "\(text)")
        #expect(lines.count - top <= 23, "\(text)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// The row numbers drawn inside the map's frame (`4+` counts as 4), and whether any is merged.
    static func labels(_ lines: [String]) -> (rows: [Int], merged: Bool) {
        guard let top = lines.firstIndex(where: { $0.hasPrefix("┌") }),
              let bottom = lines.firstIndex(where: { $0.hasPrefix("└") }), bottom > top else { return ([], false) }
        var rows: [Int] = [], merged = false
        for line in lines[(top + 1)..<bottom] {
            // Between the frame's two sides (a legend may follow beside it).
            let inside = line.dropFirst().prefix { $0 != "│" }
            for word in inside.split(separator: " ") {
                let digits = word.filter(\.isNumber)
                guard !digits.isEmpty, let n = Int(digits) else { continue }
                rows.append(n)
                if word.contains("+") { merged = true }
            }
        }
        return (rows, merged)
    }

    /// The numbered rows of a table (its row numbers, in order).
    static func tableRows(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            let word = line.split(separator: " ").first.map(String.init) ?? ""
            return line.hasPrefix(" ") || line.first?.isNumber == true ? Int(word) : nil
        }
    }

    /// `search tacos` finds places across the catalog, not around you: the frame is
    /// fitted to them, so every row is inside it (none counted off the map, 2 of 9 were),
    /// each with its own label, at 80×24 and 120×40.
    @Test(arguments: [(UInt16(80), UInt16(24)), (UInt16(120), UInt16(40))])
    func theFrameHoldsEveryRowOfASearch(columns: UInt16, rows: UInt16) throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: columns, rows: rows)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        let listed = Self.tableRows(try ScreenFitTests.run("search tacos", on: tty))
        #expect(listed.count >= 5, "\(listed)")
        let lines = try ScreenFitTests.run("map", on: tty)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("off the map"), "\(text)")
        let drawn = Self.labels(lines)
        #expect(drawn.rows.sorted() == listed, "\(text)")
        #expect(!drawn.merged, "\(text)")
        // A blank cell between every label and the frame's sides.
        for line in lines where line.hasPrefix("│") {
            let inside = String(line.dropFirst().prefix { $0 != "│" })
            #expect(inside.first?.isNumber != true && inside.last?.isNumber != true, "\(text)")
        }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// After `view map`, the map above `search sushi` at 80×24: each row its own label
    /// (places that would share a cell go to a free one beside it; it drew `1+12`).
    @Test func theMapAboveAListGivesEveryRowItsOwnLabel() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "LUNCH_PAGER": "cat"]),
                                     columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try ScreenFitTests.run("at Kamppi", on: tty)
        _ = try ScreenFitTests.run("view map", on: tty)
        let lines = try ScreenFitTests.run("search sushi", on: tty)
        let text = lines.joined(separator: "\n")
        let bottom = try #require(lines.firstIndex { $0.hasPrefix("└") }, "\(text)")
        let listed = Self.tableRows(Array(lines[(bottom + 1)...]))
        #expect(listed.count >= 15, "\(text)")
        let drawn = Self.labels(lines)
        #expect(!drawn.merged, "\(text)")
        #expect(drawn.rows.sorted() == listed, "\(text)")
        #expect(!text.contains("off the map"), "\(text)")
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }
}
