import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// The folding table gives exactly what Foundation's folding (plus the extras and the
/// transliteration of Cyrillic and Greek) gives, on
/// every letter it covers, after letters for every mark, and on whole real names.
@Suite struct FoldingTableTests {
    static func isMark(_ s: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(s.properties.generalCategory)
    }

    static var covered: [Unicode.Scalar] {
        FoldingTable.blocks.flatMap { $0 }.map { Unicode.Scalar($0)! }
    }

    @Test func everyEntryIsFoundationsFoldingOfItsLetter() {
        let scalars = Self.covered
        #expect(scalars.count == FoldingTable.foundation.count)
        var wrong: [String] = []
        for (p, s) in scalars.enumerated() {
            #expect(FoldingTable.position(of: s.value) == p)
            let text = String(Character(s))
            let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
            let expected = Self.isMark(s) ? "" : foundation
            if FoldingTable.foundation[p] != expected { wrong.append("U+\(String(s.value, radix: 16)): \(FoldingTable.foundation[p]) ≠ \(expected)") }
            // Folding the letter alone, by table, is Foundation's folding plus the extras.
            if !Self.isMark(s), TextFolding.fold(text) != TextFolding.foundationFold(text) { wrong.append("fold U+\(String(s.value, radix: 16))") }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func marksFoldAsFoundationFoldsThem() {
        var wrong: [String] = []
        for mark in Self.covered where Self.isMark(mark) {
            for base in ["a", "ø", "и", "ω", " ", "1", "ẞ"] {
                var text = base
                text.unicodeScalars.append(mark)
                text += "x"
                if TextFolding.fold(text) != TextFolding.foundationFold(text) { wrong.append("\(base)+U+\(String(mark.value, radix: 16))") }
            }
            // At the very start Foundation keeps a mark: so does `fold`.
            #expect(!TextFolding.fold(String(String.UnicodeScalarView([mark]))).isEmpty)
            let alone = String(String.UnicodeScalarView([mark, "b"]))
            if TextFolding.fold(alone) != TextFolding.foundationFold(alone) { wrong.append("start U+\(String(mark.value, radix: 16))") }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test func randomTextsOfCoveredLettersFoldAsFoundationFoldsThem() {
        var rng = SplitMix(seed: 15)
        let pool = Self.covered + Array("Aa Zz09-'.,".unicodeScalars) + ["ß", "İ", "ς", "Σ"]
        var wrong: [String] = []
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(rng.next() % 12 + 1) { text.append(pool[Int(rng.next() % UInt64(pool.count))]) }
            let s = String(text)
            if TextFolding.fold(s) != TextFolding.foundationFold(s) { wrong.append(s) }
        }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    @Test func theLettersUnicodeDoesNotDecompose() {
        let cases = ["Schønnemann": "schonnemann", "Det Færøske Hus": "det faeroske hus",
                     "Bún Đậu Thành Hằng": "bun dau thanh hang", "Straße": "strasse", "STRASSE": "strasse",
                     "Łódź": "lodz", "Œuvre": "oeuvre", "Þingvellir": "thingvellir", "Işık": "isik",
                     "Ðaðe": "dade", "Ħamrun": "hamrun", "Cà Phê": "ca phe", "Ταβέρνα ΟΔΟΣ": "taverna odos",
                     "Кафе Ёлка": "kafe elka", "Додо Пицца": "dodo pitstsa", "寿司 Bar": "寿司 bar"]
        for (text, folded) in cases {
            #expect(TextFolding.fold(text) == folded, "\(text)")
        }
    }

    /// Cyrillic, Greek and kana fold to the Latin letters people type for them
    /// (`Transliteration`), so each script's name and its Latin spelling fold alike.
    @Test func otherScriptsFoldToLatinLetters() {
        let cases = ["Москва": "moskva", "Шашлычная": "shashlychnaya", "Пельменная": "pelmennaya",
                     "Чайхана": "chaykhana", "Щи да каша": "shchi da kasha", "Хачапури": "khachapuri",
                     "Київ": "kiyiv", "Ђурђевак": "djurdjevak", "Қымыз": "kymyz",
                     "Ψαροταβέρνα": "psarotaverna", "Σουβλάκι": "souvlaki", "Ευρώπη": "evropi", "Θεσσαλονίκη": "thessaloniki",
                     "ΨΗΣΤΑΡΙΑ": "psistaria",
                     "とんかつ": "tonkatsu", "トンカツ": "tonkatsu", "ﾄﾝｶﾂ": "tonkatsu", "ぎょうざ": "gyoza", "ギョウザ": "gyoza",
                     "ラーメン": "ramen", "きっさてん": "kissaten", "マッチャ": "matcha", "しゃぶしゃぶ": "shabushabu",
                     "ファミリーマート": "famirimato", "とうきょう": "tokyo", "ウィスキー": "wisuki", "ちゃんこ": "chanko",
                     "すし 寿司": "sushi 寿司"]
        for (text, folded) in cases {
            #expect(TextFolding.fold(text) == folded, "\(text)")
            #expect(TextFolding.foundationFold(text) == folded, "\(text)")
        }
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func realNamesAndAddressesFoldAsFoundationFoldsThem() throws {
        let shared = try #require(Fixtures.sharedData)
        var texts: [String] = []
        for file in ["almaty-2025-09.overpass.json", "almaty-2025-09.geojson", "helsinki-center-2019.overpass.json",
                     "piemonte-restaurants-2015-02.geojson"] {
            for place in try CatalogLoader.readPlaces(path: shared + "/osm/" + file) {
                texts.append(place.name)
                if let address = place.address { texts.append(address) }
                texts += place.cuisines + place.tags
            }
        }
        #expect(texts.count > 5_000)
        let wrong = texts.filter { TextFolding.fold($0) != TextFolding.foundationFold($0) }
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    }
}

/// A small seeded generator (the same texts every run).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
