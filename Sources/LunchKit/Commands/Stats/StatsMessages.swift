/// What `stats` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func badPeriod(_ word: String) -> String {
        "'\(word)' is not a period: use a number of days (30d), a year (2026) or all"
    }
}
