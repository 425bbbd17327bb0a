/// The ranked `search` table, or why nothing matched.
public struct SearchPresenter {
    let table: PlaceTablePresenter

    public func present(_ result: SearchInteractor.Result) -> CommandResponse {
        let json: [(String, JSON)] = [("query", .string(result.text)), ("total", .int(result.total)),
                                      ("places", .array(result.rows.map { .object(table.json($0)) }))]
        guard !result.rows.isEmpty else {
            return CommandResponse(text: Messages.noMatches(TerminalText.safe(result.text), filter: TerminalText.safe(result.filter.text)),
                                   json: json)
        }
        var text = table.table(result.rows)
        let shown = result.total > result.rows.count ? "; best \(result.rows.count) shown" : ""
        text += "\n(\(Plural.count(result.total, "place")) \(Plural.verb(result.total, "matches", "match")) "
            + "'\(TerminalText.safe(result.text))'\(Messages.byCuisine(result.cuisines))\(shown))"
        return CommandResponse(text: text, json: json)
    }
}
