import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The cells of a place row that are not the open state: name, cuisine, ★, walk and team.
extension PlaceTablePresenter {
    /// The Name column's cell (before it is cut to the column).
    public static func nameCell(_ name: String) -> String { TerminalText.safe(name) }

    /// The Cuisine column's cell: the first two (before it is cut to the column).
    public static func cuisineCell(_ cuisines: [String]) -> String {
        TerminalText.safe(cuisines.prefix(2).joined(separator: ", "))
    }

    /// The `★` column's cell: a favourite, its average rating.
    public static func markCell(favourite: Bool, rating: Double?) -> String {
        (favourite ? "★" : "") + (rating.map { String(format: " %.1f", $0) } ?? "")
    }

    /// The Walk column: `4 min` along the ways, `~4 min` in a straight line, empty
    /// without a location.
    public static func walkText(_ row: PlaceRow) -> String {
        if let walk = row.walk { return walk.text }
        return row.distance.map {
            Geo.walkingMinutes($0) > Walk.longestMinutesShown ? Messages.walkOverAnHour : "~\(Geo.walkingMinutes($0)) min"
        } ?? ""
    }

    /// The team's average and count: `★ 4.3 (5)`.
    public static func teamText(_ rating: TeamSnapshot.Rating) -> String {
        String(format: "★ %.1f (%d)", rating.average, rating.count)
    }

    /// The Team column's cell: the team's average and count, and when the team last went
    /// there within its window (`★ 4.3 (5) · 3 days ago`); empty for neither.
    public static func teamCell(_ rating: TeamSnapshot.Rating?, _ last: TeamLastVisit?) -> String {
        [rating.map(teamText), last.map { Messages.teamAgo($0.days) }].compactMap { $0 }.joined(separator: " · ")
    }
}
