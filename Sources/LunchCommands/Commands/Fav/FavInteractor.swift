import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Marks and unmarks favourites (saved at once; undoable).
public struct FavInteractor {
    public struct Result {
        public var place: Place
        public var favourite: Bool
        /// False when it already was (or was not) a favourite.
        public var changed: Bool
        /// False for a favourite taken off after its place left the catalog.
        public var inCatalog = true
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store

    public func set(_ ref: PlaceReference, favourite: Bool) throws -> Result {
        // `unfav ID` of a favourite whose place left the catalog: it can still go.
        if !favourite, store.state.favourites.contains(ref.text), catalog.index(ofID: ref.text) == nil {
            let name = store.state.keptName(of: ref.text)
            try store.send(.removeFavourite(ref.text), undo: .addFavourite(ref.text), what: "unfav \(name)")
            let kept = store.state.favouritePlaces[ref.text] ?? FavouritePlace(name: name, coordinate: Coordinate(lat: 0, lon: 0))
            return Result(place: kept.place(id: ref.text), favourite: false, changed: true, inCatalog: false)
        }
        let place = catalog.place(at: try resolver.resolve(ref))
        let was = store.state.favourites.contains(place.id)
        guard was != favourite else { return Result(place: place, favourite: favourite, changed: false) }
        if favourite {
            try store.send(.rememberFavourite(place.id, FavouritePlace(name: place.name, coordinate: place.coordinate)))
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
                       route: { $0.inCatalog ? .place($0.place.id) : .stay }, complete: c.completer.firstReference)
    }
}
