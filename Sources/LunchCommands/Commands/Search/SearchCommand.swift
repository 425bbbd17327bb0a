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
        usage: "search TEXT [FILTERS] [--anywhere]",
        discussion: """
        Case, accents and script do not matter (cafe finds Café, moskva finds Москва,
        tonkatsu finds とんかつ), a word may be the start of one (tac finds tacos), and
        typos are forgiven: one in words of 4-7 letters (piza), two from 8 (pizzzeriaa),
        none in numbers. Places within your radius come first, best match first, ties
        nearest first; farther ones after, marked far. --anywhere ranks by the match
        alone. FILTERS as for near.
        examples:
          search tacos
          search kahvila
          search sushi +vegan open
          search pizza --anywhere
        """
    )

    @Flag(name: .customLong("anywhere"), help: "rank by the match alone, not the places within your radius first")
    var anywhere = false

    @OptionGroup var filters: FilterWordArguments
}

extension SearchCommand: FilterWordCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, SearchInteractor.Result>? {
        let interactor = SearchInteractor(c)
        return Feature(interact: { try interactor.search(SearchRequest($0.filters.words, anywhere: $0.anywhere)) }, present: SearchPresenter(table: c.table).present,
                       route: { .rows($0.rows, shown: SearchPresenter.shownRows) }, complete: c.completer.searchWords)
    }
}

extension SearchInteractor {
    /// Made from the shell's parts (for `search`, and `find`).
    package init(_ c: CommandContext) {
        self.init(lister: c.lister, store: c.store, whereabouts: c.whereabouts)
    }
}
