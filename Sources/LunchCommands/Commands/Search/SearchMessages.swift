import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `search` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func noMatches(_ text: String, filter: String) -> String {
        let filtered = filter.isEmpty ? "" : " with \(filter)"
        // A long query is cut as an unknown command's name is: the line stays one line.
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return "No places match '\(shown)'\(filtered); try fewer or shorter words."
    }
    /// Before the distance of a place farther than the radius (`far 159 km`).
    public static let farMark = "far "
    /// Under a search whose later rows are beyond the radius.
    public static func beyondRadius(first row: Int, radius: String) -> String {
        "rows from \(row) on are farther than your \(radius) radius ('search … --anywhere' ranks by the match alone)"
    }
    public static let searchNeedsText = "say what to look for, e.g. 'search tacos' or 'search kahvila'"
    /// After the count: the cuisines a dish brought in.
    public static func byCuisine(_ cuisines: [String]) -> String {
        cuisines.isEmpty ? "" : " or its cuisines (\(cuisines.joined(separator: ", ")))"
    }
}
