import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The import report: counts, and the first reasons records were skipped.
public struct ImportPresenter {
    public init() {}

    public func present(_ r: ImportInteractor.Result) -> CommandResponse {
        var lines = ["Imported \(TerminalText.safe(r.file)) (\(r.format)): \(r.added) added, \(r.updated) updated, \(r.unchanged) unchanged, "
                     + "\(r.skipped) skipped. The catalog has \(Plural.count(r.total, "place"))."]
        if !r.reasons.isEmpty { lines.append("skipped, for example: " + TerminalText.safe(r.reasons.joined(separator: "; "))) }
        return CommandResponse(text: lines.joined(separator: "\n"),
                               json: [("added", .int(r.added)), ("updated", .int(r.updated)),
                                      ("unchanged", .int(r.unchanged)), ("skipped", .int(r.skipped)),
                                      ("total", .int(r.total)), ("format", .string(r.format)),
                                      ("reasons", .array(r.reasons.map(JSON.string)))])
    }
}
