/// The one place where untrusted text (place names, addresses, tags, hours, notes,
/// server answers, typed words quoted back) becomes text that is safe on a terminal.
///
/// Every character that could move the cursor, end a line, clear the screen, set the
/// window title, or reorder what follows is shown instead of being sent raw:
/// - C0 controls (U+0000–U+001F) as their Control Pictures (`␀`, `␇`, `␊`, `␍`, `␛`, …)
///   and DEL as `␡`: one cell each, so tables stay aligned;
/// - C1 controls (U+0080–U+009F), bidi embeddings, overrides, isolates and marks
///   (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), the line and paragraph
///   separators (U+2028/9) and the deprecated format characters (U+206A–U+206F) as
///   `<U+202E>`.
/// Everything else is kept as it is: letters of every script, combining marks, wide
/// characters, emoji (with their joiners and selectors). `--json` never goes through
/// here: JSON escapes keep it exact.
public enum TerminalText {
    /// Whether `scalar` must never reach the terminal raw.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x206F: return true
        default: return false
        }
    }

    /// `text` with every unsafe character made visible (see the type's comment).
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { out.append(contentsOf: visible(scalar).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
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

    /// The last check on human output already built from safe parts: keeps line
    /// breaks, tabs and the colour codes `Style` writes (`ESC [ digits;… m`), and makes
    /// any other control character visible, so a path that forgot `safe` still cannot
    /// reach the terminal raw.
    public static func output(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\u{1B}", let end = colourCodeEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            if isUnsafe(s) && s != "\n" && s != "\t" { out.append(contentsOf: visible(s).unicodeScalars) } else { out.append(s) }
            i += 1
        }
        return String(out)
    }

    /// The index of the `m` ending a colour code that starts at `start`, if one does.
    private static func colourCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, i - start < 16 {
            let s = scalars[i]
            if s == "m" { return i }
            guard ("0"..."9").contains(s) || s == ";" else { return nil }
            i += 1
        }
        return nil
    }
}
