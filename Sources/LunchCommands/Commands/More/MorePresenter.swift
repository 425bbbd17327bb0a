import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A page of the last list: the table, which rows these are and how many are left.
public struct MorePresenter {
    let table: PlaceTablePresenter

    public func present(_ result: MoreInteractor.Result) -> CommandResponse {
        let json: [(String, JSON)] = [("places", .array(result.rows.map { .object(table.json($0)) })),
                                      ("total", .int(result.ids.count)), ("more", .int(result.ids.count - result.shown))]
        guard let first = result.rows.first?.row, let last = result.rows.last?.row else {
            return CommandResponse(text: Messages.nothingMore(result.ids.count), json: json)
        }
        var lines = [table.table(result.rows, layout: table.layout(result.all))] + [table.walkNote(result.rows)].compactMap { $0 }
            + [Messages.pageRows(first: first, last: last, of: result.ids.count)]
        let left = result.ids.count - result.shown
        if left > 0 { lines.append(Messages.moreRows(left)) }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
