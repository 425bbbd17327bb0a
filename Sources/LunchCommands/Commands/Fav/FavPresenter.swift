import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms a favourite change.
public struct FavPresenter {
    public init() {}

    public func present(_ r: FavInteractor.Result) -> CommandResponse {
        let text: String
        switch (r.favourite, r.changed) {
        case (true, true): text = Messages.favourited(TerminalText.safe(r.place.name))
        case (true, false): text = Messages.alreadyFavourite(TerminalText.safe(r.place.name))
        case (false, true): text = Messages.unfavourited(TerminalText.safe(r.place.name))
        case (false, false): text = Messages.notFavourite(TerminalText.safe(r.place.name))
        }
        return CommandResponse(text: text, json: [("ok", .bool(true)), ("id", .string(r.place.id)),
                                                  ("favorite", .bool(r.favourite)), ("changed", .bool(r.changed))])
    }
}
