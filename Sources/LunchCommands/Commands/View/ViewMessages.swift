import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `view` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func badView(_ word: String) -> String { "'\(word)' is not a view: use 'view map' or 'view list'" }
    public static let viewMap = "Lists now draw a map above the table ('view list' to stop)."
    public static let viewList = "Lists show the table only ('view map' to draw the map too)."
}
