import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms the new location.
public struct AtPresenter {
    private let location = LocationPresenter()

    public init() {}

    public func present(_ result: Location) -> CommandResponse {
        CommandResponse(text: Messages.locationSet(location.describe(result)), json: location.json(result))
    }
}
