import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms votes or their taking back.
public struct VotePresenter {
    public init() {}

    public func present(_ r: VoteInteractor.Result) -> CommandResponse {
        let names = r.places.map { TerminalText.safe($0.name) }
        var text: String
        if r.unvoted {
            text = names.first.map { Messages.unvotedOne($0, day: r.change.day) }
                ?? (r.nothing ? Messages.unvoteNothing(day: r.change.day) : Messages.unvoted(day: r.change.day))
        } else {
            text = Messages.voted(names, day: r.change.day)
        }
        text = r.change.told(text)
        var json: [(String, JSON)] = [("ok", .bool(true)), ("day", .string(r.change.day))]
        if let place = r.places.first { json.append(("id", .string(place.id))) }
        json.append(("ids", .array(r.places.map { .string($0.id) })))
        json.append(("sent", .bool(r.change.sent == .stored && !r.nothing)))
        return CommandResponse(text: text, json: json)
    }
}
