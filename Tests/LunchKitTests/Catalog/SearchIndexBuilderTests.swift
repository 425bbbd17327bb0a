import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct SearchIndexBuilderTests {
    static let texts = [
        "Café Lantern", "Кафе «Бочонок», пр. Абая 44", "Straße 5, 10115 Berlin", "Ärrä—Örrä", "Crêpe — Spoon",
        "東京 ラーメン", "ＦＵＬＬ　ＷＩＤＴＨ，ｃａｆｅ", "e\u{301}cole", " \u{301}accent after a space", "’quoted’",
        "ŁÓDŹ; ĆMA", "ﬁsh ﬂat", "Ἀθῆναι ΣΟΦΟΣ", "A·B", "plain ascii words", "", "—", "İstanbul Ünye",
        ",\u{308}x mark after a comma", "한식 식당", "👍🏽 ok", "☕\u{FE0F} cafe", "مَطعَم الشام", "रेस्तरां खाना",
        "ร้านอาหาร ไทย", "a \u{20DD}enclosed", "x-\u{903}y",
    ]

    @Test func wordByWordIsWhatWholeTextsGive() {
        var memo: [String: [String]] = [:]
        for _ in 0..<2 {  // the second pass reads the memo
            for text in Self.texts {
                #expect(SearchIndexBuilder.words(of: text, memo: &memo) == SearchIndexBuilder.words(of: text), "\(text)")
            }
        }
    }

    @Test func nameWordsFromFoldedBytesAreTheWordsOfTheName() {
        let places = Self.texts.enumerated().map { Place(id: "p\($0.offset)", name: $0.element.isEmpty ? "x" : $0.element,
                                                         coordinate: Coordinate(lat: 1, lon: 1)) }
        let folded = CatalogBuilder.foldedNames(places[...])
        let index = SearchIndexBuilder.build(places, foldedNames: folded)
        var tokens: [String] = []
        for t in 0..<(index.tokenOffsets.count - 1) {
            tokens.append(String(decoding: index.tokens[Int(index.tokenOffsets[t])..<Int(index.tokenOffsets[t + 1])], as: UTF8.self))
        }
        let expected = Set(places.flatMap { SearchIndexBuilder.words(of: $0.name) })
        #expect(Set(tokens) == expected)
    }
}
