import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records today's veto (at most one a member: vetoing again moves it) or takes it back.
public struct VetoInteractor {
    public struct Result {
        /// The place vetoed; nil for `unveto`.
        public var place: TeamPlace?
        public var day: String
        public var sent: TeamSession.Sent
        /// The changes waiting for the team after this one (the count every line says).
        public var waiting = 0
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let team: TeamSession?

    public func veto(_ ref: PlaceReference) throws -> Result {
        let team = try TeamAccess.joined(team)
        try TeamAccess.checkOpen(team)
        let place = try TeamAccess.place(ref, resolver: resolver, catalog: catalog, team: team).place
        let day = team.day
        let (_, sent, _) = try team.record(.veto(day: day, place: place))
        try TeamAccess.check(sent)
        return Result(place: place, day: day, sent: sent, waiting: team.waitingForTeam)
    }

    public func unveto() throws -> Result {
        let team = try TeamAccess.joined(team)
        let day = team.day
        let (_, sent, _) = try team.record(.unveto(day: day))
        try TeamAccess.check(sent)
        return Result(place: nil, day: day, sent: sent, waiting: team.waitingForTeam)
    }
}
