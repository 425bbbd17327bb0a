import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A name of one letter and 20,000 combining accents is shown as the letter, four
/// accents and `<…>` in tables and the map legend, so its row stays short and the
/// stacked accents cannot spill over other rows; `--json` keeps every accent.
@Suite struct CombiningMarkTests {
    static let accents = String(repeating: "\u{301}", count: 20_000)
    static let piled = "e" + accents
    static let places = Fixtures.small + [Fixtures.place(11, piled, metres: 40, cuisines: ["x" + accents])]

    func bytesOfLongestLine(_ text: String) -> Int { text.split(separator: "\n").map { $0.utf8.count }.max() ?? 0 }

    @Test func atMostFourMarksAreKeptPerCharacterAndTheRestShownOnce() {
        let four = String(repeating: "\u{301}", count: 4)
        #expect(TerminalText.safe(Self.piled) == "e" + four + "<…>")
        #expect(TerminalText.safe("a" + String(repeating: "\u{300}", count: 5) + "b\u{301}\u{302}") == "a" + String(repeating: "\u{300}", count: 4) + "<…>b\u{301}\u{302}")
        #expect(TerminalText.output("x" + Self.accents + "\n") == "x" + four + "<…>\n")
    }

    @Test func realTextWithMarksIsKept() {
        for text in ["Café", "Cafe\u{301}", "Phở", "Ngo\u{323}\u{302}c", "हिन्दी", "1\u{FE0F}\u{20E3}", "Z\u{301}\u{302}\u{303}\u{304}"] {
            #expect(TerminalText.safe(text) == text, "\(text)")
        }
    }

    @Test func tablesAndTheMapLegendShowAShortRow() {
        let s = TestShell(places: Self.places)
        s.run("at 60.1699,24.9384")
        for command in ["near 100", "search e", "map"] {
            s.output.clear()
            #expect(!s.run(command).failed, "\(command): \(s.output.stderr)")
            let text = s.output.stdout
            #expect(text.contains("e\u{301}\u{301}\u{301}\u{301}<…>"), "\(command)\n\(text.prefix(400))")
            #expect(!text.contains("\u{301}\u{301}\u{301}\u{301}\u{301}"), "\(command)")
            #expect(bytesOfLongestLine(text) < 1_000, "\(command): \(bytesOfLongestLine(text)) bytes")
        }
    }

    @Test func jsonKeepsEveryMark() {
        let s = TestShell(places: Self.places, json: true)
        s.run("at 60.1699,24.9384; near 100")
        #expect(s.output.stdout.contains(#""name":"\#(Self.piled)""#))
    }
}
