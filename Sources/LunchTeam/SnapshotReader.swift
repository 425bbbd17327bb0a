import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Reads the team for one exchange: members, the day's votes and decision, ratings,
/// recent visits (last 30 days, at most 500, newest first), and the newest news after the
/// member's cursor (at most 50, oldest first, own changes left out). One statement.
struct SnapshotReader {
    static let newsLimit = 50
    static let visitsLimit = 500

    let connection: PostgresConnection
    let team: String
    let logger: Logger

    func read(_ request: TeamExchange, version: Int) async throws -> (TeamSnapshot, [TeamNews], Int64) {
        let (snapshot, news, cursor, _) = try await keyed(request, version: version)
        return (snapshot, news, cursor)
    }

    /// The team's key now (`SnapshotQuery.keySQL`).
    func key() async throws -> String {
        let rows = try await connection.query(PostgresQuery(unsafeSQL: SnapshotQuery.keySQL, binds: {
            var binds = PostgresBindings()
            binds.append(team)
            return binds
        }()), logger: logger)
        var key = ""
        for try await found in rows.decode(String.self) { key = found }
        return key
    }

    /// The team, its news and cursor, and its key (`SnapshotQuery.key`), as of one moment.
    func keyed(_ request: TeamExchange, version: Int) async throws -> (TeamSnapshot, [TeamNews], Int64, String) {
        var binds = PostgresBindings()
        binds.append(request.day)
        binds.append(request.member)
        binds.append(request.newsAfter.map { max($0, 0) } ?? -1)
        binds.append(team)
        let rows = try await connection.query(PostgresQuery(unsafeSQL: SnapshotQuery.sql, binds: binds), logger: logger)
        var key = ""
        var text = "{}"
        for try await (k, document) in rows.decode((String, String).self) { (key, text) = (k, document) }
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        var snapshot = TeamSnapshot(fetched: Date(), day: request.day, schemaVersion: version)
        snapshot.ownsTables = document.owns ?? false
        snapshot.members = document.members
        snapshot.votes = document.votes.map(\.team)
        snapshot.vetoes = document.vetoes.map(\.team)
        snapshot.attendance = document.attendance
        snapshot.decision = document.decision?.team
        snapshot.winner = document.winner
        snapshot.settings = document.settings
        snapshot.serverDay = document.server_day
        snapshot.ratings = Dictionary(document.ratings.map { ($0.id, .init(average: $0.average, count: $0.count)) },
                                      uniquingKeysWith: { first, _ in first })
        snapshot.visits = document.visits.map {
            .init(id: $0.id, member: $0.member, place: $0.place.team, stars: $0.stars, note: $0.note, time: $0.time.date)
        }
        snapshot.recencyDays = document.recency
        snapshot.lastVisits = document.last_visits ?? [:]
        let news = document.news.compactMap { item -> TeamNews? in
            guard let action = Self.actions[item.kind] else { return nil }
            return TeamNews(sequence: item.seq, member: item.member, action: action, place: item.place?.team, stars: item.stars,
                            replaced: item.detail?.replaced?.name, cause: item.detail?.cause)
        }
        return (snapshot, news, document.cursor, key)
    }

    static let actions: [String: TeamNews.Action] = [
        "join": .joined, "rate": .rated, "unrate": .unrated, "vote": .voted, "unvote": .unvoted,
        "decide": .decided, "diet": .diet, "veto": .vetoed, "unveto": .unvetoed, "in": .cameIn, "out": .wentOut,
        "reopen": .reopened, "deadline": .decidedByDeadline, "correct": .corrected,
    ]

    /// The JSON document of `SnapshotQuery`.
    struct Document: Decodable {
        typealias Place = WirePlace

        /// Seconds since 1970 (`extract(epoch …)`).
        struct Seconds: Decodable {
            var value: Double
            init(from decoder: any Decoder) throws { value = try decoder.singleValueContainer().decode(Double.self) }
            var date: Date { Date(timeIntervalSince1970: value) }
        }

        /// A vote, a veto or the day's decision, as the snapshot keeps each (`TeamSnapshot.Choice`;
        /// only a decision has a reason and `by_deadline`).
        struct Choice: Decodable {
            var member: String
            var place: Place
            var time: Seconds
            var reason: TeamDecisionReason?
            var by_deadline: Bool?

            var team: TeamSnapshot.Choice {
                .init(member: member, place: place.team, time: time.date, reason: reason, byDeadline: by_deadline)
            }
        }
        struct Rating: Decodable { var id: String; var average: Double; var count: Int }
        struct Visit: Decodable {
            var id: UUID
            var member: String
            var place: Place
            var stars: Int
            var note: String?
            var time: Seconds
        }
        struct News: Decodable {
            var seq: Int64
            var member: String
            var kind: String
            var stars: Int?
            var place: Place?
            /// A `correct` row's (schema version 10): the place it replaced, the kind of change that did.
            var detail: Detail?
        }
        struct Detail: Decodable {
            struct Replaced: Decodable { var id: String; var name: String }
            var replaced: Replaced?
            var cause: String?
        }

        var cursor: Int64
        /// The asking role owns the schema or one of its tables (or is a member of the owner).
        var owns: Bool?
        /// As the snapshot keeps them (`name`, `diet`).
        var members: [TeamSnapshot.Member]
        var votes: [Choice]
        var vetoes: [Choice]
        var attendance: [TeamSnapshot.Attendance]
        var decision: Choice?
        var winner: TeamDecisionReason?
        var settings: TeamSnapshot.Settings?
        var ratings: [Rating]
        var visits: [Visit]
        var news: [News]
        /// The recency window (days) and, by place id, the last day the team went there in it.
        var recency: Int?
        var last_visits: [String: String]?
        /// The server's day in the team's zone (`lunch.server_today()` of `DayCheck`).
        var server_day: String?
    }
}
