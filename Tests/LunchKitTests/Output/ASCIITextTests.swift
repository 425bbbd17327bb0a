import Testing
import LunchText

/// `ASCIIText.fold`, for a locale that is not UTF-8: ASCII out, cell for cell, so a
/// table's columns stay where they were.
@Suite struct ASCIITextTests {
    @Test func lunchsSymbolsAndLettersBecomeASCIIOfTheSameWidth() {
        let samples = ["Ravintola Sushi…  ★★★★☆", "open · closes 21:00 – 22:00", "Etu-Töölö café", "┌──┐│└┘",
                       "寿司 🍣 ok", "plain ascii\r\n", "e\u{301}"]
        for text in samples {
            let folded = ASCIIText.fold(text)
            #expect(folded.unicodeScalars.allSatisfy { $0.isASCII }, "\(folded)")
            #expect(TextWidth.cells(folded) == TextWidth.cells(text), "\(text) → \(folded)")
        }
        #expect(ASCIIText.fold("Etu-Töölö café · 4 ★") == "Etu-Toolo cafe . 4 *")
        #expect(ASCIIText.fold("plain") == "plain")
    }
}
