import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says where the user is, and whether that was set or assumed.
public struct WherePresenter {
    private let location = LocationPresenter()

    public init() {}

    public func present(_ result: WhereInteractor.Result) -> CommandResponse {
        switch result {
        case .set(let l):
            return CommandResponse(text: Messages.youAreAt(location.describe(l)), json: location.json(l))
        case .fallback(let l):
            return CommandResponse(text: Messages.defaultLocation(location.describe(l)),
                                   json: location.json(l) + [("default", .bool(true))])
        case .none:
            return CommandResponse(text: Messages.noLocation, json: location.json(nil))
        }
    }
}
