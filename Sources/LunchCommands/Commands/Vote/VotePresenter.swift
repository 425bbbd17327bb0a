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
            text = names.first.map { Messages.unvotedOne($0, day: r.day) }
                ?? (r.nothing ? Messages.unvoteNothing(day: r.day) : Messages.unvoted(day: r.day))
        } else {
            text = Messages.voted(names, day: r.day)
        }
        if r.sent == .waiting, r.waiting > 0 { text = String(text.dropLast()) + Messages.teamWillHear(waiting: r.waiting) + "." }
        if let late = r.late { text += " " + Messages.teamMadeAfterDeadline(late) }
        var json: [(String, JSON)] = [("ok", .bool(true)), ("day", .string(r.day))]
        if let place = r.places.first { json.append(("id", .string(place.id))) }
        json.append(("ids", .array(r.places.map { .string($0.id) })))
        json.append(("sent", .bool(r.sent == .stored && !r.nothing)))
        return CommandResponse(text: text, json: json)
    }
}
