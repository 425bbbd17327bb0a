import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `decide` says.
extension Messages {
    public static func decideNoVotes(_ day: String) -> String { "no votes for \(day) yet: vote REF first" }
    public static func decided(_ name: String, votes: Int, day: String) -> String {
        "Decided for \(day): \(name) (\(Plural.count(votes, "vote")))."
    }
    public static func alreadyDecided(by member: String, _ name: String) -> String { "already decided by \(member): \(name)" }
    public static let decidedByYou = "you"
}
