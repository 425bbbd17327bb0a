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
        public var change: RecordedChange
        /// `unveto` with no veto of mine for the day (as the team was read): nothing sent.
        public var nothing = false
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
        try TeamAccess.check(sent, team: team, voting: true)
        return Result(place: place, change: RecordedChange(day: day, sent: sent, waiting: team.waitingForTeam,
                                                           late: sent == .waiting ? team.deadlinePassed : nil))
    }

    public func unveto() throws -> Result {
        let team = try TeamAccess.joined(team)
        try TeamAccess.checkOpen(team, voting: false)
        let day = team.day
        // Nothing to take back (the team as read now, with my waiting changes laid over it).
        let view = try team.read()
        if view.everRead || view.connected, view.snapshot.day == day,
           !view.snapshot.vetoes.contains(where: { $0.member == view.membership.member }) {
            return Result(place: nil, change: RecordedChange(day: day, sent: .stored, waiting: team.waitingForTeam), nothing: true)
        }
        let (_, sent, _) = try team.record(.unveto(day: day))
        try TeamAccess.check(sent, team: team, voting: false)
        return Result(place: nil, change: RecordedChange(day: day, sent: sent, waiting: team.waitingForTeam))
    }
}
