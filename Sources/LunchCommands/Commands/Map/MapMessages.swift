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

    /// As `rowsLeftOffMap`, in one line of at most `width` cells when it can be (a narrow
    /// screen gets the short form, `rows 3–99 left off`).
    public static func rowsLeftOffMap(first: String, last: String, width: Int) -> String {
        let long = rowsLeftOffMap(first: first, last: last)
        guard TextWidth.cells(long) > width else { return long }
        return first == last ? "row \(first) left off" : "rows \(first)–\(last) left off"
    }

    /// In place of the legend on a screen with no room to name the rows: the map marks
    /// them all, by their numbers in the list; one line of at most `width` cells.
    public static func mapRowsUnnamed(width: Int) -> String {
        let long = "no room to name the rows: the numbers are the list's"
        return TextWidth.cells(long) <= width ? long : "numbers: list rows"
    }
}

extension Messages {
    /// Under a map zoomed in on a cluster (`map 12` when row 12 was drawn in `4+`).
    public static func mapZoomed(rows: [String]) -> String {
        "zoomed in on row \(rows[0]) and the \(Plural.count(rows.count - 1, "row")) drawn with it; 'map' shows them all"
    }
}

extension Messages {
    /// Under a map where no free cell was near enough for some rows: each merged marker
    /// (`4+`) and the rows it stands for, and how to see them apart; when that is wider
    /// than `width`, one line that says what a marker with a plus means.
    public static func mapMerged(_ groups: [[String]], width: Int) -> String {
        let detailed = mapMerged(groups)
        guard TextWidth.cells(detailed) > width else { return detailed }
        return "N+ is row N and rows near it with no free cell of their own; 'map \(groups[0][0])' zooms in"
    }

    /// Each merged marker and the rows it stands for.
    public static func mapMerged(_ groups: [[String]]) -> String {
        let each = groups.map { rows -> String in
            // The first few by number; a long group says how many more.
            let named = rows.count > 6 ? Array(rows.prefix(5)) + ["\(rows.count - 5) more"] : rows
            return "\(rows[0])+ is rows " + named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        }
        return each.joined(separator: "; ") + " (one spot; 'map \(groups[0][0])' zooms in)"
    }
}

extension Messages {
    /// `map` (and a list after `view map`) on a screen smaller than the smallest map.
    public static func screenTooSmallForMap(columns: Int?, lines: Int?, minimumColumns: Int, minimumLines: Int) -> String {
        let size = [columns.map { "\($0) columns" }, lines.map { "\($0) lines" }].compactMap { $0 }.joined(separator: ", ")
        return "no map: the screen (\(size)) is smaller than a map needs (\(minimumColumns) columns, \(minimumLines) lines)"
    }
}
