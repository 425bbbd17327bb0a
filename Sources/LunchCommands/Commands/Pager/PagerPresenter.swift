import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says when output goes through the pager from now on.
public struct PagerPresenter {
    public init() {}

    public func present(_ result: PagerInteractor.Result) -> CommandResponse {
        let text: String
        switch result.setting {
        case .on: text = Messages.pagerOn
        case .off: text = Messages.pagerOff
        case .always: text = Messages.pagerAlways
        }
        return CommandResponse(text: text, json: [("ok", .bool(true)), ("pager", .string(result.setting.rawValue)),
                                                  ("changed", .bool(result.changed))])
    }
}
