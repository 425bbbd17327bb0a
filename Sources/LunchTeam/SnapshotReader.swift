import Foundation
import LunchKit
import PostgresNIO

/// Reads the team for one exchange: members, the day's votes and decision, ratings,
/// recent visits, and the news after the member's cursor.
struct SnapshotReader {
    static let newsLimit = 50
    static let visitsLimit = 500

    let connection: PostgresConnection
    let logger: Logger

    func read(_ request: TeamExchange, version: Int) async throws -> (TeamSnapshot, [TeamNews], Int64) {
        // The cursor first: news are read up to it, so none committed meanwhile is skipped.
        let cursor = try await single(try await connection.query(
            "SELECT coalesce(max(seq), 0)::int8 FROM lunch.changes", logger: logger), Int64.self) ?? 0
        var snapshot = TeamSnapshot(fetched: Date(), day: request.day, schemaVersion: version)
        snapshot.members = try await members()
        snapshot.votes = try await votes(request.day)
        snapshot.decision = try await decision(request.day)
        snapshot.ratings = try await ratings()
        snapshot.visits = try await visits()
        let news = request.newsAfter == nil ? [] : try await self.news(after: request.newsAfter ?? 0, upTo: cursor,
                                                                        member: request.member)
        return (snapshot, news, cursor)
    }

    private func single<T: PostgresDecodable & Sendable>(_ rows: PostgresRowSequence, _ type: T.Type) async throws -> T? {
        for try await value in rows.decode(T.self) { return value }
        return nil
    }

    private func members() async throws -> [TeamSnapshot.Member] {
        let rows = try await connection.query("""
            SELECT m.name, coalesce(d.needs, '{}'::text[]) FROM lunch.members m
            LEFT JOIN lunch.diets d ON d.member = m.name ORDER BY m.joined, m.name
            """, logger: logger)
        var members: [TeamSnapshot.Member] = []
        for try await (name, diet) in rows.decode((String, [String]).self) {
            members.append(.init(name: name, diet: diet))
        }
        return members
    }

    private func votes(_ day: String) async throws -> [TeamSnapshot.Vote] {
        let rows = try await connection.query("""
            SELECT v.member, p.id, p.name, p.latitude, p.longitude, v.time FROM lunch.votes v
            JOIN lunch.places p ON p.id = v.place_id WHERE v.day = \(day)::date ORDER BY v.time, v.member
            """, logger: logger)
        var votes: [TeamSnapshot.Vote] = []
        for try await (member, id, name, lat, lon, time) in rows.decode((String, String, String, Double, Double, Date).self) {
            votes.append(.init(member: member, place: .init(id: id, name: name, latitude: lat, longitude: lon), time: time))
        }
        return votes
    }

    private func decision(_ day: String) async throws -> TeamSnapshot.Decision? {
        let rows = try await connection.query("""
            SELECT d.member, p.id, p.name, p.latitude, p.longitude, d.time FROM lunch.decisions d
            JOIN lunch.places p ON p.id = d.place_id WHERE d.day = \(day)::date
            """, logger: logger)
        for try await (member, id, name, lat, lon, time) in rows.decode((String, String, String, Double, Double, Date).self) {
            return .init(place: .init(id: id, name: name, latitude: lat, longitude: lon), member: member, time: time)
        }
        return nil
    }

    private func ratings() async throws -> [String: TeamSnapshot.Rating] {
        let rows = try await connection.query(
            "SELECT place_id, avg(stars)::float8, count(*)::int8 FROM lunch.visits GROUP BY place_id", logger: logger)
        var ratings: [String: TeamSnapshot.Rating] = [:]
        for try await (place, average, count) in rows.decode((String, Double, Int).self) {
            ratings[place] = .init(average: average, count: count)
        }
        return ratings
    }

    private func visits() async throws -> [TeamSnapshot.Visit] {
        let rows = try await connection.query("""
            SELECT v.change_id, v.member, p.id, p.name, p.latitude, p.longitude, v.stars::int8, v.note, v.time
            FROM lunch.visits v JOIN lunch.places p ON p.id = v.place_id
            WHERE v.time > now() - interval '30 days' ORDER BY v.time DESC, v.change_id LIMIT \(Self.visitsLimit)
            """, logger: logger)
        var visits: [TeamSnapshot.Visit] = []
        for try await (id, member, placeID, name, lat, lon, stars, note, time)
            in rows.decode((UUID, String, String, String, Double, Double, Int, String?, Date).self) {
            visits.append(.init(id: id, member: member, place: .init(id: placeID, name: name, latitude: lat, longitude: lon),
                                stars: stars, note: note, time: time))
        }
        return visits
    }

    /// The newest news after `after` (at most 50), oldest first; own changes left out.
    private func news(after: Int64, upTo cursor: Int64, member: String) async throws -> [TeamNews] {
        let rows = try await connection.query("""
            SELECT c.seq, c.member, c.kind, p.id, p.name, p.latitude, p.longitude, c.stars::int8
            FROM lunch.changes c LEFT JOIN lunch.places p ON p.id = c.place_id
            WHERE c.seq > \(after) AND c.seq <= \(cursor) AND c.member <> \(member)
            ORDER BY c.seq DESC LIMIT \(Self.newsLimit)
            """, logger: logger)
        var news: [TeamNews] = []
        for try await (seq, who, kind, id, name, lat, lon, stars)
            in rows.decode((Int64, String, String, String?, String?, Double?, Double?, Int?).self) {
            guard let action = Self.actions[kind] else { continue }
            var place: TeamPlace?
            if let id, let name, let lat, let lon { place = TeamPlace(id: id, name: name, latitude: lat, longitude: lon) }
            news.append(TeamNews(sequence: seq, member: who, action: action, place: place, stars: stars))
        }
        return news.reversed()
    }

    static let actions: [String: TeamNews.Action] = [
        "join": .joined, "rate": .rated, "unrate": .unrated, "vote": .voted, "unvote": .unvoted,
        "decide": .decided, "diet": .diet,
    ]
}
