import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// What the team's chat is told (`WebhookPayload.text`) and what lunch says about it.
/// Names in them are made one safe line by the caller.
extension Messages {
    // The line the chat shows.
    public static func notifyDecision(day: String, place: String, votes: Int, who: String, reason: String?) -> String {
        "Lunch \(day): \(place) (\(Plural.count(votes, "vote")))" + (who.isEmpty ? "" : ", \(who)")
            + (reason.map { " — \($0)" } ?? "") + "."
    }
    public static func notifyBy(_ member: String) -> String { "decided by \(member)" }
    public static let notifyByDeadline = "decided by the deadline"
    public static func notifyReminder(day: String, minutes: Int, deadline: String, leading: String?, votes: Int) -> String {
        "Lunch \(day): \(Plural.count(minutes, "minute")) left to vote, the team decides at \(deadline)"
            + (leading.map { " (leading: \($0), \(Plural.count(votes, "vote")))" } ?? " (no votes yet)") + "."
    }

    // What lunch says.
    public static func notifyBadURL(_ shown: String) -> String {
        "team notify needs an http:// or https:// URL with a host (\(shown)); nothing was changed"
    }
    public static func notifyFailed(_ shown: String, why: String) -> String {
        "team notify: \(shown) did not take the message (\(why)); it is tried again later"
    }
    public static func notifyStatus(_ status: Int) -> String { "HTTP \(status)" }
    public static func notifyWhy(_ failure: HTTPFailure) -> String {
        switch failure {
        case .offline(let host): "cannot reach \(TerminalText.safe(host))"
        case .timedOut(let seconds): "no answer within \(Self.seconds(seconds)) s"
        case .cancelled: "cancelled"
        case .redirectRefused(let target, false): "redirected to another server, \(TerminalText.safe(target)), not followed"
        case .redirectRefused(_, true): "redirected from https to http, not followed"
        case .redirectScheme(let scheme, _): "redirected to a \(TerminalText.safe(scheme)): URL, not followed"
        case .tooManyRedirects(let limit): "more than \(limit) redirects"
        case .tooLarge: "the answer is too long"
        case .notHTTP: "not an HTTP answer"
        case .cut: "the connection closed early"
        case .other(let text): TerminalText.safe(String(text.prefix(120)))
        }
    }
}
