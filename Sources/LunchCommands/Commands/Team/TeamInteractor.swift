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
        /// The team's settings (deadline, recency, the chat webhook shown only as host + `…`,
        /// the reminder; nil: never read), and the one just changed.
        case settings(TeamSnapshot.Settings?, changed: TeamSettingChange?)
    }

    let team: TeamSession?

    package init(team: TeamSession?) { self.team = team }

    public func run(_ request: TeamRequest) throws -> Result {
        guard let team else {
            switch request {
            case .status: return .status(nil, waiting: 0)
            case .leave: return .left(false, waiting: 0, discarded: false)
            case .join: throw UserError(Messages.teamNotBuilt)
            case .diet, .notify, .notifyShown, .remind, .deadline, .recency, .settingsShown: throw UserError(Messages.notInTeam)
            }
        }
        switch request {
        case .status:
            return .status(team.current == nil ? nil : try team.read(force: true), waiting: team.waitingCount)
        case .join(let text, let member, let name):
            var url = try TeamURL(text, login: team.login)
            if let name { url.team = name }
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
        case .notifyShown, .settingsShown:
            guard team.current != nil else { throw UserError(Messages.notInTeam) }
            return .settings(try team.read().snapshot.settings, changed: nil)
        case .notify(let text):
            var url: String?
            if let text { url = try WebhookURL(text).url.absoluteString }
            return try change(team, .notify(url: url))
        case .remind(let minutes):
            return try change(team, .remind(minutes: minutes))
        case .deadline(let time, let zone):
            return try change(team, .deadline(time: time, zone: time == nil ? nil : zone ?? team.localZone))
        case .recency(let days):
            return try change(team, .recency(days: days))
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

    /// The team's settings are its server's: changed there at once, or not at all.
    func change(_ team: TeamSession, _ change: TeamSettingChange) throws -> Result {
        .settings(try team.changeSettings(change).snapshot.settings, changed: change)
    }
}
