import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms a veto or its taking back.
public struct VetoPresenter {
    public init() {}

    public func present(_ r: VetoInteractor.Result) -> CommandResponse {
        let day = r.change.day
        let text = r.change.told(r.place.map { Messages.vetoed(TerminalText.safe($0.name), day: day) }
            ?? (r.nothing ? Messages.unvetoNothing(day: day) : Messages.unvetoed(day: day)))
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(day)), ("id", r.place.map { .string($0.id) } ?? .null),
            ("name", r.place.map { .string($0.name) } ?? .null), ("sent", .bool(r.change.sent == .stored && !r.nothing)),
        ])
    }
}
