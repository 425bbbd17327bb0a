import Foundation

/// Text for a terminal whose locale is not UTF-8 (`LANG=C`, `LC_ALL=POSIX`): every
/// character becomes ASCII of the same width, so tables stay aligned. lunch's own
/// symbols get a look-alike (`…` `~`, `–` `-`, `·` `.`, `★` `*`, box lines `+-|`),
/// letters lose their accents (`ä` `a`), and anything else becomes `?` per cell.
public enum ASCIIText {
    /// lunch's own symbols and their ASCII look-alikes (one cell each).
    static let lookAlikes: [Unicode.Scalar: Character] = [
        "…": "~", "–": "-", "—": "-", "−": "-", "·": ".", "•": "*", "★": "*", "☆": "-", "◎": "o",
        "→": ">", "←": "<", "×": "x", "≤": "<", "≥": ">", "°": "o", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┼": "+",
        "─": "-", "│": "|", "\u{00A0}": " ",
    ]

    /// The text in ASCII, cell for cell.
    public static func fold(_ text: String) -> String {
        guard !text.utf8.contains(where: { $0 >= 0x80 }) else { return folded(text) }
        return text
    }

    private static func folded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for ch in text {
            if ch.isASCII {
                result.append(ch)
            } else if ch.unicodeScalars.count == 1, let first = ch.unicodeScalars.first, let look = lookAlikes[first] {
                result.append(look)
            } else {
                let plain = String(ch).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
                if plain.count == 1, let only = plain.first, only.isASCII {
                    result.append(only)
                } else {
                    result += String(repeating: "?", count: max(0, TextWidth.cells(ch)))
                }
            }
        }
        return result
    }
}
