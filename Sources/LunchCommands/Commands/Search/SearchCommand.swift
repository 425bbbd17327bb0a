import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `search TEXT [FILTERS]`.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "find places by name, cuisine, tag or address",
        usage: "search TEXT [FILTERS]",
        discussion: """
        Case and accents do not matter (cafe finds Café), a word may be the start of
        one (tac finds tacos), and one typo is forgiven in words of four letters or more
        (piza finds pizza). Best matches first; ties nearest first. FILTERS as for near.
        examples:
          search tacos
          search kahvila
          search sushi +vegan open
        """
    )

    @OptionGroup var filters: FilterWordArguments
}

extension SearchCommand: FilterWordCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, SearchInteractor.Result>? {
        let interactor = SearchInteractor(c)
        return Feature(interact: { try interactor.search(SearchRequest($0.filters.words)) }, present: SearchPresenter(table: c.table).present,
                       route: { .rows($0.rows, shown: SearchPresenter.shownRows) }, complete: c.completer.searchWords)
    }
}

extension SearchInteractor {
    /// Made from the shell's parts (for `search`, and `find`).
    init(_ c: CommandContext) {
        self.init(lister: c.lister, store: c.store, whereabouts: c.whereabouts)
    }
}
