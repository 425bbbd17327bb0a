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

    /// `words`: an optional radius and filter words (on top of the saved ones).
    public func near(_ words: [String]) throws -> Result {
        guard lister.catalog.count > 0 else { throw UserError(Messages.emptyCatalog) }
        let (filter, rest) = try PlaceFilter.forCommand(words, saved: store.state.preferences)
        try Self.checkOneRadius(rest)
        return try near(radius: try rest.first.map(Radius.init(parsing:)), filter: filter)
    }

    /// Within `radius` (default: the saved one, else 1500 m), with `filter`.
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

    /// `near 5km 6km`, `near 100 foo`: names the word that does not belong.
    static func checkOneRadius(_ rest: [String]) throws {
        guard rest.count > 1 else { return }
        for word in rest where try Radius.parse(word) == nil {
            throw UserError(Messages.notRadiusOrFilter(word))
        }
        throw UserError(Messages.extraRadius(rest[1]))
    }
}
