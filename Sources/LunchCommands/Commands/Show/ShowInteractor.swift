import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Gathers everything the detail view shows about one place.
public struct ShowInteractor {
    public struct Result {
        public var row: PlaceRow
        public var links: PlaceLinks
        public var holidaysUnchecked: Bool
        public var from: String
        public var fromCoordinate: Coordinate?
        /// The user's visits of this place, newest first.
        public var visits: [Visit]
        /// False for a favourite whose place left the catalog (what it kept is shown).
        public var inCatalog = true
    }

    let resolver: PlaceResolver
    let lister: PlaceLister
    let whereabouts: Whereabouts
    var store: Store? = nil

    public func show(_ ref: PlaceReference) throws -> Result {
        let origin = whereabouts.current?.coordinate
        let row: PlaceRow
        var inCatalog = true
        if let kept = store?.state.favouritePlaces[ref.text], lister.catalog.index(ofID: ref.text) == nil {
            inCatalog = false
            // A favourite whose place left the catalog: what it kept (name, position).
            let place = kept.place(id: ref.text)
            var kept = PlaceRow(row: 0, place: place, distance: origin.map { Geo.distance($0, place.coordinate) }, status: .unknown)
            kept.favourite = true
            kept.walk = origin.map { lister.walk(from: $0, to: place.coordinate) }
            row = kept
        } else {
            var listed = lister.row(0, index: try resolver.resolve(ref), from: origin)
            // A saved stretch (`filter open 45m`) marks a closing within it.
            listed.stretch = store.flatMap { PlaceFilter(preferences: $0.state.preferences).stretch }
            row = listed
        }
        var result = Result(row: row, links: PlaceLinks(row.place), holidaysUnchecked: lister.holidaysUnchecked(row.place),
                            from: whereabouts.description, fromCoordinate: origin,
                            visits: (store?.state.visits ?? []).filter { $0.placeID == row.place.id }.reversed())
        result.inCatalog = inCatalog
        return result
    }
}
