import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `find` draws under the prompt: the text typed, a window of the ranked rows that
/// scrolls to keep the highlighted one (marked `>`) in view (distance and walk as lists
/// give them), the line saying why some walks are straight lines (`~`) when they are, as
/// under a list, then one line saying how many match, where the highlight is, or why none
/// does. Names and messages go through `TerminalText` and every line is cut with `…` to
/// the width. Pure: the terminal draws it.
public struct FindFrame: Equatable, Sendable {
    public static let prompt = "find> "
    /// Rows drawn when the screen's height is not known (else as many as it holds; the
    /// rest are reached by scrolling).
    public static let rowLimit = 8

    public var lines: [String]
    /// Where the cursor stands on the first line, in cells.
    public var cursorColumn: Int
    /// Which line is the highlighted row, if any.
    public var highlightLine: Int?
    /// How many result rows are drawn.
    public var shown: Int
    /// The index of the first row drawn (the window scrolled this far).
    public var top: Int

    /// `columns`: the screen's width; `rows`: result rows that fit (the screen's height less
    /// the command's line, the typed line and the count);
    /// `height`: the lines the screen has (nil: no limit) — never more lines are drawn, so
    /// nothing scrolls: at 2 lines the text typed and the count, at 1 the text alone;
    /// `cursor`: where the cursor is in `typed`, in characters (nil: at the end);
    /// `top`: the first row drawn last time (the window moves only as far as the highlight needs).
    public init(typed: String, view: FindView?, highlight: Int, columns: Int, rows: Int = rowLimit,
                height: Int? = nil, cursor: Int? = nil, top: Int = 0) {
        // Every line is cut to the width, never wrapped (the last column would wrap on some
        // terminals): on a screen 1–5 columns wide too, each line keeps to its row.
        let width = max(1, columns - 1)
        let lineLimit = max(1, height ?? Int.max)
        let chars = Array(typed)
        let at = min(max(0, cursor ?? chars.count), chars.count)
        (lines, cursorColumn) = Self.input(before: TerminalText.safe(String(chars[..<at])),
                                           after: TerminalText.safe(String(chars[at...])), width: width)
        let all = view?.rows ?? []
        var window = max(0, min(rows, lineLimit - 2))
        self.top = Self.top(highlight: highlight, previous: top, window: window, count: all.count)
        var found = Array(all.dropFirst(self.top).prefix(window))
        // The line saying why walks are straight takes a row's place when the rows fill the frame.
        if found.count > 1, found.count == window, PlaceTablePresenter.walkNote(rows: found) != nil {
            window -= 1
            self.top = Self.top(highlight: highlight, previous: top, window: window, count: all.count)
            found = Array(all.dropFirst(self.top).prefix(window))
        }
        // The note only where a line is left for it.
        let note = found.count + 3 <= lineLimit ? PlaceTablePresenter.walkNote(rows: found) : nil
        shown = found.count
        // As wide as the widest row number of all (columns stay put while the window scrolls).
        let number = all.map { String($0.row).count }.max() ?? 1
        for (i, row) in found.enumerated() {
            let marker = self.top + i == highlight ? "> " : "  "
            var text = marker + String(repeating: " ", count: number - String(row.row).count) + "\(row.row)  "
                + TerminalText.safe(row.place.name)
            let cuisine = TerminalText.safe(row.place.cuisines.prefix(2).joined(separator: ", "))
            if !cuisine.isEmpty { text += " · " + cuisine }
            if let distance = row.distance {
                // `far` as lists mark a place beyond the radius.
                text += " · " + (row.beyondRange ? Messages.farMark : "") + Geo.distanceText(distance)
                    + " · " + PlaceTablePresenter.walkText(row)
            }
            lines.append(TextWidth.truncate(text, to: width))
        }
        highlightLine = found.indices.contains(highlight - self.top) ? highlight - self.top + 1 : nil
        if let note { lines.append(TextWidth.truncate(note, to: width)) }
        guard lineLimit >= 2 else { return }
        // With no room for rows (2 lines), the count still says how many match.
        lines.append(TextWidth.truncate(Self.footer(view, typed: typed, shown: window == 0 ? all.count : found.count,
                                                    highlight: highlight),
                                        to: width))
    }

    /// The first row of a window of `window` rows that shows `highlight`, moved as little
    /// as possible from `previous` (as fzf scrolls).
    static func top(highlight: Int, previous: Int, window: Int, count: Int) -> Int {
        guard window > 0, count > window else { return 0 }
        var top = min(max(0, previous), count - window)
        if highlight < top { top = max(0, highlight) }
        if highlight >= top + window { top = highlight - window + 1 }
        return top
    }

    /// The typed line, `find> ` and the text with the cursor between `before` and `after`;
    /// too wide, it is cut with `…` so that the cursor stays in view.
    static func input(before: String, after: String, width: Int) -> ([String], Int) {
        let head = prompt + before
        if TextWidth.cells(head + after) <= width { return ([head + after], TextWidth.cells(head)) }
        if TextWidth.cells(head) < width - 1 {
            return ([TextWidth.truncate(head + after, to: width)], TextWidth.cells(head))
        }
        // Keep the end of what is before the cursor in view.
        var tail = ""
        for ch in head.reversed() {
            if TextWidth.cells(tail) + TextWidth.cells(ch) > width - 2 { break }
            tail = String(ch) + tail
        }
        let shown = "…" + tail
        return ([TextWidth.truncate(shown + after, to: width)], TextWidth.cells(shown))
    }

    /// Why nothing matches is said only of the text typed: while the search for new text
    /// is still to come, the line about the old text (`No places match 'zzz'` under
    /// `find> pizza`) gives way to the hint.
    static func footer(_ view: FindView?, typed: String, shown: Int, highlight: Int = 0) -> String {
        guard let view else { return Messages.findHint }
        if let problem = view.problem { return view.text == typed ? TerminalText.safe(problem) : Messages.findHint }
        guard let total = view.total, shown > 0 else { return Messages.findHint }
        return Messages.findCount(total, at: highlight + 1, of: view.rows.count)
    }
}
