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
    let logger: Logger

    func run(_ request: TeamExchange) async throws -> TeamDue? {
        let seconds = (request.now ?? Date()).timeIntervalSince1970
        let rows = try await connection.query(
            "SELECT lunch.due(to_timestamp(\(seconds)::float8), \(request.member)::text, \(request.day)::date)::text",
            logger: logger)
        var text: String?
        for try await answer in rows.decode(String?.self) { text = answer }
        guard let text else { return nil }
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        var chat: [WebhookEvent] = document.notices.map {
            .decision(day: $0.day, place: $0.place.team, votes: $0.votes, by: $0.by, reason: nil,
                      byDeadline: $0.by_deadline, why: $0.reason)
        }
        if let r = document.reminder {
            chat.append(.reminder(day: r.day, deadline: r.deadline, minutesLeft: r.minutes_left, leading: r.place?.team,
                                  votes: r.votes))
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
        }
        struct Reminder: Decodable {
            var day: String
            var deadline: String
            var minutes_left: Int
            var votes: Int
            var place: WirePlace?
        }

        var day: String?
        var decided: TeamDecisionReason?
        var held: TeamDecisionReason?
        var reminder: Reminder?
        var notices: [Notice]
        var notify_url: String?
    }
}
