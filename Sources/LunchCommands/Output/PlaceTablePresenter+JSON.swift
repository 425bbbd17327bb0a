import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A place row as `--json` gives it.
extension PlaceTablePresenter {
    /// The next change of the open state as an ISO 8601 time on the place's clock
    /// (`2026-11-17T14:00:00+02:00`), nil when it is not known (`--json`'s `next_change`).
    public func nextChangeText(_ row: PlaceRow) -> String? {
        let change: Date?
        switch row.status {
        case .open(let closes): change = closes
        case .closed(let opens): change = opens
        case .unknown, .unknownWithComment: change = nil
        }
        guard let change else { return nil }
        let f = ISO8601DateFormatter()
        f.timeZone = (row.time?.calendar ?? calendar).timeZone
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: change)
    }

    public func json(_ row: PlaceRow, includeRow: Bool = true) -> [(String, JSON)] {
        let p = row.place
        var pairs: [(String, JSON)] = includeRow ? [("row", .int(row.row))] : []
        pairs += [("id", .string(p.id)), ("name", .string(p.name)),
                  ("lat", .number(p.coordinate.lat)), ("lon", .number(p.coordinate.lon)),
                  ("distance_m", .number(row.distance.map { ($0 * 10).rounded() / 10 })),
                  ("walk_m", .number(row.walk.map { ($0.meters * 10).rounded() / 10 })),
                  ("walk_min", row.walk.map { .int($0.wholeMinutes) } ?? .null),
                  ("walk", .string(row.walk?.kind.rawValue)),
                  ("cuisine", .array(p.cuisines.map(JSON.string))), ("tags", .array(p.tags.map(JSON.string))),
                  ("price", p.price.map(JSON.int) ?? .null), ("favorite", .bool(row.favourite)),
                  ("rating", .number(row.rating)),
                  ("team_rating", .number(row.teamRating.map { ($0.average * 10).rounded() / 10 })),
                  ("team_count", row.teamRating.map { .int($0.count) } ?? .null), ("open", .string(row.status.key)),
                  ("opening_hours", .string(p.openingHours)), ("address", .string(p.address)),
                  ("next_change", .string(nextChangeText(row)))]
        // In a team: the last day the team went there within its window (issue 26).
        if row.inTeam { pairs.append(("team_last_visit", .string(row.teamLastVisit?.day))) }
        return pairs
    }
}
