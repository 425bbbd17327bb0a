import LunchStorage
import LunchCatalog
import LunchText

/// What was due when an exchange ran (the server's `lunch.due`): a decision the deadline
/// made in this exchange, a deadline held back by unmet diets, and the chat's events this
/// shell claimed for the team (each claimed once in the database, whichever shells are online).
public struct TeamDue: Sendable, Hashable {
    /// The team's day (its zone), when a deadline is set.
    public var day: String?
    /// The deadline decided the day in this exchange: the rule's answer.
    public var decided: TeamDecisionReason?
    /// The deadline has passed but no voted place meets the diets of everyone in: nothing
    /// was decided (`decide --anyway` does).
    public var held: TeamDecisionReason?
    /// Decisions and a reminder this shell claimed: its to post to `notifyURL`.
    public var chat: [WebhookEvent]
    /// The team's chat webhook (`team notify`), when set.
    public var notifyURL: String?

    public init(day: String? = nil, decided: TeamDecisionReason? = nil, held: TeamDecisionReason? = nil,
                chat: [WebhookEvent] = [], notifyURL: String? = nil) {
        self.day = day
        self.decided = decided
        self.held = held
        self.chat = chat
        self.notifyURL = notifyURL
    }
}

/// A change of the team's settings (`lunch.settings`): made on the server at once, never
/// queued (offline: refused with one line, nothing stored).
public enum TeamSettingChange: Sendable, Hashable {
    /// `team deadline HH:MM [ZONE]` (time nil: `off`; zone an IANA name).
    case deadline(time: String?, zone: String?)
    /// `team recency N` (days).
    case recency(days: Int)
    /// `team notify URL|off`.
    case notify(url: String?)
    /// `team remind MIN|off`.
    case remind(minutes: Int?)
}
