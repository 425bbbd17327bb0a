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
    public static func teamBadRemind(_ word: String) -> String {
        "team remind takes minutes before the deadline (1–240) or off: not '\(word.prefix(40))'"
    }
}
