import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `team notify` and `team remind` say (the chat's own lines are in LunchSync's
/// `Messages+Notify.swift`). The webhook is only ever shown as host + `…`.
extension Messages {
    public static func teamNotifyState(_ shown: String?, remind: Int?) -> String {
        let chat = shown.map { "Decisions are posted to \($0)" } ?? "Decisions are not posted to a chat"
        guard let remind else { return chat + "; no reminder." }
        return chat + "; " + (shown == nil ? "a reminder would be posted" : "a reminder is posted")
            + " \(Plural.count(remind, "minute")) before the deadline" + (shown == nil ? " (team notify URL)." : ".")
    }
    public static func teamDeadlineState(_ time: String?, zone: String?) -> String {
        guard let time else { return "No deadline: the team decides when someone types decide (team deadline HH:MM)." }
        return "Deadline \(time)" + (zone.map { " \($0)" } ?? "") + ": after it the first shell online decides by the team's rule."
    }
    public static func teamRecencyState(_ days: Int) -> String {
        "Recency window: \(Plural.count(days, "day")) (ties go to the place the team visited less in it)."
    }
    public static func teamBadDeadline(_ word: String) -> String {
        "team deadline takes a time HH:MM (00:00–23:59) and an optional IANA zone (Europe/Helsinki), or off: not '\(word.prefix(40))'"
    }
    public static func teamBadZone(_ word: String) -> String {
        "not a time zone name (IANA, like Europe/Helsinki or UTC): '\(word.prefix(60))'"
    }
    public static func teamBadRecency(_ word: String) -> String {
        "team recency takes days (1–365): not '\(word.prefix(40))'"
    }
    public static func teamBadRemind(_ word: String) -> String {
        "team remind takes minutes before the deadline (1–240) or off: not '\(word.prefix(40))'"
    }
}
