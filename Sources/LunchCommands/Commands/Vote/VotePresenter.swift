import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms a vote or its taking back.
public struct VotePresenter {
    public init() {}

    public func present(_ r: VoteInteractor.Result) -> CommandResponse {
        var text = r.place.map { Messages.voted(TerminalText.safe($0.name), day: r.day) } ?? Messages.unvoted(day: r.day)
        if r.sent == .waiting { text = String(text.dropLast()) + Messages.teamWillHear(waiting: r.waiting) + "." }
        var json: [(String, JSON)] = [("ok", .bool(true)), ("day", .string(r.day))]
        if let place = r.place { json.append(("id", .string(place.id))) }
        json.append(("sent", .bool(r.sent == .stored)))
        return CommandResponse(text: text, json: json)
    }
}
