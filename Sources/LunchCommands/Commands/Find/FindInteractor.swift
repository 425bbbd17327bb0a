import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `find`: the live search when there is a terminal for it, else `search`.
public struct FindInteractor {
    public enum Result {
        /// No terminal: the ranked list, as `search` gives it.
        case listed(SearchInteractor.Result)
        /// Enter on a place: it is shown, from the results `list` (their first `listShown`
        /// rows were on screen; the route makes them the last list).
        case shown(ShowInteractor.Result, list: [String], listShown: Int)
        /// Esc or Ctrl-C.
        case left
    }

    let search: SearchInteractor
    let detail: ShowInteractor
    let live: (any LiveSearch)?

    public init(search: SearchInteractor, detail: ShowInteractor, live: (any LiveSearch)?) {
        self.search = search
        self.detail = detail
        self.live = live
    }

    /// `words` as `search` takes them. Without a terminal this is `search` (the same
    /// results, the same error without text); with one, a bad filter word fails before
    /// anything is drawn.
    public func find(_ words: [FilterWord]) throws -> Result {
        guard let live else { return .listed(try search.search(SearchRequest(words))) }
        _ = try PlaceFilter.gather(words)
        switch live.run(text: words.map(\.text).joined(separator: " "), search: view) {
        case .left:
            return .left
        case .chosen(let view, let row, let shown):
            let rows = view.rows
            guard rows.indices.contains(row) else { return .left }
            return .shown(try detail.show(PlaceReference([rows[row].place.id])), list: rows.map(\.place.id),
                          listShown: shown)
        }
    }

    /// The results for the text typed so far (its words read as `search` reads them).
    public func view(_ text: String) -> FindView {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !SearchIndexBuilder.words(of: text).isEmpty else { return FindView(text: text) }
        do {
            let found = try search.search(SearchRequest(words.map(FilterWord.init(parsing:))))
            guard found.rows.isEmpty else { return FindView(text: text, rows: found.rows, total: found.total) }
            return FindView(text: text, rows: found.rows, total: found.total,
                            problem: Messages.noMatches(found.text, filter: found.filter.text))
        } catch let error as UserError {
            return FindView(text: text, problem: error.message)
        } catch {
            return FindView(text: text, problem: String(describing: error))
        }
    }
}
