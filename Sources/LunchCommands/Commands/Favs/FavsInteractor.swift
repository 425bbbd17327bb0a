import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The favourites as rows, nearest first; those no longer in the catalog are kept by name.
public struct FavsInteractor {
    public struct Result {
        public var rows: [PlaceRow]
        /// Favourite ids the catalog no longer has, with the name last known.
        public var gone: [(id: String, name: String)]
    }

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    public func favourites() -> Result {
        let origin = whereabouts.current?.coordinate
        var rows: [PlaceRow] = []
        var gone: [(String, String)] = []
        // A saved stretch (`filter open 45m`) marks the favourites closing within it.
        let stretch = PlaceFilter(preferences: store.state.preferences).stretch
        for id in store.state.favourites {
            if let index = lister.catalog.index(ofID: id) {
                var row = lister.row(0, index: index, from: nil)
                row.distance = origin.map { Geo.distance($0, row.place.coordinate) }
                row.stretch = stretch
                rows.append(row)
            } else {
                gone.append((id, store.state.keptName(of: id)))
            }
        }
        rows.sort { ($0.distance ?? 0) < ($1.distance ?? 0) }
        lister.addWalks(&rows, from: origin)
        for i in rows.indices { rows[i].row = i + 1 }
        return Result(rows: rows, gone: gone)
    }
}
