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
        abstract: "vote for a place for today's team lunch (voting again moves your vote)",
        usage: "vote REF",
        discussion: """
        One vote per member per day; the place becomes the current place. 'today' shows
        the votes, 'unvote' takes yours back, 'decide' closes the day. Offline, the vote
        waits in the outbox and is sent when the team's server can be reached.
        examples:
          vote 2
          vote pikku nepal
        """
    )

    @Argument(parsing: .allUnrecognized, help: "row number, id or name")
    var ref: [String] = []
}

extension VoteCommand: ShellCommand {
    static func feature(_ c: CommandContext) -> Feature<Self, VoteInteractor.Result>? {
        let interactor = VoteInteractor(resolver: c.resolver, catalog: c.catalog, team: c.team)
        return Feature(interact: { try interactor.vote(PlaceReference($0.ref)) }, present: VotePresenter().present,
                       route: { r in r.catalogued ? r.place.map { .place($0.id) } ?? .stay : .stay }, complete: c.completer.firstReference)
    }
}
