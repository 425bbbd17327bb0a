import LunchStorage
import LunchCatalog
import LunchText

// A place name is kept in favourites and visits at the length an import keeps
// (`PlaceLimits.nameCharacters`): a name of megabytes from a catalog imported before names
// were capped, copied into each favourite and rating, filled `state.json` to its cap.

extension FavouritePlace {
    /// This favourite with its name cut to the import's cap.
    public var withCappedName: FavouritePlace {
        var place = self
        place.name = PlaceLimits.cappedName(name)
        return place
    }
}

extension Visit {
    /// This visit with its place's name cut to the import's cap.
    public var withCappedName: Visit {
        var visit = self
        visit.placeName = PlaceLimits.cappedName(placeName)
        return visit
    }
}
