import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `filter [WORDS…]`.
struct FilterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "show, set or clear your saved filters",
        usage: "filter [WORDS…]",
        discussion: """
        Saved filters apply to near, search and pick; the same words after those
        commands apply to that command only. 'undo' takes a change back. 'open 45m'
        keeps places open now and for the next 45 minutes (a number with m is minutes
        only below 60: 800m is metres); 'filter open' takes the stretch back.
        examples:
          filter
          filter +vegan -fast_food
          filter price 2 radius 1km open
          filter open 45m
          filter clear
        """
    )

    @Argument(parsing: .allUnrecognized, help: "filter words", transform: ArgumentFailure.recording(FilterWord.init(parsing:)))
    var words: [FilterWord] = []
}

extension FilterCommand: ShellCommand {
    static let seesQuotedWords = true

    static func feature(_ c: CommandContext) -> Feature<Self, FilterInteractor.Result>? {
        let interactor = FilterInteractor(store: c.store, catalog: c.catalog)
        return Feature(interact: { try interactor.apply(FilterRequest($0.words)) }, present: FilterPresenter().present,
                       complete: { Candidate.matching($0.prefix, in: ["clear", "radius"]) + c.completer.filterWords($0.prefix) })
    }
}
