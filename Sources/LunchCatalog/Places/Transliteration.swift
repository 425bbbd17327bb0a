import Foundation
import LunchStorage
import LunchText

/// Cyrillic, Greek and kana written in plain Latin letters, as people type them, so that
/// folding gives `Москва` and `moskva`, `Ψαροταβέρνα` and `psarotaverna`, `とんかつ` and
/// `トンカツ` and `tonkatsu` the same key. Rules, not a generated list:
/// - Cyrillic letter by letter (Russian as most signs write it in Latin — ж zh, х kh, ц ts,
///   ч ch, ш sh, щ shch, ы y, й y, ю yu, я ya, ъ and ь dropped — plus the Ukrainian,
///   Belarusian, Serbian, Macedonian and Central Asian letters);
/// - Greek letter by letter (θ th, χ ch, ψ ps, η i, υ y), with ου `ou` and αυ, ευ, ηυ
///   `av`, `ev`, `iv`;
/// - hiragana and katakana by modified Hepburn (し shi, つ tsu, ふ fu, じ ji; きょ kyo,
///   っ doubles the next consonant, ー and the long vowels ou and uu are written once:
///   ラーメン `ramen`, ぎょうざ `gyoza`), so hiragana and katakana fold alike. Kanji stay.
/// A query word typed in Cyrillic, Greek or kana: how many letters it had, and the offsets
/// in its folded Latin where each letter's Latin starts (nil when not known).
package struct TypedWord: Sendable, Equatable {
    package let letters: Int
    package let starts: Set<Int>?
}

enum Transliteration {
    /// Latin for a letter as Foundation's folding leaves it (lower case, no accents):
    /// Cyrillic and Greek. `υ` is `y` here; `latin(upsilonAfter:)` gives its diphthongs.
    static let letters: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        let cyrillic: [(String, String)] = [
            ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("е", "e"), ("ж", "zh"), ("з", "z"),
            ("и", "i"), ("й", "y"), ("к", "k"), ("л", "l"), ("м", "m"), ("н", "n"), ("о", "o"), ("п", "p"),
            ("р", "r"), ("с", "s"), ("т", "t"), ("у", "u"), ("ф", "f"), ("х", "kh"), ("ц", "ts"), ("ч", "ch"),
            ("ш", "sh"), ("щ", "shch"), ("ъ", ""), ("ы", "y"), ("ь", ""), ("э", "e"), ("ю", "yu"), ("я", "ya"),
            ("ё", "e"), ("є", "ye"), ("і", "i"), ("ї", "yi"), ("ґ", "g"), ("ў", "u"), ("ђ", "dj"), ("ј", "j"),
            ("љ", "lj"), ("њ", "nj"), ("ћ", "c"), ("џ", "dz"), ("ѕ", "dz"), ("ѓ", "g"), ("ќ", "k"),
            ("ә", "a"), ("ғ", "g"), ("қ", "k"), ("ң", "n"), ("ө", "o"), ("ұ", "u"), ("ү", "u"), ("һ", "h"),
            ("ҳ", "h"), ("җ", "zh"), ("ҙ", "z"), ("ҫ", "s"), ("ҡ", "k"), ("ӊ", "n"), ("ӏ", ""),
        ]
        let greek: [(String, String)] = [
            ("α", "a"), ("β", "v"), ("γ", "g"), ("δ", "d"), ("ε", "e"), ("ζ", "z"), ("η", "i"), ("θ", "th"),
            ("ι", "i"), ("κ", "k"), ("λ", "l"), ("μ", "m"), ("ν", "n"), ("ξ", "x"), ("ο", "o"), ("π", "p"),
            ("ρ", "r"), ("σ", "s"), ("ς", "s"), ("τ", "t"), ("υ", "y"), ("φ", "f"), ("χ", "ch"), ("ψ", "ps"),
            ("ω", "o"), ("ϐ", "v"), ("ϑ", "th"), ("ϕ", "f"), ("ϖ", "p"), ("ϰ", "k"), ("ϱ", "r"), ("ϲ", "s"),
            ("ϳ", "j"), ("ϵ", "e"),
        ]
        for (letter, latin) in cyrillic + greek { table[letter.unicodeScalars.first!] = latin }
        return table
    }()

    /// Scalars changed before Foundation's folding (it would take their marks off): й (`y`,
    /// not the `i` of и) and ї (`yi`, not the `i` of і).
    static let beforeFolding: [Unicode.Scalar: String] = ["й": "y", "Й": "y", "ї": "yi", "Ї": "yi"]

    /// Greek υ after a vowel that makes a diphthong with it: `u` after ο, `v` after α, ε, η.
    static func latin(upsilonAfter previous: Unicode.Scalar?) -> String? {
        switch previous {
        case "ο": "u"
        case "α", "ε", "η": "v"
        default: nil
        }
    }

    /// What folds an entry's upsilon: 1 for ο, 2 for α, ε, η (the letter a diphthong begins
    /// with), 3 for υ itself, 0 otherwise; by the entry's folding (Foundation's, lower case).
    static func upsilonRole(of folded: String) -> UInt8 {
        if folded == "υ" { return 3 }
        switch folded.unicodeScalars.last {
        case "ο": return 1
        case "α", "ε", "η": return 2
        default: return 0
        }
    }

    /// A letter folding writes in Latin letters: Cyrillic, Greek or kana.
    static func isWritten(_ s: Unicode.Scalar) -> Bool {
        (0x0370...0x052F).contains(s.value) || (0x1F00...0x1FFF).contains(s.value) || isKana(s)
    }

    /// The folded words of `text` that were typed in Cyrillic, Greek or kana, with how many
    /// letters the typed word had (their typos are counted by it: `Catalog.typosAllowed`)
    /// and where each typed letter's Latin starts in the folded word.
    /// The longest typed word whose letters' starts are worked out; a longer one is
    /// compared by its letter count alone (no name's word is that long).
    static let longestTypedWord = 64

    static func typedWords(of text: String) -> [String: TypedWord] {
        guard text.unicodeScalars.contains(where: isWritten) else { return [:] }
        var out: [String: TypedWord] = [:]
        for piece in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            guard piece.unicodeScalars.contains(where: isWritten) else { continue }
            let words = SearchIndexBuilder.words(of: String(piece))
            // One word: its letters' starts are the folded lengths of the piece's beginnings.
            var starts: Set<Int>?
            // (Each beginning is folded again: only for words a name could hold, so a pasted
            // wall of letters costs no more than its length.)
            if words.count == 1, piece.count <= Self.longestTypedWord {
                var found: Set<Int> = [0]
                var end = piece.startIndex
                while end != piece.endIndex {
                    end = piece.index(after: end)
                    found.insert(SearchIndexBuilder.words(of: String(piece[..<end])).first?.utf8.count ?? 0)
                }
                starts = found
            }
            for word in words { out[word] = TypedWord(letters: piece.count, starts: starts) }
        }
        return out
    }

    /// The Latin of one Cyrillic, Greek or kana letter when it is two letters (`zh`, `th`,
    /// `ka`): the two letters one typo may stand for (`Catalog.oneLetterApart`).
    static let twoLetterLatin: Set<String> = {
        var out = Set(letters.values.filter { $0.utf8.count == 2 })
        out.formUnion(["ou", "av", "ev", "iv"])
        out.formUnion(hiragana.filter { $0.utf8.count == 2 && !$0.hasPrefix("_") })
        return out
    }()

    // MARK: Kana

    static func isKana(_ s: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(s.value) || (0xFF66...0xFF9F).contains(s.value)
    }

    /// Hiragana ぁ (U+3041) to ゖ (U+3096) in Latin letters; a small kana is marked `_`.
    private static let hiragana: [String] = [
        "_a", "a", "_i", "i", "_u", "u", "_e", "e", "_o", "o",
        "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",
        "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",
        "ta", "da", "chi", "ji", "_tsu", "tsu", "zu", "te", "de", "to", "do",
        "na", "ni", "nu", "ne", "no",
        "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po",
        "ma", "mi", "mu", "me", "mo",
        "_ya", "ya", "_yu", "yu", "_yo", "yo",
        "ra", "ri", "ru", "re", "ro",
        "_wa", "wa", "i", "e", "o", "n", "vu", "_ka", "_ke",
    ]

    /// One kana's Latin (small kana marked `_`), or nil for a scalar that is no kana letter.
    private static func syllable(_ s: Unicode.Scalar) -> String? {
        var v = s.value
        switch v {
        case 0x30F7: return "va"
        case 0x30F8: return "vi"
        case 0x30F9: return "ve"
        case 0x30FA: return "vo"
        case 0x30FC: return "-"
        case 0x30A1...0x30F6: v -= 0x60
        default: break
        }
        guard (0x3041...0x3096).contains(v) else { return nil }
        return hiragana[Int(v - 0x3041)]
    }

    /// `text` with its kana written in Latin letters (other scalars as they are).
    static func romanizeKana(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.contains(where: { (0xFF61...0xFF9F).contains($0.value) }) {
            // Half-width katakana (and their sound marks) as full-width ones first.
            text = text.folding(options: .widthInsensitive, locale: nil).precomposedStringWithCanonicalMapping
        }
        var out = ""
        var doubleNext = false
        func isVowel(_ c: Character?) -> Bool { c.map { "aeiou".contains($0) } ?? false }
        for scalar in text.unicodeScalars {
            guard let latin = syllable(scalar) else {
                doubleNext = false
                out.unicodeScalars.append(scalar)
                continue
            }
            if latin == "-" { continue }
            if latin == "_tsu" {
                doubleNext = true
                continue
            }
            var piece = latin
            if latin.hasPrefix("_") {
                let small = String(latin.dropFirst())
                if small.hasPrefix("y"), out.hasSuffix("i") {
                    // きょ kyo, しょ sho, ちゃ cha, じゅ ju.
                    out.removeLast()
                    piece = out.hasSuffix("sh") || out.hasSuffix("ch") || out.hasSuffix("j") ? String(small.dropFirst()) : small
                } else if small.count == 1, isVowel(out.last) {
                    // ファ fa, ティ ti, ウィ wi, シェ she.
                    let vowel = out.removeLast()
                    if vowel == "u", out.isEmpty || isVowel(out.last) || out.last == "n" { out.append("w") }
                    piece = small
                } else {
                    piece = small
                }
            } else if (latin == "u" && (out.hasSuffix("o") || out.hasSuffix("u"))) && !doubleNext {
                // The long vowels ou and uu are written once: とうきょう tokyo.
                continue
            }
            if doubleNext, let first = piece.first, !isVowel(first) {
                out += piece.hasPrefix("ch") ? "t" : String(first)
            }
            doubleNext = false
            out += piece
        }
        return out
    }
}
