import ArgumentParser
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `vote REF`.
struct VoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vote",
        abstract: "vote for places for today's team lunch (as many places as you like)",
        usage: "vote REF [REF…]",
        discussion: """
        A vote for each place (one per place per member per day); voting says you are
        coming ('out' takes your votes out of the count). Several row numbers, or names
        parted by commas, vote for several places. 'today' shows the votes, 'unvote'
        takes them back, 'decide' closes the day; a decided day takes no more votes.
        Offline, the votes wait in the outbox and are sent when the team's server can be
        reached. The (last) place becomes the current place.
        examples:
          vote 2
          vote 1 3
          vote pikku nepal, ramen bar
        """
    )

    @OptionGroup var place: PlaceReferenceArguments
}

extension VoteCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VoteInteractor.Result>? {
        let interactor = VoteInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { try interactor.vote(VoteInteractor.references($0.place.ref)) }, present: VotePresenter().present,
                       route: { r in r.catalogued ? r.places.last.map { .place($0.id) } ?? .stay : .stay },
                       complete: c.completer.firstReference)
    }
}
