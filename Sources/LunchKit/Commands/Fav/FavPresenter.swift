/// Confirms a favourite change.
public struct FavPresenter {
    public init() {}

    public func present(_ r: FavInteractor.Result) -> CommandResponse {
        let text: String
        switch (r.favorite, r.changed) {
        case (true, true): text = Messages.favorited(TerminalText.safe(r.place.name))
        case (true, false): text = Messages.alreadyFavorite(TerminalText.safe(r.place.name))
        case (false, true): text = Messages.unfavorited(TerminalText.safe(r.place.name))
        case (false, false): text = Messages.notFavorite(TerminalText.safe(r.place.name))
        }
        return CommandResponse(text: text, json: [("ok", .bool(true)), ("id", .string(r.place.id)),
                                                  ("favorite", .bool(r.favorite)), ("changed", .bool(r.changed))])
    }
}
