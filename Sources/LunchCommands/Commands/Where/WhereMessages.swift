import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `where` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func youAreAt(_ description: String) -> String { "You are at \(description)." }
    public static func defaultLocation(_ description: String) -> String {
        "No location set; using \(description), where the most places are. Set one with 'at LAT,LON' or 'at NAME'."
    }
}
