import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms a veto or its taking back.
public struct VetoPresenter {
    public init() {}

    public func present(_ r: VetoInteractor.Result) -> CommandResponse {
        var text = r.place.map { Messages.vetoed(TerminalText.safe($0.name), day: r.day) }
            ?? (r.nothing ? Messages.unvetoNothing(day: r.day) : Messages.unvetoed(day: r.day))
        if r.sent == .waiting, r.waiting > 0 { text = String(text.dropLast()) + Messages.teamWillHear(waiting: r.waiting) + "." }
        if let late = r.late { text += " " + Messages.teamMadeAfterDeadline(late) }
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(r.day)), ("id", r.place.map { .string($0.id) } ?? .null),
            ("name", r.place.map { .string($0.name) } ?? .null), ("sent", .bool(r.sent == .stored && !r.nothing)),
        ])
    }
}
