/// How many terminal cells text takes: combining marks and zero-width characters take
/// none, East Asian wide and full-width characters and emoji take two, the rest one.
public enum TextWidth {
    /// Lunch's own colour marks (`Style`) take no cells: they become escape codes.
    public static func cells(_ text: String) -> Int {
        // Printable ASCII (most names, times, numbers): a cell a byte, without breaking graphemes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        var inMark = false
        for ch in text {
            if ch.unicodeScalars.first == Style.markStart { inMark = true; continue }
            if inMark { if ch.unicodeScalars.first == Style.markEnd { inMark = false }; continue }
            total += cells(ch)
        }
        return total
    }

    public static func cells(_ ch: Character) -> Int {
        let scalars = ch.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji presentation selector or a ZWJ sequence makes a two-cell picture.
        if scalars.contains(where: { $0.value == 0xFE0F }) || (scalars.count > 1 && first.properties.isEmojiPresentation) {
            return 2
        }
        return cells(first)
    }

    public static func cells(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v == 0 || v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if v == 0x200B { return 0 }
        if isWide(v) || s.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
             0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` followed by spaces up to `width` cells.
    public static func pad(_ text: String, to width: Int) -> String {
        let w = cells(text)
        return w >= width ? text : text + String(repeating: " ", count: width - w)
    }

    /// `text` in lines of at most `width` cells, broken at spaces. A word longer than a
    /// line gets a line of its own: an id, a URL, a path or a number (`isToken`) whole,
    /// even if the terminal then folds it; any other word broken where the line ends.
    /// Lines after the first start with `indent` spaces (counted in the width).
    public static func wrap(_ text: String, to width: Int, indent: Int = 0) -> [String] {
        let width = max(1, width)
        guard cells(text) > width else { return [text] }
        let margin = String(repeating: " ", count: max(0, min(indent, width - 1)))
        var lines: [String] = []
        var line = ""
        func room() -> Int { width - (lines.isEmpty ? 0 : margin.count) }
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let needed = (line.isEmpty ? 0 : 1) + cells(word)
            if cells(line) + needed <= room() {
                line += (line.isEmpty ? "" : " ") + word
                continue
            }
            if !line.isEmpty { lines.append(line); line = "" }
            var rest = word
            while cells(rest) > room(), !isToken(rest) {
                var head = "", used = 0
                for ch in rest {
                    if used + cells(ch) > room() { break }
                    head.append(ch)
                    used += cells(ch)
                }
                if head.isEmpty { head = String(rest.first!) }
                lines.append(head)
                rest.removeFirst(head.count)
            }
            if cells(rest) > room() {
                // A token longer than the line: alone on its line, whole.
                lines.append(rest)
                continue
            }
            line = rest
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : margin + $0.element }
    }

    /// Every line of `text` that is wider than `width` cells wrapped at spaces (`wrap`),
    /// its continuation lines indented as far as the line itself is (up to half the
    /// width); lines that fit are kept as they are. What every message and answer on a
    /// screen of known width goes through, so the terminal never folds a word.
    public static func wrapLines(_ text: String, to width: Int) -> String {
        guard width > 0, !text.isEmpty else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { cells(String($0)) > width }) else { return text }
        return lines.flatMap { sub -> [String] in
            let line = String(sub)
            guard cells(line) > width else { return [line] }
            let indent = min(line.prefix(while: { $0 == " " }).count, width / 2)
            return wrap(String(line.dropFirst(indent)), to: width - indent).map { piece in
                // A word too long for the indented line (a path, a URL) gives up as much of
                // the margin as it needs, so a word that fits the screen is never folded.
                let spaces = max(0, min(indent, width - cells(piece)))
                return String(repeating: " ", count: spaces) + piece
            }
        }.joined(separator: "\n")
    }

    /// Whether `word` is an id, a URL, a path, an address or a number (it holds a digit,
    /// `:`, `/`, `@`, `=` or a dot inside it): split, it could no longer be copied or read.
    public static func isToken(_ word: some StringProtocol) -> Bool {
        let trimmed = word.drop(while: { "('\"[".contains($0) }).reversed().drop(while: { ".,;:)'\"]".contains($0) })
        return trimmed.contains { $0.isNumber || ":/@=".contains($0) }
            || trimmed.dropFirst().dropLast().contains(".")
    }

    /// `text` cut to at most `width` cells (at least the `…`), ending in one `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard cells(text) > width else { return text }
        var out = ""
        var used = 0
        for ch in text {
            let w = cells(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        // Text already cut (a long query in a message) never ends in `……`.
        while out.last == "…" { out.removeLast() }
        return out + "…"
    }
}
