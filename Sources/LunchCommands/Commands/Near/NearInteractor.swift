import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Finds the places within a radius of the current location, nearest first, filtered.
public struct NearInteractor {
    public struct Result {
        public var rows: [PlaceRow]
        public var radius: Double
        public var filter: PlaceFilter
        public var location: String
        /// Places within the radius before filtering.
        public var unfiltered: Int
    }

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    /// The query's radius (default: the saved one, else 1500 m) and its filter words on
    /// top of the saved ones.
    public func near(_ query: NearQuery) throws -> Result {
        try near(radius: query.radius, filter: query.filter.merged(over: PlaceFilter(preferences: store.state.preferences)))
    }

    /// Within `radius` (default: the saved one, else 1500 m), with exactly `filter`.
    public func near(radius: Radius?, filter: PlaceFilter) throws -> Result {
        guard lister.catalog.count > 0 else { throw UserError(Messages.emptyCatalog) }
        let radius = radius?.metres ?? store.state.preferences.radiusMetres ?? Radius.defaultMetres
        guard let origin = whereabouts.current else {
            return Result(rows: [], radius: radius, filter: filter, location: whereabouts.description, unfiltered: 0)
        }
        let hits = lister.catalog.near(origin.coordinate, radius: radius)
        var rows: [PlaceRow] = []
        for hit in hits {
            var row = lister.row(rows.count + 1, index: hit.index, from: nil)
            row.distance = hit.distance
            if filter.admits(row.place, status: row.status) { rows.append(row) }
        }
        return Result(rows: rows, radius: radius, filter: filter, location: whereabouts.description,
                      unfiltered: hits.count)
    }
}
