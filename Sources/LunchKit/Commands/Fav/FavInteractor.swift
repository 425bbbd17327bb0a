/// Marks and unmarks favourites (saved at once; undoable).
public struct FavInteractor {
    public struct Result {
        public var place: Place
        public var favorite: Bool
        /// False when it already was (or was not) a favourite.
        public var changed: Bool
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store

    public func set(_ ref: [String], favorite: Bool) throws -> Result {
        let place = catalog.place(at: try resolver.resolve(ref))
        let was = store.state.favorites.contains(place.id)
        guard was != favorite else { return Result(place: place, favorite: favorite, changed: false) }
        if favorite {
            try store.send(.addFavorite(place.id), undo: .removeFavorite(place.id), what: "fav \(place.name)")
        } else {
            try store.send(.removeFavorite(place.id), undo: .addFavorite(place.id), what: "unfav \(place.name)")
        }
        return Result(place: place, favorite: favorite, changed: true)
    }
}

extension FavInteractor {
    /// `fav` and `unfav`: one feature, marking one way or the other.
    static func feature<Arguments>(_ c: CommandContext, favorite: Bool,
                                   ref: @escaping (Arguments) -> [String]) -> Feature<Arguments, Result> {
        let interactor = FavInteractor(resolver: c.resolver, catalog: c.catalog, store: c.store)
        return Feature(interact: { try interactor.set(ref($0), favorite: favorite) }, present: FavPresenter().present,
                       complete: c.completer.firstReference)
    }
}
