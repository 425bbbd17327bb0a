import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The sync report.
public struct SyncPresenter {
    public init() {}

    public func present(_ r: SyncInteractor.Result) -> CommandResponse {
        var text = Messages.synced(r.counts.added, r.counts.updated, r.counts.unchanged, from: TerminalText.safe(r.source))
        if r.fromCache { text += " (kept answer from the last 24 h; 'sync --fresh' asks again)" }
        return CommandResponse(text: text, json: [("added", .int(r.counts.added)), ("updated", .int(r.counts.updated)),
                                                  ("unchanged", .int(r.counts.unchanged)), ("skipped", .int(r.skipped)),
                                                  ("cached", .bool(r.fromCache))])
    }
}
