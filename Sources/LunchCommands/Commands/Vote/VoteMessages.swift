import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `vote` and `unvote` say.
extension Messages {
    public static func voted(_ names: [String], day: String) -> String {
        "You voted \(names.joined(separator: ", ")) for \(day)."
    }
    public static func unvoted(day: String) -> String { "Your votes for \(day) are taken back." }
    public static func unvoteNothing(day: String) -> String { "You have no votes for \(day): nothing to take back." }
    /// A vote or veto that waits, made after the team's deadline (as last read).
    public static func teamMadeAfterDeadline(_ deadline: String) -> String {
        "It was made after the deadline \(deadline): the team's server will refuse it unless the day is reopened."
    }
    public static func unvotedOne(_ name: String, day: String) -> String { "Your vote for \(name) on \(day) is taken back." }
    public static func dayAlreadyDecided(_ day: String, _ name: String) -> String {
        "\(day) is already decided: \(name) (decide --reopen to vote again)"
    }
    /// `unvote`, `unveto`, `in`, `out` on a decided day.
    public static func dayAlreadyDecidedChange(_ day: String, _ name: String) -> String {
        "\(day) is already decided: \(name) (decide --reopen to change it)"
    }
}
