import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// The one path from untrusted text to terminal text.
@Suite struct TerminalTextTests {
    static let bidi: [UInt32] = [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    func text(_ values: [UInt32]) -> String {
        String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
    }

    func hasNoControls(_ s: String) -> Bool {
        !s.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || Self.bidi.contains($0.value) }
    }

    @Test func everyC0ControlAndDELBecomesItsOneCellPicture() {
        for v in UInt32(0)..<0x20 {
            let shown = TerminalText.safe("a" + text([v]) + "b")
            #expect(shown == "a" + text([0x2400 + v]) + "b", "U+\(v)")
            #expect(TextWidth.cells(shown) == 3)
        }
        #expect(TerminalText.safe("Del\u{7F}ete") == "Del␡ete")
        #expect(TerminalText.safe("\u{1B}]0;pwned\u{7}") == "␛]0;pwned␇")
        #expect(TerminalText.safe("a\r\nb\0c") == "a␍␊b␀c")
    }

    @Test func everyC1ControlIsShownByItsCode() {
        for v in UInt32(0x80)...0x9F {
            let shown = TerminalText.safe("x" + text([v]))
            #expect(shown == "x<U+00\(String(v, radix: 16, uppercase: true))>")
            #expect(hasNoControls(shown))
        }
    }

    @Test func bidiControlsAndLineSeparatorsAreShownByTheirCode() {
        for v in Self.bidi {
            let shown = TerminalText.safe("a" + text([v]) + "b")
            let hex = String(v, radix: 16, uppercase: true)
            #expect(shown == "a<U+\(hex.count < 4 ? "0" + hex : hex)>b")
        }
        #expect(TerminalText.safe("Bidi\u{202E}live\u{202C}") == "Bidi<U+202E>live<U+202C>")
    }

    @Test func lettersMarksWideCharactersAndEmojiAreKept() {
        for kept in ["Café", "Cafe\u{301}", "\u{301}leading mark", "Пельменная", "寿司 ラーメン", "🍣 Sushi", "👩‍🍳 Chef",
                     "❤️", "زعتر", "می\u{200C}خواهم", "שלום", "क्\u{200D}ष", "👨‍👩‍👧", "\u{0600}١٢",
                     "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland", "🇫🇮", "1\u{FE0F}\u{20E3}", ""] {
            #expect(TerminalText.safe(kept) == kept)
        }
    }

    @Test func widthsCountWhatIsShown() {
        let name = "寿司\u{1B}[2J\u{202E}"
        let shown = TerminalText.safe(name)
        #expect(shown == "寿司␛[2J<U+202E>")
        #expect(TextWidth.cells(shown) == 4 + 4 + 8)
        #expect(TextWidth.cells(TextWidth.truncate(shown, to: 6)) <= 6)
    }

    @Test func invisibleCharactersAreShownByTheirCode() {
        let hidden: [UInt32] = [0x00AD, 0x180E, 0x200B, 0x2060, 0x2061, 0x2064, 0xFEFF, 0xFFF9, 0xFFFB, 0x1D173,
                                0xE0001, 0xE0020, 0xE0041, 0xE007F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xFDD0, 0xFDEF]
        for v in hidden {
            let hex = String(format: "%04X", v)
            #expect(TerminalText.safe("Pizza" + text([v]) + "Hut") == "Pizza<U+\(hex)>Hut")
            #expect(TerminalText.output("Pizza" + text([v])) == "Pizza<U+\(hex)>")
        }
        // Look-alikes differ on screen.
        #expect(TerminalText.safe("Pizza\u{200B}Hut") != TerminalText.safe("PizzaHut"))
        #expect(TerminalText.safe("\u{FEFF}Café") == "<U+FEFF>Café")
        // Tags outside a flag sequence (or a sequence that never ends) are codes.
        #expect(TerminalText.safe("a\u{E0041}\u{E007F}") == "a<U+E0041><U+E007F>")
        #expect(TerminalText.safe("🏴\u{E0067}\u{E0062}") == "🏴<U+E0067><U+E0062>")
        #expect(TerminalText.safe("🏴\u{E007F}") == "🏴<U+E007F>")
    }

    @Test func outputKeepsLineBreaksTabsAndLunchsOwnColourButNothingElse() {
        let style = Style(enabled: true)
        let built = style.bold("Name") + "\n\tsecond " + style.red("closed")
        #expect(TerminalText.output(built) == "\u{1B}[1mName\u{1B}[0m\n\tsecond \u{1B}[31mclosed\u{1B}[0m")
        #expect(TerminalText.output(Style(enabled: false).bold("Name")) == "Name")
        // Colour codes that come with data, safe or not, never pass; neither do marks.
        #expect(TerminalText.output("tag \u{1B}[8m \u{1B}[31mred") == "tag ␛[8m ␛[31mred")
        #expect(TerminalText.output(style.dim(TerminalText.safe("\u{1B}[8m"))) == "\u{1B}[2m␛[8m\u{1B}[0m")
        let mark = text([0xFDD0]) + "8" + text([0xFDD1])
        #expect(TerminalText.output(mark + "x") == "<U+FDD0>8<U+FDD1>x")
        #expect(TerminalText.safe(style.bold("x")) == "<U+FDD0>1<U+FDD1>x<U+FDD0>0<U+FDD1>")
        #expect(TerminalText.output("a\u{1B}]0;t\u{7}b\u{1B}[2J\r\0\u{9B}\u{202E}") == "a␛]0;t␇b␛[2J␍␀<U+009B><U+202E>")
        #expect(TerminalText.output("\u{1B}[31") == "␛[31")
    }

    @Test func onlyTheStartBeforeAControlCanBeInserted() {
        #expect(TerminalText.insertablePrefix("Café Regatta") == ("Café Regatta", false))
        #expect(TerminalText.insertablePrefix("Evil\u{1B}]0;x\u{7}") == ("Evil", true))
        #expect(TerminalText.insertablePrefix("Nul\0Cut") == ("Nul", true))
    }

    @Test func completionInsertsOnlyTheSafeStartOfAName() {
        let one = Completer.completion(for: [Candidate("Evil\u{1B}]0;pwned\u{7}Title")], typed: "ev", rawLength: 2, quote: nil)
        #expect(one == Completion(deleteCount: 2, insert: "Evil"))
        let two = Completer.completion(for: [Candidate("Two\nLines"), Candidate("Two\rReturns")], typed: "t", rawLength: 1, quote: nil)
        #expect(two == Completion(deleteCount: 1, insert: "Two"))
        let listing = CandidateLayout.columns([Candidate("Two\nLines"), Candidate("Bidi\u{202E}x")], width: 80)
        #expect(listing == "Two␊Lines      Bidi<U+202E>x")
    }

    @Test func jsonStaysExactButEscapesEveryControl() {
        let name = "Evil\u{1B}]0;pwned\u{7}\u{85}\u{202E}\0"
        let line = JSON.string(name).serialized()
        #expect(line == #""Evil\u001b]0;pwned\u0007\u0085\u202e\u0000""#)
        #expect(hasNoControls(line))
    }
}
