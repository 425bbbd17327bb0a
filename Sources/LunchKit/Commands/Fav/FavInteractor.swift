/// Marks and unmarks favourites (saved at once; undoable).
public struct FavInteractor {
    public struct Result {
        public var place: Place
        public var favourite: Bool
        /// False when it already was (or was not) a favourite.
        public var changed: Bool
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store

    public func set(_ ref: PlaceReference, favourite: Bool) throws -> Result {
        let place = catalog.place(at: try resolver.resolve(ref))
        let was = store.state.favourites.contains(place.id)
        guard was != favourite else { return Result(place: place, favourite: favourite, changed: false) }
        if favourite {
            try store.send(.addFavourite(place.id), undo: .removeFavourite(place.id), what: "fav \(place.name)")
        } else {
            try store.send(.removeFavourite(place.id), undo: .addFavourite(place.id), what: "unfav \(place.name)")
        }
        return Result(place: place, favourite: favourite, changed: true)
    }
}

extension FavInteractor {
    /// `fav` and `unfav`: one feature, marking one way or the other. The place becomes
    /// the current place (`fav 3` then `rate 4` rates it).
    static func feature<Arguments>(_ c: CommandContext, favourite: Bool,
                                   ref: @escaping (Arguments) -> [String]) -> Feature<Arguments, Result> {
        let interactor = FavInteractor(resolver: c.resolver, catalog: c.catalog, store: c.store)
        return Feature(interact: { try interactor.set(PlaceReference(ref($0)), favourite: favourite) }, present: FavPresenter().present,
                       route: { .place($0.place.id) }, complete: c.completer.firstReference)
    }
}
