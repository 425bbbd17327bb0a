import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The next rows of the last list, after the ones already printed.
public struct MoreInteractor {
    public struct Result {
        /// The rows of this page, numbered as in the whole list.
        public var rows: [PlaceRow]
        /// Every row of the list that is still in the catalog: the table is laid out for
        /// them, so each page has the same columns at the same widths.
        public var all: [PlaceRow]
        /// The whole list (what row numbers refer to).
        public var ids: PlaceList
        /// How many rows of the list are printed after this page.
        public var shown: Int
    }

    /// Rows printed at a time, as `near` and `search` print them.
    public static let pageRows = NearPresenter.shownRows

    let lister: PlaceLister
    let store: Store
    let whereabouts: Whereabouts

    /// Throws when there is no list yet. Once every row is printed, the page is empty.
    public func more() throws -> Result {
        let ids = store.state.currentList
        guard !ids.isEmpty else { throw UserError(Messages.noListForMore) }
        let from = min(store.state.listShown, ids.count)
        let to = min(ids.count, from + Self.pageRows)
        let origin = whereabouts.current?.coordinate
        // A row whose place has left the catalog keeps its number and is not printed.
        var all = ids.indices.compactMap { n in
            lister.catalog.index(ofID: ids[n]).map { index -> PlaceRow in
                var row = lister.row(n + 1, index: index, from: nil)
                row.distance = origin.map { Geo.distance($0, row.place.coordinate) }
                return row
            }
        }
        lister.addWalks(&all, from: origin)
        let rows = all.filter { $0.row > from && $0.row <= to }
        return Result(rows: rows, all: all, ids: ids, shown: to)
    }
}
