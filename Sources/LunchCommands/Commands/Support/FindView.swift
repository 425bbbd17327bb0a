import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What one text typed into `find` found: the ranked places, or why there are none. The
/// `LiveSearch` seam's value (what the search answers and the terminal draws), so it holds
/// what `find`'s search gave (`SearchInteractor.Result`), not that type.
public struct FindView {
    /// The text the results are for (filters included, as typed).
    public var text: String
    /// The places found, ranked.
    public var rows: [PlaceRow] = []
    /// How many places matched in all (nil: no search ran for the text).
    public var total: Int?
    /// Why nothing is listed (no match, a bad filter word); nil while nothing is typed.
    public var problem: String?
}
