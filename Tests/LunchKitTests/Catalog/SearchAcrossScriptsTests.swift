import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Issue 28, item 7: Latin queries find Cyrillic, Greek and kana names and the other way
/// round, hiragana finds katakana; typos by word length (none under four letters or in a
/// number, one up to seven, two from eight); a name with the query's words in its order
/// first; the places within a range first, the far ones after and marked.
@Suite struct SearchAcrossScriptsTests {
    static let places = [
        Fixtures.place(1, "Шашлычная", metres: 100),
        Fixtures.place(2, "Ψαροταβέρνα", metres: 200),
        Fixtures.place(3, "とんかつ まい泉", metres: 300),
        Fixtures.place(4, "トンカツ 和幸", metres: 400),
        Fixtures.place(5, "Pizzeria Napoli", metres: 500),
        Fixtures.place(6, "Ресторан Москва", metres: 600),
        Fixtures.place(7, "Bar 1234", metres: 700),
        Fixtures.place(8, "ラーメン 一蘭", metres: 800),
        Fixtures.place(9, "Moskva Grill", metres: 900),
        Fixtures.place(10, "Σουβλάκι Express", metres: 1_000),
    ]
    static let catalog = Catalog(places: places)

    func names(_ query: String) -> [String] {
        Self.catalog.search(query, from: Fixtures.helsinki).hits.map { Self.catalog.name(at: $0.index) }
    }

    @Test func latinFindsOtherScripts() {
        #expect(names("shashlychnaya") == ["Шашлычная"])
        #expect(names("psarotaverna") == ["Ψαροταβέρνα"])
        #expect(names("tonkatsu") == ["とんかつ まい泉", "トンカツ 和幸"])
        #expect(names("ramen") == ["ラーメン 一蘭"])
        #expect(names("souvlaki") == ["Σουβλάκι Express"])
    }

    @Test func scriptsFindEachOther() {
        #expect(names("Москва") == ["Ресторан Москва", "Moskva Grill"])
        #expect(names("moskva") == ["Ресторан Москва", "Moskva Grill"])
        #expect(names("とんかつ") == ["とんかつ まい泉", "トンカツ 和幸"])   // hiragana finds katakana
        #expect(names("トンカツ") == ["とんかつ まい泉", "トンカツ 和幸"])
        #expect(names("ψαροταβερνα") == ["Ψαροταβέρνα"])
        #expect(names("ШАШЛЫЧНАЯ") == ["Шашлычная"])
    }

    @Test func typosByWordLength() {
        #expect(names("pizzzeriaa") == ["Pizzeria Napoli"])   // two typos in a word of ten
        #expect(names("pizzeriaa") == ["Pizzeria Napoli"])
        #expect(names("napoly") == ["Pizzeria Napoli"])       // one in a word of six
        #expect(names("nappoly").isEmpty)                     // not two under eight letters
        #expect(names("bsr").isEmpty)                         // none under four
        #expect(names("1234") == ["Bar 1234"])
        #expect(names("1235").isEmpty)                        // none in a number
        #expect(names("Шашлчная") == ["Шашлычная"])           // a Cyrillic letter is one typo
        #expect(names("Шалычная") == ["Шашлычная"])           // ш (sh) missing: one typo too
        #expect(names("Мосва") == ["Ресторан Москва", "Moskva Grill"])
        #expect(names("Мсва").isEmpty)                         // two missing in four letters
        #expect(Catalog.typosAllowed("bar") == 0)
        #expect(Catalog.typosAllowed("napoli") == 1)
        #expect(Catalog.typosAllowed("pizzeria") == 2)
        #expect(Catalog.typosAllowed("12345678") == 0)
        #expect(Catalog.typosAllowed("bankok9") == 1)   // a word with a digit is no number
    }

    /// A word of six letters or more finds a longer word it starts with up to its typos,
    /// as it finds a whole word: the dish finds the place named for it, in either script.
    @Test func aWordFindsTheStartOfALongerOneWithItsTypos() {
        #expect(names("шашлык") == ["Шашлычная"])      // shashlyk: one from shashlyc
        #expect(names("shashlik") == ["Шашлычная"])    // two from shashlyc in eight letters
        #expect(names("shashlyk") == ["Шашлычная"])
        #expect(names("shushlik").isEmpty)             // three typos
        #expect(names("Шашлик").isEmpty)               // two typos in six typed letters
        #expect(names("shash") == ["Шашлычная"])       // a plain start, as before
        #expect(names("pizzerra") == ["Pizzeria Napoli"])
        #expect(names("naploi") == ["Pizzeria Napoli"])
    }

    /// A typo in the first letter is forgiven as anywhere else: in a whole word of four
    /// letters or more, and in the start of a longer word from six letters on.
    @Test func aTypoInTheFirstLetterIsForgiven() {
        let catalog = Catalog(places: [
            Fixtures.place(1, "Pizza Hut", metres: 100),
            Fixtures.place(2, "Taco Bell", metres: 200),
            Fixtures.place(3, "Pizzeria Roma", metres: 300),
        ])
        func names(_ q: String) -> [String] {
            catalog.search(q, from: Fixtures.helsinki).hits.map { catalog.name(at: $0.index) }
        }
        #expect(names("oizza") == ["Pizza Hut"])
        #expect(names("lizza") == ["Pizza Hut"])
        #expect(names("yaco") == ["Taco Bell"])
        #expect(names("oizzer") == ["Pizzeria Roma"])     // the start of pizzeria, p typed o
        #expect(names("izzeri") == ["Pizzeria Roma"])     // p missing
        #expect(names("ipzzer") == ["Pizzeria Roma"])     // p and i swapped
        #expect(names("oizz").isEmpty)                    // a start under six letters: as typed
        #expect(names("yac").isEmpty)                     // none under four letters
    }

    /// A start typed in Cyrillic finds the places the same start typed in Latin finds: what
    /// differs is one typed letter, two Latin letters of a name are one letter's (`zh`).
    @Test func aCyrillicStartMatchesAsItsLatin() {
        let catalog = Catalog(places: [
            Fixtures.place(1, "Mo Bar", metres: 100),
            Fixtures.place(2, "Mosaik", metres: 200),
            Fixtures.place(3, "Msk Grill", metres: 300),
            Fixtures.place(4, "Moskva", metres: 400),
            Fixtures.place(5, "Mk Cafe", metres: 500),
        ])
        func names(_ q: String) -> [String] {
            catalog.search(q, from: Fixtures.helsinki).hits.map { catalog.name(at: $0.index) }
        }
        #expect(names("mosk") == ["Moskva", "Msk Grill"])
        #expect(names("Моск") == names("mosk"))
        #expect(names("МОСК") == names("mosk"))
        #expect(names("Мозк") == names("mozk"))
        #expect(names("Мозк").isEmpty)
    }

    @Test func theWordsInTheQuerysOrderRankFirst() {
        let catalog = Catalog(places: [
            Fixtures.place(1, "Napoli Pizza", metres: 50),
            Fixtures.place(2, "Pizza Napoli Centro", metres: 900),
            Fixtures.place(3, "Pizza Bella Napoli", metres: 20),
        ])
        func names(_ q: String, within range: Double? = nil) -> [String] {
            catalog.search(q, from: Fixtures.helsinki, within: range).hits.map { catalog.name(at: $0.index) }
        }
        #expect(names("pizza napoli") == ["Pizza Napoli Centro", "Pizza Bella Napoli", "Napoli Pizza"])
        #expect(names("napoli pizza") == ["Napoli Pizza", "Pizza Bella Napoli", "Pizza Napoli Centro"])
        #expect(names("pizza nap") == ["Pizza Napoli Centro", "Pizza Bella Napoli", "Napoli Pizza"])
        #expect(names("pizza napoli", within: 1_500) == ["Pizza Napoli Centro", "Pizza Bella Napoli", "Napoli Pizza"])
    }

    @Test func theMatchesWithinTheRangeComeFirstAndTheFarOnesAreMarked() {
        let catalog = Catalog(places: [
            Fixtures.place(1, "Pizza", metres: 159_000),               // the whole name, far away
            Fixtures.place(2, "Pizza Corner", metres: 450),
            Fixtures.place(3, "Pizza Place", metres: 3_000),
            Fixtures.place(4, "Piza Hut", metres: 100),                // a typo, near
        ])
        let near = catalog.search("pizza", from: Fixtures.helsinki, within: 1_500)
        #expect(near.hits.map { catalog.name(at: $0.index) } == ["Pizza Corner", "Piza Hut", "Pizza", "Pizza Place"])
        #expect(near.hits.map(\.beyondRange) == [false, false, true, true])
        #expect(near.total == 4)
        // Without a range: by the match alone.
        let anywhere = catalog.search("pizza", from: Fixtures.helsinki)
        #expect(anywhere.hits.map { catalog.name(at: $0.index) } == ["Pizza", "Pizza Corner", "Pizza Place", "Piza Hut"])
        #expect(anywhere.hits.allSatisfy { !$0.beyondRange })
        // A limit filled within the range leaves the far ones out; the total counts them.
        let one = catalog.search("pizza", from: Fixtures.helsinki, limit: 1, within: 1_500)
        #expect(one.hits.map { catalog.name(at: $0.index) } == ["Pizza Corner"])
        #expect(one.total == 4)
    }

    /// The range changes the order only: the same places and scores as without it, on many
    /// places and words (every path: one word, several, filters).
    @Test func aRangeReordersTheSameMatches() {
        var seed: UInt64 = 7
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let words = ["tacos", "pizza", "sushi", "golden", "taqueria", "kebab"]
        let catalog = Catalog(places: (0..<5_000).map { n in
            Fixtures.place(n + 1, "\(words[Int(unit() * 6)].capitalized) \(words[Int(unit() * 6)])", metres: 20_000 * unit() * unit(),
                           bearing: unit() * 360, cuisines: [words[Int(unit() * 6)]])
        })
        for text in ["tacos", "tacso", "pizza golden", "kebab", "golden taqueria"] {
            for keep in [nil, { (i: Int) in i % 3 != 0 }] as [((Int) -> Bool)?] {
                let all = catalog.search(text, from: Fixtures.helsinki, limit: 10_000, where: keep)
                let ranged = catalog.search(text, from: Fixtures.helsinki, limit: 10_000, where: keep, within: 2_000)
                #expect(ranged.total == all.total, "\(text)")
                let want = all.hits.filter { $0.distance! <= 2_000 } + all.hits.filter { $0.distance! > 2_000 }
                #expect(ranged.hits.map(\.index) == want.map(\.index), "\(text)")
                #expect(ranged.hits.map(\.score) == want.map(\.score), "\(text)")
                #expect(ranged.hits.map(\.beyondRange) == want.map { $0.distance! > 2_000 }, "\(text)")
            }
        }
    }
}
