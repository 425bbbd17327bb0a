import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records whether I am coming today (`in`, `out`).
public struct AttendInteractor {
    public struct Result {
        public var coming: Bool
        public var change: RecordedChange
    }

    let team: TeamSession?

    public func attend(coming: Bool) throws -> Result {
        let team = try TeamAccess.joined(team)
        try TeamAccess.checkOpen(team, voting: false)
        let day = team.day
        let (_, sent, _) = try team.record(.attend(day: day, coming: coming))
        try TeamAccess.check(sent, team: team, voting: false)
        return Result(coming: coming, change: RecordedChange(day: day, sent: sent, waiting: team.waitingForTeam))
    }
}
