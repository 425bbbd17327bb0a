import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `favs` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let noFavourites = "No favourites yet: 'fav 2' marks row 2 of the last list."
}
