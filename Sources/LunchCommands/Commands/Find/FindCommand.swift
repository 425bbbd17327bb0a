import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `find [TEXT] [FILTERS]`.
struct FindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "search as you type; Enter shows the place",
        usage: "find [TEXT] [FILTERS]",
        discussion: """
        On a terminal, results redraw under the prompt as you type, ranked as for
        search. Up/Down (PgUp/PgDn) scroll through every match, Left/Right/Home/End and
        Ctrl-W edit the text, Enter shows that place (as show does), the results become
        the last list and the query stays on its line; Esc or Ctrl-C leaves and erases
        them. When output is not a terminal (a pipe, -c, --json, TERM=dumb) it is
        'search TEXT'.
        examples:
          find
          find tac
          find sushi +vegan
        """
    )

    @OptionGroup var filters: FilterWordArguments
}

extension FindCommand: FilterWordCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, FindInteractor.Result>? {
        let search = SearchInteractor(c)
        let detail = ShowInteractor(c)
        let interactor = FindInteractor(search: search, detail: detail, live: c.liveSearch)
        return Feature(interact: { try interactor.find($0.filters.words) }, present: FindPresenter(c).present,
                       route: FindPresenter.route, complete: c.completer.searchWords)
    }
}

extension FindPresenter {
    /// `search`'s table and `show`'s text, made from the shell's parts.
    package init(_ c: CommandContext) {
        self.init(search: SearchPresenter(table: c.table), show: ShowPresenter(c))
    }
}
