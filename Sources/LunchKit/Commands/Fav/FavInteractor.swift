/// Marks and unmarks favourites (saved at once; undoable).
public struct FavInteractor {
    public struct Result {
        public var place: Place
        public var favorite: Bool
        /// False when it already was (or was not) a favourite.
        public var changed: Bool
    }

    private let resolver: PlaceResolver
    private let catalog: Catalog
    private let store: Store

    public init(resolver: PlaceResolver, catalog: Catalog, store: Store) {
        self.resolver = resolver
        self.catalog = catalog
        self.store = store
    }

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
