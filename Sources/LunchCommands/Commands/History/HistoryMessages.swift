import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `history` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let historyEmpty = "No history yet."
    public static func badHistoryCount(_ word: String, limit: Int) -> String {
        "history takes a count from 1 to \(limit) (the lines kept), not '\(word)'"
    }
}
