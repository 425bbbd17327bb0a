/// `team`: the team's status, joining, leaving, diet needs.
public struct TeamInteractor {
    public enum Result {
        /// Nil: not in a team.
        case status(TeamSession.View?)
        case joined(TeamSession.View, passwordTyped: Bool)
        /// Whether there was a team to leave, and the changes still waiting.
        case left(Bool, waiting: Int)
        case diet([String])
    }

    let team: TeamSession?

    public func run(_ request: TeamRequest) throws -> Result {
        guard let team else {
            switch request {
            case .status: return .status(nil)
            case .leave: return .left(false, waiting: 0)
            case .join: throw UserError(Messages.teamNotBuilt)
            case .diet: throw UserError(Messages.notInTeam)
            }
        }
        switch request {
        case .status:
            return .status(team.current == nil ? nil : try team.read())
        case .join(let text, let member):
            let url = try TeamURL(text, login: team.login)
            let name = member ?? team.defaultMember
            guard TeamRequest.isName(name) else { throw UserError(Messages.teamBadName(name)) }
            let (view, _) = try team.join(url, as: name)
            return .joined(view, passwordTyped: url.password != nil)
        case .leave:
            let waiting = team.waitingCount
            return .left(try team.leave(), waiting: waiting)
        case .diet(let add, let remove, let clear):
            guard let member = team.current?.member else { throw UserError(Messages.notInTeam) }
            var needs = clear ? [] : (team.cached()?.snapshot.members.first { $0.name == member }?.diet ?? [])
            needs.removeAll { remove.contains($0) }
            for need in add where !needs.contains(need) { needs.append(need) }
            try VoteInteractor.check(team.record(.diet(needs: needs)).1)
            return .diet(needs)
        }
    }
}
