import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `show` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let keptFavourite = "no longer in the catalog: a favourite, shown as it was when marked"
}
