/// The one place where untrusted text (place names, addresses, tags, hours, notes,
/// server answers, typed words quoted back) becomes text that is safe on a terminal.
///
/// Every character that could move the cursor, end a line, clear the screen, set the
/// window title, reorder what follows or hide itself is shown instead of being sent raw:
/// - C0 controls (U+0000–U+001F) as their Control Pictures (`␀`, `␇`, `␊`, `␍`, `␛`, …)
///   and DEL as `␡`: one cell each, so tables stay aligned;
/// - C1 controls (U+0080–U+009F), bidi embeddings, overrides, isolates and marks
///   (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), the line and paragraph
///   separators (U+2028/9) and the deprecated format characters (U+206A–U+206F) as
///   `<U+202E>`;
/// - invisible characters as `<U+200B>` too, so a name cannot pass for another: every
///   format character (general category Cf: zero width space, soft hyphen, U+FEFF,
///   word joiner, Unicode tags, …), the Hangul fillers and the noncharacters
///   U+FDD0–U+FDEF (which `Style` uses as its marks). Kept, because real text needs
///   them: the joiners U+200C (ZWNJ) and U+200D (ZWJ) of emoji and Indic and Persian
///   words, the Arabic and Kaithi number marks that are drawn (U+0600–U+0605, U+06DD,
///   U+070F, U+0890/1, U+08E2, U+110BD, U+110CD), and tag characters that make up an
///   emoji tag sequence (🏴 U+1F3F4, tags U+E0020–U+E007E, ended by U+E007F: the
///   flags of England, Scotland, Wales).
/// - combining marks piled on one character: at most `maxMarks` (4) zero-width marks
///   (general categories Mn and Me) are kept after a base character; the rest of the
///   run is dropped and shown as one `<…>`, so a name with 20,000 accents stays one
///   short row instead of a stack spilling over the rows above and below.
/// Everything else is kept as it is: letters of every script, combining marks, wide
/// characters, emoji (with their joiners and selectors). `--json` never goes through
/// here: JSON escapes keep it exact.
public enum TerminalText {
    /// The most combining marks kept on one base character (real text: ≤ 3 or so).
    public static let maxMarks = 4
    /// What stands for the marks dropped beyond `maxMarks`.
    public static let droppedMarks = "<…>"

    /// Whether `scalar` is a combining mark drawn on the character before it (no cell of its own).
    static func isStackingMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether some base character in `scalars` carries more than `maxMarks` marks.
    private static func hasMarkPile(_ scalars: String.UnicodeScalarView) -> Bool {
        var run = 0
        for s in scalars {
            if isStackingMark(s) {
                run += 1
                if run > maxMarks { return true }
            } else {
                run = 0
            }
        }
        return false
    }

    /// Whether `scalar` must never reach the terminal raw: a control character or a
    /// bidi control (what JSON output escapes, and what Tab never inserts).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x206F: return true
        default: return false
        }
    }

    /// Whether `scalar` would show nothing (or nothing of its own) and is not one real
    /// text needs: shown as its code (see the type's comment).
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0xAD { return false }  // the first format character is the soft hyphen
        switch v {
        case 0x200C, 0x200D, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD: return false
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0xFDD0...0xFDEF: return true
        default: return scalar.properties.generalCategory == .format
        }
    }

    /// `text` with every unsafe or hidden character made visible (see the type's comment).
    public static func safe(_ text: String) -> String {
        // Printable ASCII is safe as it is: checked bytewise (a `visits` of 100,000 notes).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: { isUnsafe($0) || isHidden($0) }) || hasMarkPile(text.unicodeScalars) else {
            return text
        }
        return shown(Array(text.unicodeScalars), keepingBreaks: false)
    }

    /// How one unsafe character is shown.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        if v < 0x20 { return String(Unicode.Scalar(0x2400 + v)!) }
        if v == 0x7F { return "␡" }
        let hex = String(v, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// The start of `text` before its first unsafe character, and whether it was cut:
    /// what Tab may put into the line being edited (the line editor would act on a
    /// control character, and a NUL would end the C string).
    public static func insertablePrefix(_ text: String) -> (text: String, cut: Bool) {
        guard let index = text.unicodeScalars.firstIndex(where: isUnsafe) else { return (text, false) }
        return (String(text.unicodeScalars[..<index]), true)
    }

    /// The last check on human output already built from safe parts: keeps line breaks
    /// and tabs, turns the marks `Style` writes into its colour codes, and makes every
    /// other control (an escape sequence of any kind, whatever its source), hidden
    /// character or stray mark visible. So only lunch's own styling reaches the
    /// terminal, even from a path that forgot `safe`.
    public static func output(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (isUnsafe($0) && $0 != "\n" && $0 != "\t") || isHidden($0) })
            || hasMarkPile(text.unicodeScalars) else {
            return text
        }
        return shown(Array(text.unicodeScalars), keepingBreaks: true)
    }

    /// The scalars with each unsafe or hidden one made visible and mark piles cut; with
    /// `keepingBreaks`, line feeds and tabs are kept and `Style` marks become colour codes.
    private static func shown(_ scalars: [Unicode.Scalar], keepingBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        var i = 0
        var marks = 0
        while i < scalars.count {
            let s = scalars[i]
            if isStackingMark(s) {
                marks += 1
                if marks > maxMarks {
                    if marks == maxMarks + 1 { out.append(contentsOf: droppedMarks.unicodeScalars) }
                    i += 1
                    continue
                }
            } else {
                marks = 0
            }
            if keepingBreaks, s == Style.markStart, let (code, end) = Style.mark(in: scalars, from: i) {
                out.append(contentsOf: "\u{1B}[\(code)m".unicodeScalars)
                i = end + 1
                continue
            }
            if s.value == 0x1F3F4, let end = emojiTagSequenceEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if keepingBreaks && (s == "\n" || s == "\t") {
                out.append(s)
            } else if isUnsafe(s) || isHidden(s) {
                out.append(contentsOf: visible(s).unicodeScalars)
            } else {
                out.append(s)
            }
            i += 1
        }
        return String(out)
    }

    /// The index of the cancel tag ending an emoji tag sequence (🏴 then tags
    /// U+E0020–U+E007E then U+E007F) that starts at `start`, if one does.
    private static func emojiTagSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var i = start + 1
        while i < scalars.count, (0xE0020...0xE007E).contains(scalars[i].value), i - start <= 32 { i += 1 }
        guard i > start + 1, i < scalars.count, scalars[i].value == 0xE007F else { return nil }
        return i
    }
}
