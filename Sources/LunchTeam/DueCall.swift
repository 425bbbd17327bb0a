import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Asks the server what is due at the exchange's `now` (`lunch.due`, `DueFunction`): the
/// deadline's decision, the reminder, the chat's claims. One statement.
struct DueCall {
    let connection: PostgresConnection
    let team: String
    let logger: Logger

    func run(_ request: TeamExchange) async throws -> TeamDue? {
        let seconds = (request.now ?? Date()).timeIntervalSince1970
        let rows = try await connection.query(
            "SELECT lunch.due(to_timestamp(\(seconds)::float8), \(request.member)::text, \(request.day)::date, \(team)::text)::text",
            logger: logger)
        var text: String?
        for try await answer in rows.decode(String?.self) { text = answer }
        guard let text else { return nil }
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        var chat: [WebhookEvent] = document.notices.map {
            var event = WebhookEvent.decision(day: $0.day, place: $0.place.team, votes: $0.votes, by: $0.by, reason: nil,
                                              byDeadline: $0.by_deadline, why: $0.reason)
            event.claimed = $0.claimed
            return event
        }
        if let r = document.reminder {
            var event = WebhookEvent.reminder(day: r.day, deadline: r.deadline, minutesLeft: r.minutes_left,
                                              leading: r.place?.team, votes: r.votes)
            event.claimed = r.claimed
            chat.append(event)
        }
        return TeamDue(day: document.day, decided: document.decided, held: document.held, chat: chat,
                       notifyURL: document.notify_url)
    }

    /// The JSON answer of `lunch.due`.
    struct Document: Decodable {
        struct Notice: Decodable {
            var day: String
            var place: WirePlace
            var votes: Int
            var by: String?
            var reason: TeamDecisionReason?
            var by_deadline: Bool
            var claimed: String?
        }
        struct Reminder: Decodable {
            var day: String
            var deadline: String
            var minutes_left: Int
            var votes: Int
            var place: WirePlace?
            var claimed: String?
        }

        var day: String?
        var decided: TeamDecisionReason?
        var held: TeamDecisionReason?
        var reminder: Reminder?
        var notices: [Notice]
        var notify_url: String?
    }

    /// Gives back the claims of chat messages this shell could not post (`TeamExchange.releases`):
    /// the decision's `notified_at`, the reminder's row. Returns the events given back.
    func release(_ request: TeamExchange) async throws -> [WebhookEvent] {
        try await endClaims(.release, of: request.releases, member: request.member)
    }

    /// Confirms the claims of chat messages this shell posted (`TeamExchange.confirms`,
    /// schema version 6): the decision's `posted_at`, the reminder's.
    func confirm(_ request: TeamExchange) async throws {
        _ = try await endClaims(.confirm, of: request.confirms, member: request.member)
    }

    /// How a claim ends: given back, or confirmed (the first word of its two functions,
    /// `lunch.release_notice`/`lunch.release_reminder`, `lunch.confirm_…`).
    private enum ClaimEnd: String { case release, confirm }

    /// Ends the claim of each claimed event with `lunch.<end>_notice` (a decision) or
    /// `lunch.<end>_reminder`. Returns the events whose claim it ended.
    private func endClaims(_ end: ClaimEnd, of events: [WebhookEvent], member: String) async throws -> [WebhookEvent] {
        var ended: [WebhookEvent] = []
        for event in events {
            guard let claimed = event.claimed else { continue }
            let rows = switch event.kind {
            case .decision:
                try await connection.query(
                    "SELECT lunch.\(unescaped: end.rawValue)_notice(\(event.day)::date, \(claimed)::timestamptz, \(team)::text)",
                    logger: logger)
            case .reminder:
                try await connection.query(
                    "SELECT lunch.\(unescaped: end.rawValue)_reminder(\(event.day)::date, \(member)::text, \(claimed)::timestamptz, \(team)::text)",
                    logger: logger)
            }
            for try await _ in rows.decode(Bool?.self) {}
            ended.append(event)
        }
        return ended
    }
}
