import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms `in` or `out`.
public struct AttendPresenter {
    public init() {}

    public func present(_ r: AttendInteractor.Result) -> CommandResponse {
        var text = r.coming ? Messages.comingIn(day: r.day) : Messages.stayingOut(day: r.day)
        if r.sent == .waiting, r.waiting > 0 { text = String(text.dropLast()) + Messages.teamWillHear(waiting: r.waiting) + "." }
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(r.day)), ("in", .bool(r.coming)), ("sent", .bool(r.sent == .stored)),
        ])
    }
}
