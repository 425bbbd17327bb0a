import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The decision, the stored one (which may be someone else's, made first).
public struct DecidePresenter {
    public init() {}

    public func present(_ r: DecideInteractor.Result) -> CommandResponse {
        let name = TerminalText.safe(r.decision.place.name)
        var text: String
        if r.already {
            text = Messages.alreadyDecided(by: r.byMe ? Messages.decidedByYou : TerminalText.safe(r.decision.member), name)
        } else {
            text = Messages.decided(name, votes: r.votes, day: r.day)
            if r.sent == .waiting { text = String(text.dropLast()) + Messages.teamWillHear + "." }
        }
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(r.day)),
            ("decision", .object([("id", .string(r.decision.place.id)), ("name", .string(r.decision.place.name)),
                                  ("by", .string(r.decision.member))])),
            ("already", .bool(r.already)), ("sent", .bool(r.sent == .stored)),
        ])
    }
}
