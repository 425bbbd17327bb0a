import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `find` draws under the prompt: the text typed, the best rows (the highlighted one
/// marked `>`; distance and walk as lists give them), the line saying why some walks are
/// straight lines (`~`) when they are, as under a list, then one line saying how many
/// match or why none does. Names and messages
/// go through `TerminalText` and every line is cut with `…` to the width. Pure: the
/// terminal draws it.
public struct FindFrame: Equatable, Sendable {
    public static let prompt = "find> "
    /// Rows drawn at most.
    public static let rowLimit = 8

    public var lines: [String]
    /// Where the cursor stands on the first line, in cells.
    public var cursorColumn: Int
    /// Which line is the highlighted row, if any.
    public var highlightLine: Int?
    /// How many result rows are drawn.
    public var shown: Int

    /// `columns`: the screen's width; `rows`: result rows that fit (at most `rowLimit`).
    public init(typed: String, view: FindView?, highlight: Int, columns: Int, rows: Int = rowLimit) {
        let width = max(12, columns - 1)  // the last column would wrap on some terminals
        var input = Self.prompt + TerminalText.safe(typed)
        if TextWidth.cells(input) > width {
            // Keep the end (where the cursor is) in view.
            var tail = ""
            for ch in input.reversed() {
                if TextWidth.cells(tail) + TextWidth.cells(ch) > width - 1 { break }
                tail = String(ch) + tail
            }
            input = "…" + tail
        }
        lines = [input]
        cursorColumn = TextWidth.cells(input)
        let limit = max(0, min(rows, Self.rowLimit))
        var found = Array((view?.rows ?? []).prefix(limit))
        // The line saying why walks are straight takes a row's place when the rows fill the frame.
        if found.count > 1, found.count == limit, PlaceTablePresenter.walkNote(rows: found) != nil { found.removeLast() }
        let note = PlaceTablePresenter.walkNote(rows: found)
        shown = found.count
        let number = found.map { String($0.row).count }.max() ?? 1
        for (i, row) in found.enumerated() {
            let marker = i == highlight ? "> " : "  "
            var text = marker + String(repeating: " ", count: number - String(row.row).count) + "\(row.row)  "
                + TerminalText.safe(row.place.name)
            let cuisine = TerminalText.safe(row.place.cuisines.prefix(2).joined(separator: ", "))
            if !cuisine.isEmpty { text += " · " + cuisine }
            if let distance = row.distance {
                text += " · " + Geo.distanceText(distance) + " · " + PlaceTablePresenter.walkText(row)
            }
            lines.append(TextWidth.truncate(text, to: width))
        }
        highlightLine = found.indices.contains(highlight) ? highlight + 1 : nil
        if let note { lines.append(TextWidth.truncate(note, to: width)) }
        lines.append(TextWidth.truncate(Self.footer(view, shown: found.count), to: width))
    }

    static func footer(_ view: FindView?, shown: Int) -> String {
        guard let view else { return Messages.findHint }
        if let problem = view.problem { return TerminalText.safe(problem) }
        guard let result = view.result, shown > 0 else { return Messages.findHint }
        return Messages.findCount(result.total, shown: shown)
    }
}
