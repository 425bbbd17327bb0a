import LunchText

/// psql's habits at lunch's prompt: `\q` (or `\quit`) leaves, `?` and `\?` are `help`
/// (`? near` is `help near`). Read before the line is split into words, where a backslash
/// would escape the `q`.
enum PsqlHabits {
    /// The words a habit stands for, or nil when the line is not one.
    static func words(for line: String) -> [String]? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { return nil }
        switch first {
        case "\\q", "\\quit": return words.count == 1 ? ["quit"] : nil
        case "?", "\\?", "\\h": return ["help"] + words.dropFirst()
        default: return nil
        }
    }
}
