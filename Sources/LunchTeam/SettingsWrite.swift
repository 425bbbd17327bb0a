import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import PostgresNIO

/// Makes a change of the team's settings (`lunch.settings`, one row) as `member`: values
/// bound, never SQL text. Row-level security lets any member change them naming themself
/// (`changed_by`). Answers why it was not made (nil: made). Committed synchronously.
struct SettingsWrite {
    let connection: PostgresConnection
    let team: String
    let logger: Logger

    func apply(_ change: TeamSettingChange, member: String) async throws -> String? {
        let query: PostgresQuery
        switch change {
        case let .deadline(time, zone):
            if let zone, !(try await knows(zone)) { return Messages.teamZoneUnknownToServer(zone) }
            query = """
                UPDATE lunch.settings SET deadline = \(time)::time, zone = coalesce(\(zone)::text, zone),
                    changed_by = \(member), changed = now()
                WHERE team = \(team) AND lunch.is_own(\(member)::text, \(team)::text) RETURNING 1
                """
        case let .recency(days):
            query = """
                UPDATE lunch.settings SET recency_days = \(days)::int, changed_by = \(member), changed = now()
                WHERE team = \(team) AND lunch.is_own(\(member)::text, \(team)::text) RETURNING 1
                """
        case let .notify(url):
            query = """
                UPDATE lunch.settings SET notify_url = \(url)::text, changed_by = \(member), changed = now()
                WHERE team = \(team) AND lunch.is_own(\(member)::text, \(team)::text) RETURNING 1
                """
        case let .remind(minutes):
            query = """
                UPDATE lunch.settings SET remind_minutes = \(minutes)::int, changed_by = \(member), changed = now()
                WHERE team = \(team) AND lunch.is_own(\(member)::text, \(team)::text) RETURNING 1
                """
        }
        // Acknowledged means on disk, whatever the server's default (as `lunch.apply_changes`).
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SET LOCAL synchronous_commit = on", logger: logger)
            var made = false
            for try await _ in try await connection.query(query, logger: logger).decode(Int.self) { made = true }
            try await connection.query("COMMIT", logger: logger)
            return made ? nil : Messages.teamSettingsNotMember
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }

    /// The server knows the IANA zone (its `AT TIME ZONE` would fail on another).
    private func knows(_ zone: String) async throws -> Bool {
        let rows = try await connection.query(
            "SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = \(zone))", logger: logger)
        for try await known in rows.decode(Bool.self) { return known }
        return false
    }
}
