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
        abstract: "take back your vote for a place (without REF: all your votes today)",
        usage: "unvote [REF]",
        discussion: """
        examples:
          unvote 2
          unvote
        """
    )

    @OptionGroup var place: PlaceReferenceArguments
}

extension UnvoteCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VoteInteractor.Result>? {
        let interactor = VoteInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { try interactor.unvote($0.place.ref.isEmpty ? nil : PlaceReference($0.place.ref)) },
                       present: VotePresenter().present, complete: c.completer.firstReference)
    }
}
