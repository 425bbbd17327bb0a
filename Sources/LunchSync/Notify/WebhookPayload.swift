import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// The one JSON object a webhook gets: `"text"`, one line a person reads (what a
/// Slack-compatible incoming webhook shows), and the fields a program reads: `"event"`,
/// `"day"`, `"place": {"id","name"}` (or null), `"votes"`, `"by"`, `"reason"`,
/// `"by_deadline"`. Pure.
public enum WebhookPayload {
    /// Names and reasons are cut to this many characters in the text.
    public static let nameLimit = 80

    public static func json(_ event: WebhookEvent) -> JSON {
        .object([
            ("text", .string(text(event))),
            ("event", .string(event.kind.rawValue)),
            ("day", .string(event.day)),
            ("place", event.place.map { .object([("id", .string($0.id)), ("name", .string($0.name))]) } ?? .null),
            ("votes", .int(event.votes)),
            ("by", .string(event.by)),
            ("reason", .string(event.reason)),
            ("by_deadline", .bool(event.byDeadline)),
        ])
    }

    /// The body as sent: the object on one line, UTF-8.
    public static func body(_ event: WebhookEvent) -> Data { Data(json(event).serialized().utf8) }

    /// The line a person reads: one line, without control characters, with `&`, `<` and
    /// `>` escaped as Slack asks (so a name cannot mention `@channel` or make a link).
    public static func text(_ event: WebhookEvent) -> String {
        let place = event.place.map { clean($0.name) }
        let line: String
        switch event.kind {
        case .decision:
            let who = event.byDeadline ? Messages.notifyByDeadline : event.by.map { Messages.notifyBy(clean($0)) } ?? ""
            line = Messages.notifyDecision(day: event.day, place: place ?? "?", votes: event.votes, who: who,
                                           reason: event.reason.map(clean))
        case .reminder:
            line = Messages.notifyReminder(day: event.day, minutes: event.minutesLeft ?? 0, deadline: event.deadline ?? "?",
                                           leading: place, votes: event.votes)
        }
        return slackEscaped(line)
    }

    /// One line: control and hidden characters dropped, runs of spaces made one, cut.
    static func clean(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { TerminalText.isUnsafe($0) || TerminalText.isHidden($0) || $0 == "\n" ? " " : Character($0) }
        let spaced = String(scalars).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return spaced.count > nameLimit ? String(spaced.prefix(nameLimit - 1)) + "…" : spaced
    }

    static func slackEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
