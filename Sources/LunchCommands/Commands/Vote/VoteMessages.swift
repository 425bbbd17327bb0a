import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `vote` and `unvote` say.
extension Messages {
    public static func voted(_ name: String, day: String) -> String { "You voted \(name) for \(day)." }
    public static func unvoted(day: String) -> String { "Your vote for \(day) is taken back." }
    public static let teamWillHear = " (waiting to be sent)"
}
