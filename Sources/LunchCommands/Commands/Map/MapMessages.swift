import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `map` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// Under a legend cut to fit a short screen.
    public static func rowsLeftOffMap(first: String, last: String) -> String {
        first == last ? "row \(first) is left off the map to fit the screen"
                      : "rows \(first)–\(last) are left off the map to fit the screen"
    }
}
