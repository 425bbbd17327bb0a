/// Ranks the places matching the text, keeping those the filters admit.
public struct SearchInteractor {
    public struct Result {
        public var text: String
        public var rows: [PlaceRow]
        public var total: Int
        public var filter: PlaceFilter
    }

    /// How many ranked places a search keeps at most (`search` prints the first 50,
    /// `more` the next).
    public static let limit = 500

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    /// The query's text, with its filter words on top of the saved ones.
    public func search(_ query: SearchQuery) throws -> Result {
        let text = query.text
        let filter = query.filter.merged(over: PlaceFilter(preferences: store.state.preferences))
        let origin = whereabouts.current?.coordinate
        let catalog = lister.catalog
        let keep: ((Int) -> Bool)? = filter.isEmpty ? nil : { index in
            let place = catalog.place(at: index)
            return filter.admits(place, status: filter.openNow ? lister.status(of: place) : .unknown)
        }
        let found = catalog.search(text, from: origin, limit: Self.limit, where: keep)
        let rows = found.hits.enumerated().map { n, hit -> PlaceRow in
            var row = lister.row(n + 1, index: hit.index, from: nil)
            row.distance = hit.distance
            return row
        }
        return Result(text: text, rows: rows, total: found.total, filter: filter)
    }
}
