import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `favs` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let noFavourites = "No favourites yet: 'fav REF' marks one (a row of the last list, an id or a name), "
        + "e.g. 'near' then 'fav 2'."
}
