import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Finds the places within a radius of the current location, nearest first, filtered;
/// or within some minutes on foot (`10min`), by walking time.
public struct NearInteractor {
    public struct Result {
        public var rows: [PlaceRow]
        /// The radius in metres (for minutes: their straight line at 80 m a minute).
        public var radius: Double
        /// The walking minutes asked for (`near 10min`), else nil.
        public var minutes: Double? = nil
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
    public func near(_ query: NearRequest) throws -> Result {
        try near(radius: query.radius, filter: query.filter.merged(over: PlaceFilter(preferences: store.state.preferences)))
    }

    /// Within `radius` (default: the saved one, else 1500 m), with exactly `filter`.
    public func near(radius: Radius?, filter: PlaceFilter) throws -> Result {
        guard lister.catalog.count > 0 else { throw UserError(Messages.emptyCatalog) }
        let asked = radius ?? store.state.preferences.radius ?? Radius(metres: Radius.defaultMetres)
        guard let origin = whereabouts.current else {
            return Result(rows: [], radius: asked.metres, minutes: asked.minutes, filter: filter,
                          location: whereabouts.description, unfiltered: 0)
        }
        if let minutes = asked.minutes { return within(minutes: minutes, of: origin.coordinate, filter: filter) }
        let hits = lister.catalog.near(origin.coordinate, radius: asked.metres)
        var rows: [PlaceRow] = []
        for hit in hits {
            var row = lister.row(rows.count + 1, index: hit.index, from: nil)
            row.distance = hit.distance
            if filter.admits(row) { rows.append(row) }
        }
        lister.addWalks(&rows, from: origin.coordinate)
        return Result(rows: rows, radius: asked.metres, filter: filter, location: whereabouts.description,
                      unfiltered: hits.count)
    }

    /// Within `minutes` on foot: along the ways (one search bounded by the minutes) where
    /// the catalog has them, else the straight line at walking speed (marked); by
    /// walking time, then distance.
    private func within(minutes: Double, of origin: Coordinate, filter: PlaceFilter) -> Result {
        let metresPerMinute = lister.walks?.metresPerMinute ?? Geo.walkingMetresPerMinute
        // No walk is shorter than its straight line: the places within that many metres.
        let hits = lister.catalog.near(origin, radius: min(Radius.maximumMetres, minutes * metresPerMinute))
        let catalog = lister.catalog
        let walks: [Walk?] = lister.walks?.walks(from: origin, to: hits.map { catalog.coordinate(at: $0.index) },
                                                 withinMinutes: minutes)
            ?? hits.map { PlaceLister.straightWalk($0.distance) }
        var unfiltered = 0
        var kept: [PlaceRow] = []
        for (hit, walk) in zip(hits, walks) {
            guard let walk, walk.minutes <= minutes else { continue }
            unfiltered += 1
            var row = lister.row(0, index: hit.index, from: nil)
            row.distance = hit.distance
            row.walk = walk
            if filter.admits(row) { kept.append(row) }
        }
        kept.sort { a, b in
            let x = a.walk?.minutes ?? 0, y = b.walk?.minutes ?? 0
            return x != y ? x < y : (a.distance ?? 0) < (b.distance ?? 0)
        }
        for i in kept.indices { kept[i].row = i + 1 }
        return Result(rows: kept, radius: minutes * Geo.walkingMetresPerMinute, minutes: minutes, filter: filter,
                      location: whereabouts.description, unfiltered: unfiltered)
    }
}
