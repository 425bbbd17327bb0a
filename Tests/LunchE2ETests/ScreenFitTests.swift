import Foundation
import Testing

/// On an 80×24 terminal (a real pseudo-terminal, no COLUMNS or LINES: the width and
/// height come from the tty), no line of `near 1500`, `search pizza`, `show 1`, `help`
/// or `map` on the sample is wider than 80 cells (but a link whole on its own line), and
/// the map with its legend and the next prompt fits 24 lines.
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

    /// At 80 columns a name gets the room a rare long Open detail (`closed · opens tomorrow
    /// 10:00`) would take: `near 1500` cut every name at 14 cells (`New Bamboo Ce…`); now
    /// names keep 18 and the Open column keeps `open · closes in 39 min` whole.
    @Test func namesGetTheRoomOfARareLongOpenDetail() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try Self.run("at Kamppi", on: tty)
        let lines = try Self.run("near 1500", on: tty)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("New Bamboo Center "), "\(text)")
        let header = try #require(lines.first { $0.contains("Name") && $0.contains("Open") }, "\(text)")
        let nameColumn = try #require(header.range(of: "Name")), cuisineColumn = try #require(header.range(of: "Cuisine"))
        #expect(header.distance(from: nameColumn.lowerBound, to: cuisineColumn.lowerBound) - 2 >= 18, "\(header)")
        #expect(text.contains("open · until 21:30"), "\(text)")
        for line in lines { #expect(Self.cells(line) <= 80, "\(line)") }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// `COLUMNS` and `LINES` set at start (as a shell exports them) are stale once the
    /// window is resized: from then on the terminal's own size is followed, so a list made
    /// after shrinking the window to 40×12 fits 40 columns, and growing it back fits again.
    @Test func aResizeWinsOverColumnsAndLinesSetAtStart() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8", "COLUMNS": "80", "LINES": "24"]),
                                     columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try Self.run("at Kamppi", on: tty)
        let wide = try Self.run("near 300", on: tty)
        #expect(wide.contains { Self.cells($0) > 40 }, "\(wide)")
        tty.resize(columns: 40, rows: 12)
        tty.settle(0.5)
        _ = try? tty.waitFor("lunch> ", timeout: 1)  // the prompt drawn again at the new size
        let narrow = try Self.run("near 300", on: tty)
        #expect(!narrow.isEmpty)
        for line in narrow where !Self.isWholeLink(line) { #expect(Self.cells(line) <= 40, "\(line)") }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
    }

    /// A link alone on its line, from the line's start: the one line that may be wider than
    /// the screen (the terminal folds it, and copies it as one).
    static func isWholeLink(_ line: String) -> Bool {
        line.contains("://") && !line.contains(" ") && !line.contains("…")
    }

    /// `show` at 80 columns: a link too long to follow its label is on the next line, whole
    /// (it was cut with `…`), the same as `--json` has it; links that fit stay beside their label.
    @Test func showPrintsLongLinksWholeOnTheirOwnLine() throws {
        let sandbox = Sandbox()
        let tty = try PseudoTerminal(arguments: ["--now", "2026-11-20T12:30"],
                                     environment: sandbox.environment(["LANG": "C.UTF-8"]), columns: 80, rows: 24)
        try tty.waitForPrompt()
        _ = try Self.run("at Kamppi", on: tty)
        _ = try Self.run("search tacos", on: tty)
        let lines = try Self.run("show 1", on: tty)
        let text = lines.joined(separator: "\n")
        let json = try sandbox.run(["--json", "-c", "at Kamppi; search tacos; show 1"])
        let last = try #require(json.stdout.split(separator: "\n").last.map(String.init))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let links = try #require((object["place"] as? [String: Any])?["links"] as? [String: Any])
        let google = try #require(links["google"] as? String)
        #expect(google.count > 80 - 14, "a link longer than its column: \(google)")
        let label = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "google" }, "\(text)")
        #expect(lines[label + 1].trimmingCharacters(in: .whitespaces) == google, "\(text)")
        #expect(!lines.contains { $0.contains("https://") && $0.contains("…") }, "\(text)")
        if let osm = links["osm"] as? String, osm.count <= 80 - 14 {
            #expect(lines.contains { $0.hasPrefix("    osm       ") && $0.hasSuffix(osm) }, "\(text)")
        }
        for line in lines where !Self.isWholeLink(line) { #expect(Self.cells(line) <= 80, "\(line)") }
        tty.send("\u{4}")
        #expect(try tty.waitForExit() == 0)
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
            for line in lines where !Self.isWholeLink(line) {
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
