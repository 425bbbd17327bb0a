import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Finds the places within a radius of the current location, nearest first, filtered;
/// or within some minutes on foot (`10min`), by walking time.
public struct NearInteractor {
    public struct Result {
        /// The rows, made as they are read (`list.count` is how many).
        public var list: NearList
        /// The radius in metres (for minutes: their straight line at the walking speed).
        public var radius: Double
        /// The walking minutes asked for (`near 10min`), else nil.
        public var minutes: Double? = nil
        public var filter: PlaceFilter
        public var location: String
        /// Places within the radius before filtering.
        public var unfiltered: Int

        public init(list: NearList, radius: Double, minutes: Double? = nil, filter: PlaceFilter, location: String, unfiltered: Int) {
            self.list = list
            self.radius = radius
            self.minutes = minutes
            self.filter = filter
            self.location = location
            self.unfiltered = unfiltered
        }

        /// A result of rows made already.
        public init(rows: [PlaceRow], radius: Double, minutes: Double? = nil, filter: PlaceFilter, location: String, unfiltered: Int) {
            self.init(list: NearList(rows: rows), radius: radius, minutes: minutes, filter: filter, location: location,
                      unfiltered: unfiltered)
        }

        /// Every row (made now).
        public var rows: [PlaceRow] { list.all }
    }

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    /// The query's radius (default: the saved one, else 1500 m) and its filter words on
    /// top of the saved ones.
    /// `excluding`: place ids left out (`untried`: the places the team went to).
    public func near(_ query: NearRequest, excluding: Set<String> = []) throws -> Result {
        try near(radius: query.radius, filter: query.filter.merged(over: PlaceFilter(preferences: store.state.preferences)),
                 excluding: excluding)
    }

    /// Within `radius` (default: the saved one, else 1500 m), with exactly `filter`, less
    /// the places `excluding` names.
    public func near(radius: Radius?, filter: PlaceFilter, excluding: Set<String> = []) throws -> Result {
        guard lister.catalog.count > 0 else { throw UserError(Messages.emptyCatalog) }
        let asked = radius ?? store.state.preferences.radius ?? Radius(metres: Radius.defaultMetres)
        guard let origin = whereabouts.current else {
            return Result(rows: [], radius: asked.metres, minutes: asked.minutes, filter: filter,
                          location: whereabouts.description, unfiltered: 0)
        }
        // The places left out, by catalog index; a list that leaves some out has no key (compared by id).
        let left = Set(excluding.compactMap { lister.catalog.index(ofID: $0) })
        let key = left.isEmpty ? listKey(origin.coordinate, asked, filter) : nil
        if let minutes = asked.minutes {
            return within(minutes: minutes, of: origin.coordinate, filter: filter, excluding: left, key: key)
        }
        // Nearest first, ordered only as far as it is read.
        let hits = lister.catalog.nearby(origin.coordinate, radius: asked.metres)
        let kept = filter.isEmpty && left.isEmpty ? hits : hits.kept { !left.contains($0) && admits($0, filter) }
        return Result(list: NearList(hits: kept, lister: lister, origin: origin.coordinate, key: key, stretch: filter.stretch),
                      radius: asked.metres,
                      filter: filter, location: whereabouts.description, unfiltered: hits.count)
    }

    /// Whether the filter admits place `index` (its tags, cuisines, price and open state now).
    private func admits(_ index: Int, _ filter: PlaceFilter) -> Bool {
        let place = lister.catalog.place(at: index)
        // A stretch (`open 45m`) is read at the place's own clock.
        let now = filter.openMinutes == nil ? nil : lister.time(at: place).now
        return filter.admits(place, status: lister.status(of: place), now: now)
    }

    /// What alone decides the list's ids: the catalog, the place, the radius and the
    /// filter (nil when the filter asks what is open: the clock decides too).
    private func listKey(_ origin: Coordinate, _ radius: Radius, _ filter: PlaceFilter) -> String? {
        guard !filter.openNow, filter.stretch == nil else { return nil }
        let catalog = lister.catalog
        return "near \(ObjectIdentifier(catalog.image).hashValue) \(catalog.generation) \(origin.lat) \(origin.lon) "
            + "\(radius.metres) \(radius.minutes.map { "\($0)" } ?? "-") \(lister.walks?.kilometresPerHour ?? 0) \(filter.text)"
    }

    /// Within `minutes` on foot: along the ways (one search bounded by the minutes) where
    /// the catalog has them, else the straight line at walking speed (marked); by
    /// walking time, then distance.
    private func within(minutes: Double, of origin: Coordinate, filter: PlaceFilter, excluding left: Set<Int>,
                        key: String?) -> Result {
        let metresPerMinute = lister.walks?.metresPerMinute ?? Geo.walkingMetresPerMinute
        // No walk is shorter than its straight line: the places within that many metres.
        let hits = lister.catalog.near(origin, radius: min(Radius.maximumMetres, minutes * metresPerMinute))
        let catalog = lister.catalog
        let walks: [Walk?] = lister.walks?.walks(from: origin, to: hits.map { catalog.coordinate(at: $0.index) },
                                                 withinMinutes: minutes)
            ?? hits.map { PlaceLister.straightWalk($0.distance) }
        var unfiltered = 0
        var kept: [(hit: Catalog.Hit, walk: Walk)] = []
        for (hit, walk) in zip(hits, walks) {
            guard let walk, walk.minutes <= minutes else { continue }
            unfiltered += 1
            if !left.contains(hit.index), filter.isEmpty || admits(hit.index, filter) { kept.append((hit, walk)) }
        }
        kept.sort { a, b in
            let x = a.walk.minutes, y = b.walk.minutes
            return x != y ? x < y : a.hit.distance < b.hit.distance
        }
        return Result(list: NearList(walked: kept, lister: lister, origin: origin, key: key, stretch: filter.stretch),
                      radius: minutes * metresPerMinute, minutes: minutes, filter: filter,
                      location: whereabouts.description, unfiltered: unfiltered)
    }
}
