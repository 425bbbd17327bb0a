import Foundation
import LunchStorage
import LunchText

/// Case- and accent-folding for matching what people type against names:
/// `Café` and `cafe` fold to the same key, as do `Kahvila` and `kahvila`, `Schønnemann`
/// and `schonnemann`, `Færøske` and `faeroske`, `Đậu` and `dau`, `Straße` and `strasse`.
/// One folding serves the search index, the name order and every query.
///
/// It is Foundation's folding (case, diacritics, width; then lower case) followed by
/// `extras`, the letters Unicode does not decompose, with Cyrillic, Greek and kana written
/// in Latin letters (`Transliteration`: `Москва` folds to `moskva`, `とんかつ` and `トンカツ`
/// to `tonkatsu`). Latin, Greek and Cyrillic text folds
/// through `FoldingTable` (the same answers, letter by letter, much faster); other text
/// through Foundation.
public enum TextFolding {
    /// Changes whenever `fold` gives other answers: catalogs stored with another version
    /// are rebuilt (their search words and name order were made by the old folding).
    public static let version: UInt32 = 3

    /// Letters folding keeps that a person typing plain Latin letters does not (stroke
    /// letters, ligatures, thorn, dotless i), after Foundation's folding (so lower case only).
    static let extras: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i",
        "ħ": "h", "ŧ": "t", "ŀ": "l", "ĳ": "ij", "ƀ": "b", "ƚ": "l", "ƶ": "z", "ǥ": "g",
        "ȼ": "c", "ɇ": "e", "ɉ": "j", "ɍ": "r", "ɏ": "y", "ß": "ss",
    ]

    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var bytes: [UInt8] = []
        if fold(text, into: &bytes) { return String(decoding: bytes, as: UTF8.self) }
        return foundationFold(text)
    }

    /// What folding puts in place of a letter Foundation's folding leaves: `extras`, and
    /// Cyrillic and Greek letters in Latin ones.
    static func replacement(for scalar: Unicode.Scalar) -> String? {
        extras[scalar] ?? Transliteration.letters[scalar]
    }

    /// Foundation's folding (kana and й written in Latin letters first), then
    /// `replacement` (υ by the letter before it): the reference the table is checked
    /// against, and the way text the table does not cover is folded.
    static func foundationFold(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.contains(where: { Transliteration.isKana($0) || Transliteration.beforeFolding[$0] != nil }) {
            var changed = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if let before = Transliteration.beforeFolding[scalar] { changed += before.unicodeScalars } else { changed.append(scalar) }
            }
            text = Transliteration.romanizeKana(String(changed))
        }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        guard folded.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else { return folded }
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in folded.unicodeScalars {
            if scalar == "υ", let diphthong = Transliteration.latin(upsilonAfter: previous) {
                out += diphthong
            } else if let extra = replacement(for: scalar) {
                out += extra
            } else {
                out.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return out
    }

    /// Folds `text` into `out` as UTF-8 by table (`fold` gives the same); false, leaving
    /// `out` undefined, when the text holds a character the table does not cover (a
    /// combining mark among them).
    static func fold(_ text: String, into out: inout [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { fold(utf8: $0, into: &out) }
    }

    /// The same for text given as its UTF-8 bytes, which must be valid UTF-8
    /// (`UTF8Check.isValid`): a place's name as the file holds it, no `String` made.
    static func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
        out.removeAll(keepingCapacity: true)
        let table = FoldingTable.shared
        return table.utf8.withUnsafeBufferPointer { folded in
            var i = 0
            let n = bytes.count
            // The previous letter's part in a Greek diphthong (ου, αυ, ευ, ηυ).
            var previousRole: UInt8 = 0
            while i < n {
                let b = bytes[i]
                if b < 0x80 {
                    previousRole = 0
                    // A run of ASCII copied at once, then its A–Z lowered where it landed.
                    var j = i + 1
                    while j < n, bytes[j] < 0x80 { j += 1 }
                    let start = out.count
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<j]))
                    out.withUnsafeMutableBufferPointer { out in
                        for k in start..<out.count where out[k] &- 0x41 < 26 { out[k] |= 0x20 }
                    }
                    i = j
                    continue
                }
                // Valid UTF-8 (a Swift string): the lead byte gives the length.
                var scalar: UInt32
                if b < 0xE0 {
                    scalar = UInt32(b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                    i += 2
                } else if b < 0xF0 {
                    scalar = UInt32(b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                    i += 3
                } else {
                    scalar = UInt32(b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                    scalar |= UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
                    i += 4
                }
                guard let p = FoldingTable.position(of: scalar) else { return false }
                let role = table.upsilonRoles[p]
                defer { previousRole = role }
                if role == 3, previousRole == 1 || previousRole == 2 {
                    out.append(previousRole == 1 ? UInt8(ascii: "u") : UInt8(ascii: "v"))
                    continue
                }
                // Nearly every letter folds to at most seven bytes, kept in one word.
                let entry = table.packed[p]
                let length = Int(truncatingIfNeeded: entry & 0xFF)
                if length == 0 { return false }
                if length <= 7 {
                    var rest = entry >> 8
                    for _ in 0..<length {
                        out.append(UInt8(truncatingIfNeeded: rest))
                        rest >>= 8
                    }
                } else {
                    let start = Int(table.ends[p]), end = Int(table.ends[p + 1])
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: folded[start..<end]))
                }
            }
            return true
        }
    }
}
