import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `stats` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// The head of the first line: `Lunches in the last 30 days`, `Lunches in 2026`, `All lunches`.
    public static func lunchesIn(_ period: String) -> String {
        period == "all time" ? "All lunches" : "Lunches in \(period)"
    }
    public static func badPeriod(_ word: String) -> String {
        "'\(word)' is not a period: use a number of days (30d), a year (2026) or all"
    }
    /// The would-return share of the visits that say (`+again` or `+never`).
    public static func wouldReturn(again: Int, of answered: Int) -> String {
        "Would go again: \(again) of \(Plural.count(answered, "answered visit")) (\(Int((Double(again) * 100 / Double(answered)).rounded()))%)."
    }
}
