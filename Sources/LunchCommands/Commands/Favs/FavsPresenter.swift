import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The favourites table.
public struct FavsPresenter {
    let table: PlaceTablePresenter

    public func present(_ r: FavsInteractor.Result) -> CommandResponse {
        let json: [(String, JSON)] = [("places", .array(r.rows.map { .object(table.json($0)) })),
                                      ("missing", .array(r.gone.map { .object([("id", .string($0.id)), ("name", .string($0.name))]) }))]
        guard !r.rows.isEmpty || !r.gone.isEmpty else { return CommandResponse(text: Messages.noFavourites, json: json) }
        var lines: [String] = []
        if !r.rows.isEmpty { lines.append(table.table(r.rows)) }
        if let note = table.walkNote(r.rows) { lines.append(table.prose(note)) }
        // With the id, so `unfav ID` can take it off the list.
        for g in r.gone {
            let name = TextWidth.truncate(TerminalText.safe(g.name), to: PlaceTablePresenter.nameCells)
            lines.append("   " + Messages.goneFromCatalog(name) + "  " + TerminalText.safe(g.id))
        }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
