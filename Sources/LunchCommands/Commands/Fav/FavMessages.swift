import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `fav` and `unfav` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func favourited(_ name: String) -> String { "★ \(name) is a favourite." }
    public static func alreadyFavourite(_ name: String) -> String { "★ \(name) was already a favourite." }
    public static func unfavourited(_ name: String) -> String { "\(name) is no longer a favourite." }
    public static func notFavourite(_ name: String) -> String { "\(name) was not a favourite." }
}
