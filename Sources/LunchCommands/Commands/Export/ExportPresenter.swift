import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says what was written where.
public struct ExportPresenter {
    public init() {}

    public func present(_ r: ExportInteractor.Result) -> CommandResponse {
        CommandResponse(text: "Saved \(r.favourites) favourite\(r.favourites == 1 ? "" : "s") and \(r.visits) visit\(r.visits == 1 ? "" : "s") to \(r.path).",
                        json: [("ok", .bool(true)), ("file", .string(r.path)), ("favorites", .int(r.favourites)),
                               ("visits", .int(r.visits))])
    }
}
