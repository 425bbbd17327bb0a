import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `clear` shows nothing of its own (the screen is its output); scripts get
/// `{"command":"clear","ok":true}`.
public struct ClearPresenter {
    public init() {}

    public func present(_: Void) -> CommandResponse {
        CommandResponse(text: "")
    }
}
