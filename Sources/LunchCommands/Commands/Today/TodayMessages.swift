import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `today` says.
extension Messages {
    public static func todayHeader(_ day: String) -> String { "Today, \(day)" }
    public static func todayDecided(_ name: String, by member: String) -> String { "Decided: \(name) (by \(member))" }
    public static func todayDecidedByDeadline(_ name: String) -> String { "Decided: \(name), \(decidedByDeadline)" }
    public static func todayNoVotes(_ day: String) -> String { "No votes yet for \(day): vote REF." }
    public static let todayYourVote = "← your vote"
    public static let todayYourVeto = "← your veto"
    /// The plain marker of a vetoed place (the same in ASCII mode).
    public static func todayVetoed(by members: [String]) -> String { "[vetoed by \(members.joined(separator: ", "))]" }
    public static func todayIn(_ members: [String]) -> String { "In: \(members.joined(separator: ", "))" }
    public static func todayOut(_ members: [String]) -> String { "Out: \(members.joined(separator: ", "))" }
    public static let todayMemberOut = " (out)"
    public static func votes(_ n: Int) -> String { Plural.count(n, "vote") }
    public static func asOf(_ age: String) -> String { "(offline: the team as of \(age))" }
    public static let nothingReadYet = "(offline: nothing read from the team yet)"
}
