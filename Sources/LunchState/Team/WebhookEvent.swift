import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// What the team's chat is told (`team notify URL`): a decision (typed or by the deadline)
/// or a reminder before the deadline. Values from the server (names, the reason) are kept
/// as they are here; LunchSync's `WebhookPayload` makes them one safe line and JSON.
public struct WebhookEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case decision
        case reminder
    }

    public var kind: Kind
    /// The team's day, `YYYY-MM-DD`.
    public var day: String
    /// The place decided (a reminder: the place leading now, if any).
    public var place: TeamPlace?
    /// Its votes.
    public var votes: Int
    /// Who decided (nil: the deadline, or a reminder).
    public var by: String?
    /// Why it won when it was not a clear majority ("tie 1–1 with …: visited less recently").
    public var reason: String?
    /// The rule's answer behind `reason` (the shell words it: `reason` nil until then).
    public var why: TeamDecisionReason?
    /// Decided by the deadline (no one typed `decide`).
    public var byDeadline: Bool
    /// A reminder: the deadline (`HH:MM`, the team's clock) and the minutes left.
    public var deadline: String?
    public var minutesLeft: Int?
    /// When this shell claimed it, as the server said (schema version 4; nil before): a
    /// post that failed gives the claim back with it (`TeamExchange.releases`).
    public var claimed: String?

    /// The event without its claim: the same message whichever claim brought it.
    public var unclaimed: WebhookEvent {
        var event = self
        event.claimed = nil
        return event
    }

    public init(kind: Kind, day: String, place: TeamPlace?, votes: Int, by: String? = nil, reason: String? = nil,
                byDeadline: Bool = false, deadline: String? = nil, minutesLeft: Int? = nil) {
        self.kind = kind
        self.day = day
        self.place = place
        self.votes = votes
        self.by = by
        self.reason = reason
        self.byDeadline = byDeadline
        self.deadline = deadline
        self.minutesLeft = minutesLeft
    }

    /// A decision: `by` the member who typed `decide`, or nil with `byDeadline`.
    public static func decision(day: String, place: TeamPlace, votes: Int, by: String?, reason: String?,
                                byDeadline: Bool, why: TeamDecisionReason? = nil) -> WebhookEvent {
        var event = WebhookEvent(kind: .decision, day: day, place: place, votes: votes, by: by, reason: reason,
                                 byDeadline: byDeadline)
        event.why = why
        return event
    }

    /// A reminder `minutesLeft` minutes before `deadline`, with the place leading now (if any).
    public static func reminder(day: String, deadline: String, minutesLeft: Int, leading: TeamPlace?, votes: Int) -> WebhookEvent {
        WebhookEvent(kind: .reminder, day: day, place: leading, votes: votes, deadline: deadline, minutesLeft: minutesLeft)
    }
}
