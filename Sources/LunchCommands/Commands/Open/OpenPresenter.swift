import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Prints the link (always) and says whether it was opened, or how to have it opened.
public struct OpenPresenter {
    public init() {}

    public func present(_ r: OpenInteractor.Result) -> CommandResponse {
        let note = r.opener.map { "  (opened with \($0))" } ?? "\n" + Messages.noBrowser
        return CommandResponse(text: TerminalText.safe(r.link) + note,
                               json: [("ok", .bool(true)), ("id", .string(r.place.id)), ("target", .string(r.target)),
                                      ("link", .string(r.link)), ("opened", .bool(r.opener != nil))])
    }
}
