import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What one text typed into `find` found: the ranked places, or why there are none.
public struct FindView {
    /// The text the results are for (filters included, as typed).
    public var text: String
    public var result: SearchInteractor.Result?
    /// Why nothing is listed (no match, a bad filter word); nil while nothing is typed.
    public var problem: String?

    public init(text: String, result: SearchInteractor.Result? = nil, problem: String? = nil) {
        self.text = text
        self.result = result
        self.problem = problem
    }

    public var rows: [PlaceRow] { result?.rows ?? [] }
}
