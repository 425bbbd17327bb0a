import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The ranked `search` table, or why nothing matched.
public struct SearchPresenter {
    /// Rows printed at a time (`more` prints the next); `--json` has these too.
    public static let shownRows = 50

    let table: PlaceTablePresenter

    public func present(_ result: SearchInteractor.Result) -> CommandResponse {
        let shownRows = result.rows.prefix(Self.shownRows)
        let json: [(String, JSON)] = [("query", .string(result.text)), ("total", .int(result.total)),
                                      ("places", .array(shownRows.map { .object(table.json($0) + [("beyond_radius", .bool($0.beyondRange))]) }))]
        guard !result.rows.isEmpty else {
            return CommandResponse(text: Messages.noMatches(TerminalText.safe(result.text), filter: TerminalText.safe(result.filter.text)),
                                   json: json)
        }
        let kept = result.total > result.rows.count ? "; the best \(result.rows.count) can be listed" : ""
        var footer = "(\(Plural.count(result.total, "place")) \(Plural.verb(result.total, "matches", "match")) "
            + "'\(TerminalText.safe(result.text))'\(Messages.byCuisine(result.cuisines))\(kept))"
        let more = result.rows.count - shownRows.count
        if let note = table.walkNote(Array(shownRows)) { footer = note + "\n" + footer }
        if let radius = result.range, let far = shownRows.first(where: \.beyondRange) {
            footer = Messages.beyondRadius(first: far.row, radius: radius.text) + "\n" + footer
        }
        if more > 0 { footer += "\n" + Messages.moreRows(more) }
        // Laid out for every row `more` can show, so its pages keep these columns.
        return CommandResponse(text: table.table(Array(shownRows), layout: table.layout(result.rows)) + "\n" + table.prose(footer), json: json)
    }
}
