import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Messages wrap at spaces: no line splits a word that fits on the next, and ids, URLs,
/// paths and numbers are never split, whatever the width.
@Suite struct WordWrapTests {
    /// The words of `lines` in order, as one line with single spaces.
    static func words(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: " ") }.joined(separator: " ")
    }

    static let message = "cannot import /home/someone/Downloads/helsinki-latest.osm.pbf: the Overpass answer "
        + "for osm:node/6012345678 at https://overpass-api.de/api/interpreter?data=%5Bout%3Ajson%5D "
        + "was 1234567 bytes long, more than 1000000"

    @Test func everyWidthKeepsTheWordsInOrderAndNeverSplitsATokenOrAWordThatFits() {
        let tokens = Self.message.split(separator: " ").map(String.init).filter { TextWidth.isToken($0) }
        #expect(tokens.contains("osm:node/6012345678") && tokens.contains("1234567"))
        for width in 12...90 {
            let lines = TextWidth.wrap(Self.message, to: width)
            #expect(Self.words(lines) == Self.message, "width \(width): \(lines)")
            // Each token is whole on one line.
            for token in tokens {
                #expect(lines.contains { $0.split(separator: " ").contains(Substring(token)) }, "width \(width): \(token) split: \(lines)")
            }
            for (line, next) in zip(lines, lines.dropFirst()) {
                // Only a line of one long token may be wider than the width.
                #expect(TextWidth.cells(line) <= width || !line.contains(" "), "width \(width): \(line)")
                // The next line's first word did not fit on this one.
                let first = next.split(separator: " ").first.map(String.init) ?? ""
                #expect(TextWidth.cells(line) + 1 + TextWidth.cells(first) > width, "width \(width): \(line) | \(next)")
            }
        }
    }

    @Test func idsURLsPathsAndNumbersAreTokensAndWordsAreNot() {
        for token in ["osm:node/60123", "https://example.com/x", "(osm:way/45)", "'osm:node/1'", "/tmp/a.json", "1234", "12:30",
                      "example.com", "a@b.fi", "v1.2"] {
            #expect(TextWidth.isToken(token), "\(token)")
        }
        for word in ["commands)", "Overpass", "'help'", "café.", "(type", "vegan,"] {
            #expect(!TextWidth.isToken(word), "\(word)")
        }
        // A plain word longer than the line is still broken where the line ends.
        #expect(TextWidth.wrap("Pneumonoultramicroscopicsilicovolcanoconiosis", to: 20).count == 3)
        // A token longer than the line has a line of its own, whole.
        let url = "https://www.openstreetmap.org/node/6012345678#map=19/60.1699/24.9384"
        #expect(TextWidth.wrap("see \(url) for more", to: 40) == ["see", url, "for more"])
    }

    @Test func wrapLinesKeepsLinesThatFitAndIndentsTheRestOfALongOne() {
        let text = "short line\n    an indented line that is far too long for the screen it is shown on\nend"
        let lines = TextWidth.wrapLines(text, to: 30).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "short line" && lines.last == "end")
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 30 }, "\(lines)")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("    ") }, "\(lines)")
        #expect(TextWidth.wrapLines("fits\nfine", to: 30) == "fits\nfine")
    }

    /// At 80 columns, `serach` gets its hint in whole words (it was cut as `com` / `mands`).
    @Test func theUnknownCommandHintWrapsAtSpacesAtEightyColumns() {
        let s = TestShell(places: Fixtures.small, screen: ScreenSize(columns: 80, rows: 24))
        s.run("serach pizzeria near the station")
        let lines = s.output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 80 }, "\(lines)")
        #expect(Self.words(lines) == "error: " + Messages.unknownCommand("serach", suggestion: "search"))
    }

    /// An error quoting an id wraps before the id, never inside it.
    @Test func anErrorWithAnIdKeepsTheIdWhole() {
        let s = TestShell(places: Fixtures.small, screen: ScreenSize(columns: 80, rows: 24))
        let id = "osm:node/601234567890123"
        s.run("show \(id) because I want to see it")
        let lines = s.output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 80 }, "\(lines)")
        #expect(lines.contains { $0.contains(id) }, "\(lines)")
        // Without a known width (a pipe) the message is one line, as before.
        let piped = TestShell(places: Fixtures.small)
        piped.run("show \(id) because I want to see it")
        #expect(piped.output.stderr.split(separator: "\n").count == 1)
    }
}
