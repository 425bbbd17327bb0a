import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `decide`.
struct DecideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decide",
        abstract: "close today's team vote by the team's rule",
        usage: "decide [--anyway] [--reopen]",
        discussion: """
        The team's database applies one rule (so every shell agrees): the most votes of
        the members in, among places nobody vetoed that meet the diet needs of everyone
        in; a tie goes to fewer team visits in the recency window (28 days), then the
        team's average rating, then the name. When a tie-break decided, it says which.
        When no voted place meets the diets it says which need is unmet and by whom, and
        decides only with --anyway. The first decision stored for a day stays (it says
        whose); --reopen takes it back so the team can vote again.
        examples:
          decide
          decide --anyway
          decide --reopen
        """
    )

    @Flag(name: .customLong("anyway"), help: "decide even when no voted place meets everyone's diet needs")
    var anyway = false

    @Flag(name: .customLong("reopen"), help: "take the day's decision back")
    var reopen = false
}

extension DecideCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, DecideInteractor.Result>? {
        let interactor = DecideInteractor(team: c.team, lister: c.lister, store: c.store)
        return Feature(interact: { try $0.reopen ? interactor.reopen() : interactor.decide(anyway: $0.anyway) },
                       present: DecidePresenter(table: c.table).present,
                       route: { $0.reopened ? .stay : .place($0.decision.place.id) })
    }
}
