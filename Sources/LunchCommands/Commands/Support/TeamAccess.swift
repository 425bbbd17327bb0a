import LunchState
import LunchText

/// What the team's commands (`vote`, `unvote`, `decide`, `today`, `visits --team`,
/// `pick --team`, `team diet`) share: the session when in a team, and a refusal of their
/// change as their error.
enum TeamAccess {
    /// The session when in a team, else the one line saying how to join.
    static func joined(_ team: TeamSession?) throws -> TeamSession {
        guard let team, team.current != nil else { throw UserError(Messages.notInTeam) }
        return team
    }

    /// A change the server refused is the command's error (its line).
    static func check(_ sent: TeamSession.Sent) throws {
        if case .refused(let reason) = sent { throw UserError(Messages.teamRefused(reason)) }
    }
}
