/// Saves whether lists also draw the map (undoable).
public struct ViewInteractor {
    private let store: Store

    public init(store: Store) {
        self.store = store
    }

    /// `map` or `list`, as set.
    public func set(_ word: String) throws -> String {
        let mode = word.lowercased()
        guard mode == "map" || mode == "list" else { throw UserError(Messages.badView(word)) }
        let old = store.state.preferences
        var next = old
        next.mapView = mode == "map"
        if next != old { try store.send(.setPreferences(next), undo: .setPreferences(old), what: "view \(mode)") }
        return mode
    }
}
