/// Records today's vote (or takes it back) for the team.
public struct VoteInteractor {
    public struct Result {
        /// The place voted for; nil for `unvote`.
        public var place: Place?
        public var day: String
        public var sent: TeamSession.Sent
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let team: TeamSession?

    public func vote(_ ref: PlaceReference) throws -> Result {
        let team = try Self.joined(team)
        let place = catalog.place(at: try resolver.resolve(ref))
        let day = team.day
        let (_, sent, _) = try team.record(.vote(day: day, place: TeamPlace(place)))
        try Self.check(sent)
        return Result(place: place, day: day, sent: sent)
    }

    public func unvote() throws -> Result {
        let team = try Self.joined(team)
        let day = team.day
        let (_, sent, _) = try team.record(.unvote(day: day))
        try Self.check(sent)
        return Result(place: nil, day: day, sent: sent)
    }

    /// A change the server refused is the command's error (its line).
    static func check(_ sent: TeamSession.Sent) throws {
        if case .refused(let reason) = sent { throw UserError(Messages.teamRefused(reason)) }
    }

    /// The session when in a team, else the one line saying how to join.
    static func joined(_ team: TeamSession?) throws -> TeamSession {
        guard let team, team.current != nil else { throw UserError(Messages.notInTeam) }
        return team
    }
}
