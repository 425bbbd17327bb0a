import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The visit list.
public struct VisitsPresenter {
    let visits: VisitPresenter

    public func present(_ list: [VisitsInteractor.Entry]) -> CommandResponse {
        let json: [(String, JSON)] = [("visits", .array(list.map { visits.json($0.visit) }))]
        guard !list.isEmpty else { return CommandResponse(text: Messages.noVisits, json: json) }
        // Cut as in the tables, so that one long name does not pad every line to its width.
        let names = list.map { item -> String in
            let name = TerminalText.safe(TextWidth.truncate(item.visit.placeName, to: PlaceTablePresenter.nameCells))
            return item.inCatalog ? name : Messages.goneFromCatalog(name)
        }
        let width = names.map(TextWidth.cells).max() ?? 0
        let lines = zip(list, names).map { item, name -> String in
            let note = item.visit.note.map { "  “\(TerminalText.safe($0))”" } ?? ""
            return "\(visits.date(item.visit.date))  \(VisitPresenter.stars(item.visit.stars))  "
                + TextWidth.pad(name, to: width) + note + VisitPresenter.tags(item.visit)
        }
        return CommandResponse(text: lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n"), json: json)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
