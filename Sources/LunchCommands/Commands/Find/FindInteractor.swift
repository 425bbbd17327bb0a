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
        /// Enter on a place: it is shown (and the results are the last list).
        case shown(ShowInteractor.Result)
        /// Esc or Ctrl-C.
        case left
    }

    let search: SearchInteractor
    let detail: ShowInteractor
    let store: Store
    let live: (any LiveSearch)?

    public init(search: SearchInteractor, detail: ShowInteractor, store: Store, live: (any LiveSearch)?) {
        self.search = search
        self.detail = detail
        self.store = store
        self.live = live
    }

    /// `words` as `search` takes them. Without a terminal this is `search` (the same
    /// results, the same error without text); with one, a bad filter word fails before
    /// anything is drawn.
    public func find(_ words: [FilterWord]) throws -> Result {
        guard let live else { return .listed(try search.search(SearchQuery(words))) }
        _ = try PlaceFilter.gather(words)
        switch live.run(text: words.map(\.text).joined(separator: " "), search: view) {
        case .left:
            return .left
        case .chosen(let view, let row, let shown):
            let rows = view.rows
            guard rows.indices.contains(row) else { return .left }
            switch Route.rows(rows, shown: shown) {
            case .page(let ids, let shown): try store.send(.showPage(ids, shown: shown))
            default: try store.send(.showList(rows.map(\.place.id)))
            }
            return .shown(try detail.show(PlaceReference([rows[row].place.id])))
        }
    }

    /// The results for the text typed so far (its words read as `search` reads them).
    public func view(_ text: String) -> FindView {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !SearchIndexBuilder.words(of: text).isEmpty else { return FindView(text: text) }
        do {
            let found = try search.search(SearchQuery(words.map(FilterWord.init(parsing:))))
            guard found.rows.isEmpty else { return FindView(text: text, result: found) }
            return FindView(text: text, result: found,
                            problem: Messages.noMatches(found.text, filter: found.filter.text))
        } catch let error as UserError {
            return FindView(text: text, problem: error.message)
        } catch {
            return FindView(text: text, problem: String(describing: error))
        }
    }
}
