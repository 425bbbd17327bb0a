import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Ranks the places matching the text, keeping those the filters admit.
public struct SearchInteractor {
    public struct Result {
        public var text: String
        public var rows: [PlaceRow]
        public var total: Int
        public var filter: PlaceFilter
        /// The cuisines a dish in the text brought in (`tacos`: mexican, tex-mex), when any did.
        public var cuisines: [String] = []
        /// The radius the places within came first by (nil: `--anywhere`, or no location).
        public var range: Radius?
    }

    /// How many ranked places a search keeps at most (`search` prints the first 50,
    /// `more` the next).
    public static let limit = 500

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    /// The query's text, with its filter words on top of the saved ones.
    public func search(_ query: SearchRequest) throws -> Result {
        let text = query.text
        let filter = query.filter.merged(over: PlaceFilter(preferences: store.state.preferences))
        let origin = whereabouts.current?.coordinate
        let catalog = lister.catalog
        let keep: ((Int) -> Bool)? = filter.isEmpty ? nil : { index in
            let place = catalog.place(at: index)
            guard filter.openNow else { return filter.admits(place, status: .unknown) }
            return filter.admits(place, status: lister.status(of: place), now: lister.time(at: place).now)
        }
        // The places within the saved radius first (the way `near` would list them).
        let radius = query.anywhere || origin == nil ? nil : store.state.preferences.radius ?? Radius(metres: Radius.defaultMetres)
        let found = catalog.search(text, from: origin, limit: Self.limit, where: keep, within: radius?.metres)
        let (dishHits, dishTotal, cuisines) = dishes(text, direct: found, from: origin, keep: keep, within: radius?.metres)
        // Within the radius, the direct matches then the dish's; then the same beyond it.
        let hits = (found.hits + dishHits).filter { !$0.beyondRange } + (found.hits + dishHits).filter(\.beyondRange)
        var rows = hits.enumerated().map { n, hit -> PlaceRow in
            var row = lister.row(n + 1, index: hit.index, from: nil)
            row.distance = hit.distance
            row.stretch = filter.stretch
            row.beyondRange = hit.beyondRange
            return row
        }
        lister.addWalks(&rows, from: origin)
        return Result(text: text, rows: rows, total: found.total + dishTotal, filter: filter,
                      cuisines: dishTotal > 0 ? cuisines : [], range: radius)
    }

    /// A dish (`tacos`) also finds the places of its cuisines (mexican, tex-mex: the cuisine
    /// exactly, no typo), nearest first, below the direct matches and only when those leave
    /// room: each place once.
    private func dishes(_ text: String, direct: Catalog.SearchResult, from origin: Coordinate?,
                        keep: ((Int) -> Bool)?, within range: Double?) -> (hits: [Catalog.SearchHit], total: Int, cuisines: [String]) {
        let expansions = DishVocabulary.expansions(of: text)
        let cuisines = expansions.map(\.cuisine)
        guard !cuisines.isEmpty, direct.total < Self.limit else { return ([], 0, cuisines) }
        let catalog = lister.catalog
        var seen = Set(direct.hits.map(\.index))
        var hits: [Catalog.SearchHit] = [], total = 0
        for (k, expansion) in expansions.enumerated() {
            let earlier = Set(cuisines[..<k])
            let found = catalog.search(expansion.query, from: origin, limit: Self.limit, where: { index in
                guard !seen.contains(index), keep?(index) ?? true else { return false }
                // The cuisine itself, exactly: not a name one letter from it (`Mexicans Bar` is
                // no Mexican place), and not twice for an earlier cuisine.
                let place = catalog.place(at: index), cuisines = place.cuisines
                return (cuisines.contains(expansion.cuisine) || place.tags.contains(expansion.cuisine))
                    && cuisines.allSatisfy { !earlier.contains($0) }
            }, within: range)
            total += found.total
            for hit in found.hits where seen.insert(hit.index).inserted { hits.append(hit) }
        }
        if origin != nil { hits.sort { ($0.beyondRange ? 1 : 0, $0.distance ?? 0) < ($1.beyondRange ? 1 : 0, $1.distance ?? 0) } }
        return (Array(hits.prefix(Self.limit - direct.hits.count)), total, cuisines)
    }
}
