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
        abstract: "close today's team vote: the place with most votes",
        usage: "decide",
        discussion: """
        Reads the votes fresh, takes the place with most votes (a tie goes to the higher
        'pick' weight — favourite 3×, the team's average stars — then to the name) and
        records the decision; the first decision stored for a day stays, so when someone
        decided first it says whose. Every member's 'today' then shows it.
        example:
          decide
        """
    )
}

extension DecideCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, DecideInteractor.Result>? {
        let interactor = DecideInteractor(team: c.team, store: c.store)
        return Feature(interact: { _ in try interactor.decide() }, present: DecidePresenter().present,
                       route: { .place($0.decision.place.id) })
    }
}
