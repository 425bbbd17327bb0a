/// Sets the current location from coordinates or a name.
public struct AtInteractor {
    private let store: Store
    private let gazetteer: Gazetteer

    public init(store: Store, gazetteer: Gazetteer) {
        self.store = store
        self.gazetteer = gazetteer
    }

    public func setLocation(_ words: [String]) throws -> Location {
        guard !words.isEmpty else { throw UserError(Messages.atNeedsWhere) }
        let location: Location
        if let coordinate = try Coordinate.parse(words: words) {
            location = Location(coordinate: coordinate)
        } else {
            let name = words.joined(separator: " ")
            guard let found = gazetteer.locate(name) else {
                let suggestion = Suggestion.closest(to: name, in: gazetteer.areas.map(\.name))
                throw UserError(Messages.unknownPlaceName(name, suggestion: suggestion))
            }
            location = found
        }
        try store.send(.setLocation(location))
        return location
    }
}
