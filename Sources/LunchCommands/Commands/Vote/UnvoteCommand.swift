import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `unvote`.
struct UnvoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unvote",
        abstract: "take back your vote for today's team lunch",
        usage: "unvote",
        discussion: """
        example:
          unvote
        """
    )
}

extension UnvoteCommand: WordlessCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VoteInteractor.Result>? {
        let interactor = VoteInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { _ in try interactor.unvote() }, present: VotePresenter().present)
    }
}
