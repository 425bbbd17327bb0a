import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// `team`: the team's status, joining, leaving, diet needs.
public struct TeamInteractor {
    public enum Result {
        /// Nil: not in a team (then `waiting`: changes still in the outbox for a team left).
        case status(TeamSession.View?, waiting: Int)
        case joined(TeamSession.View, passwordTyped: Bool)
        /// Whether there was a team to leave, and the changes still waiting (or dropped).
        case left(Bool, waiting: Int, discarded: Bool)
        /// The needs now; `waits`: the changes waiting when this one could not be sent now.
        case diet([String], waits: Int? = nil)
        /// The chat webhook (nil: none; shown only as host + `…`) and the reminder's minutes;
        /// `changed`: just set.
        case notify(url: String?, remind: Int?, changed: Bool)
    }

    let team: TeamSession?

    public func run(_ request: TeamRequest) throws -> Result {
        guard let team else {
            switch request {
            case .status: return .status(nil, waiting: 0)
            case .leave: return .left(false, waiting: 0, discarded: false)
            case .join: throw UserError(Messages.teamNotBuilt)
            case .diet, .notify, .notifyShown, .remind: throw UserError(Messages.notInTeam)
            }
        }
        switch request {
        case .status:
            return .status(team.current == nil ? nil : try team.read(force: true), waiting: team.waitingCount)
        case .join(let text, let member):
            let url = try TeamURL(text, login: team.login)
            let name = member ?? team.defaultMember
            guard TeamRequest.isName(name) else { throw UserError(Messages.teamBadName(name)) }
            let (view, _) = try team.join(url, as: name)
            return .joined(view, passwordTyped: url.password != nil)
        case .leave(let discard):
            if discard {
                let dropped = try team.discardWaiting()
                return .left(try team.leave(), waiting: dropped, discarded: true)
            }
            let waiting = team.waitingCount
            return .left(try team.leave(), waiting: waiting, discarded: false)
        case .notifyShown:
            guard team.current != nil else { throw UserError(Messages.notInTeam) }
            return notify(team, changed: false)
        case .notify(let text):
            var url: String?
            if let text { url = try WebhookURL(text).url.absoluteString }
            try team.saveNotify(url: url, remind: team.remindMinutes)
            return notify(team, changed: true)
        case .remind(let minutes):
            try team.saveNotify(url: team.notifyURL, remind: minutes)
            return notify(team, changed: true)
        case .diet(let add, let remove, let clear):
            guard let member = team.current?.member else { throw UserError(Messages.notInTeam) }
            var needs = clear ? [] : (team.cached()?.snapshot.members.first { $0.name == member }?.diet ?? [])
            if add.isEmpty, remove.isEmpty, !clear { return .diet(needs) }  // shown, nothing changed
            needs.removeAll { remove.contains($0) }
            for need in add where !needs.contains(need) { needs.append(need) }
            let sent = try team.record(.diet(needs: needs)).1
            try TeamAccess.check(sent)
            return .diet(needs, waits: sent == .waiting ? team.waitingForTeam : nil)
        }
    }

    func notify(_ team: TeamSession, changed: Bool) -> Result {
        .notify(url: team.notifyURL, remind: team.remindMinutes, changed: changed)
    }
}
