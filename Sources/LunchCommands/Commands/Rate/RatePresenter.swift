import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Confirms a rating with the place's new average.
public struct RatePresenter {
    let visits: VisitPresenter

    public func present(_ r: RateInteractor.Result) -> CommandResponse {
        let note = r.visit.note.map { " “\(TerminalText.safe($0))”" } ?? ""
        let average = r.average.map { String(format: "%.1f", $0) } ?? "–"
        let text = "Rated \(TerminalText.safe(r.visit.placeName)) \(VisitPresenter.stars(r.visit.stars))\(note)"
            + "\(VisitPresenter.tags(r.visit).replacingOccurrences(of: "  +", with: " +")). "
            + "Your average there: \(average) from \(r.count) visit\(r.count == 1 ? "" : "s")."
        return CommandResponse(text: text, json: [("ok", .bool(true)), ("visit", visits.json(r.visit))])
    }
}
