/// What the map shows: the current list, else `near` with the saved radius.
public struct MapInteractor {
    /// The ids to draw, and the radius the map must show (nil: fit the places).
    public typealias Result = (ids: [String], radius: Double?)

    private let store: Store
    private let near: NearInteractor

    public init(store: Store, near: NearInteractor) {
        self.store = store
        self.near = near
    }

    public func places(radius word: String?) throws -> Result {
        var radius: Double?
        if let word {
            guard let metres = try Radius.parse(word) else { throw UserError(Messages.badRadius(word)) }
            radius = metres
        }
        if !store.state.currentList.isEmpty && word == nil { return (store.state.currentList, nil) }
        let listed = try near.near(word.map { [$0] } ?? [])
        return (listed.rows.map(\.place.id), radius ?? listed.radius)
    }
}
