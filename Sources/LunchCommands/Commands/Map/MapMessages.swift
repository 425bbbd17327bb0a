import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `map` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// Under a legend cut to fit a short screen.
    public static func rowsLeftOffMap(first: String, last: String) -> String {
        first == last ? "row \(first) is left off the map to fit the screen"
                      : "rows \(first)–\(last) are left off the map to fit the screen"
    }
}

extension Messages {
    /// Under a map zoomed in on a cluster (`map 12` when row 12 was drawn as `4+12`).
    public static func mapZoomed(rows: [String]) -> String {
        "zoomed in on row \(rows[0]) and the \(Plural.count(rows.count - 1, "row")) drawn with it; 'map' shows them all"
    }
}

extension Messages {
    /// `map` (and a list after `view map`) on a screen smaller than the smallest map.
    public static func screenTooSmallForMap(columns: Int?, lines: Int?, minimumColumns: Int, minimumLines: Int) -> String {
        let size = [columns.map { "\($0) columns" }, lines.map { "\($0) lines" }].compactMap { $0 }.joined(separator: ", ")
        return "no map: the screen (\(size)) is smaller than a map needs (\(minimumColumns) columns, \(minimumLines) lines)"
    }
}
