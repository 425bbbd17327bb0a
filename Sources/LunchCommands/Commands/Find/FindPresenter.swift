import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `find`'s output: the `search` table without a terminal, the `show` text after Enter,
/// nothing after Esc (the screen is as it was).
public struct FindPresenter {
    let search: SearchPresenter
    let show: ShowPresenter

    public func present(_ result: FindInteractor.Result) -> CommandResponse {
        switch result {
        case .listed(let found): return search.present(found)
        case .shown(let detail, _, _): return show.present(detail)
        case .left: return CommandResponse(text: "", json: [("chosen", .null)])
        }
    }

    /// As `search` without a terminal; after Enter the results are the last list and the
    /// shown place is current.
    public static func route(_ result: FindInteractor.Result) -> Route {
        switch result {
        case .listed(let found): return .rows(found.rows, shown: SearchPresenter.shownRows)
        case .shown(let detail, let list, let shown): return .chosen(from: list, shown: shown, place: detail.row.place.id)
        case .left: return .stay
        }
    }
}
