import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The visit list, numbered 1 (the newest) to N as `visits --remove N` takes them.
public struct VisitsPresenter {
    let visits: VisitPresenter

    public func present(_ list: [VisitsInteractor.Entry]) -> CommandResponse {
        let json: [(String, JSON)] = [("visits", .array(list.enumerated().map { visits.json($1.visit, number: $0 + 1) }))]
        guard !list.isEmpty else { return CommandResponse(text: Messages.noVisits, json: json) }
        // Cut as in the tables, so that one long name does not pad every line to its width.
        let names = list.map { item -> String in
            let name = TerminalText.safe(TextWidth.truncate(item.visit.placeName, to: PlaceTablePresenter.nameCells))
            return item.inCatalog ? name : Messages.goneFromCatalog(name)
        }
        let width = names.map(TextWidth.cells).max() ?? 0
        let numberWidth = String(list.count).count
        let lines = zip(list, names).enumerated().map { offset, pair -> String in
            let (item, name) = pair
            let number = String(offset + 1)
            let note = item.visit.note.map { "  “\(TerminalText.safe($0))”" } ?? ""
            return String(repeating: " ", count: numberWidth - number.count) + number + "  "
                + "\(visits.date(item.visit.date))  \(VisitPresenter.stars(item.visit.stars))  "
                + TextWidth.pad(name, to: width) + note + VisitPresenter.tags(item.visit)
        }
        return CommandResponse(text: lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n"), json: json)
    }

    /// `visits --remove N`: which visit went, and how to bring it back.
    public func present(removed: VisitsInteractor.Removed) -> CommandResponse {
        let name = TerminalText.safe(TextWidth.truncate(removed.visit.placeName, to: PlaceTablePresenter.nameCells))
        let text = Messages.visitRemoved(removed.number, moment: Visit.moment(removed.visit.date), name: name,
                                         stars: VisitPresenter.stars(removed.visit.stars))
        return CommandResponse(text: text, json: [("ok", .bool(true)), ("removed", visits.json(removed.visit, number: removed.number))])
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
