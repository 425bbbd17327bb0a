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
    }

    let resolver: PlaceResolver
    let lister: PlaceLister
    let whereabouts: Whereabouts
    var store: Store? = nil

    public func show(_ ref: PlaceReference) throws -> Result {
        let index = try resolver.resolve(ref)
        let origin = whereabouts.current?.coordinate
        let row = lister.row(0, index: index, from: origin)
        return Result(row: row, links: PlaceLinks(row.place), holidaysUnchecked: lister.holidaysUnchecked(row.place),
                      from: whereabouts.description, fromCoordinate: origin,
                      visits: (store?.state.visits ?? []).filter { $0.placeID == row.place.id }.reversed())
    }
}
