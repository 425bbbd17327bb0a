import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records today's vote (or takes it back) for the team.
public struct VoteInteractor {
    public struct Result {
        /// The place voted for; nil for `unvote`.
        public var place: TeamPlace?
        /// The place is in this catalog (else the team's snapshot of it was voted for).
        public var catalogued = true
        public var day: String
        public var sent: TeamSession.Sent
        /// The changes waiting for the team after this one (the count every line says).
        public var waiting = 0
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let team: TeamSession?

    public func vote(_ ref: PlaceReference) throws -> Result {
        let team = try TeamAccess.joined(team)
        let place: TeamPlace
        var catalogued = true
        do {
            place = TeamPlace(catalog.place(at: try resolver.resolve(ref)))
        } catch {
            // A row of `today` whose place is a teammate's (not in this catalog): the team's snapshot of it.
            guard let id = resolver.listedID(ref), let known = team.cached()?.snapshot.place(id: id) else { throw error }
            place = known
            catalogued = false
        }
        let day = team.day
        let (_, sent, _) = try team.record(.vote(day: day, place: place))
        try TeamAccess.check(sent)
        return Result(place: place, catalogued: catalogued, day: day, sent: sent, waiting: team.waitingForTeam)
    }

    public func unvote() throws -> Result {
        let team = try TeamAccess.joined(team)
        let day = team.day
        let (_, sent, _) = try team.record(.unvote(day: day))
        try TeamAccess.check(sent)
        return Result(place: nil, day: day, sent: sent, waiting: team.waitingForTeam)
    }
}
