import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms `in` or `out`.
public struct AttendPresenter {
    public init() {}

    public func present(_ r: AttendInteractor.Result) -> CommandResponse {
        let day = r.change.day
        let text = r.change.told(r.coming ? Messages.comingIn(day: day) : Messages.stayingOut(day: day))
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(day)), ("in", .bool(r.coming)), ("sent", .bool(r.change.sent == .stored)),
        ])
    }
}
