import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says what lists will show from now on.
public struct ViewPresenter {
    public init() {}

    public func present(_ mode: ViewMode) -> CommandResponse {
        CommandResponse(text: mode == .map ? Messages.viewMap : Messages.viewList,
                        json: [("ok", .bool(true)), ("view", .string(mode.rawValue))])
    }
}
