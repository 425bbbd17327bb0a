import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Aligned place rows (widths in terminal cells, so accented, Cyrillic, CJK and emoji
/// names line up) and the `--json` place objects.
public struct PlaceTablePresenter {
    let style: Style
    /// The machine's calendar, made on first use (not when the shell starts).
    private let machineCalendar: () -> Calendar
    var calendar: Calendar { machineCalendar() }
    let now: () -> Date

    /// The widest a name is shown in a list (cut with `…`; less on a narrow screen).
    public static let nameCells = 32
    /// The widest cuisines are shown in a list.
    public static let cuisineCells = 20

    /// The narrowest the name and cuisine columns get on a narrow screen.
    static let minimumCells = (name: 8, cuisine: 7)

    private let columns: () -> Int?

    /// `columns`: the screen's width, asked for each table (nil: no limit).
    public init(style: Style, calendar: @autoclosure @escaping () -> Calendar = .lunch, now: @escaping () -> Date,
                columns: @escaping () -> Int? = { nil }) {
        self.style = style
        machineCalendar = calendar
        self.now = now
        self.columns = columns
    }

    /// Which columns a table has and how wide each is: made from a whole list, so that
    /// every page of it (`more`) has the same columns at the same widths.
    public struct Layout: Equatable, Sendable {
        /// The columns kept, by their place in `headers` (`#` and Name always).
        public var columns: [Int]
        /// The width of each kept column, in cells.
        public var widths: [Int]
        /// The width of the Open column (its word and as much detail as fits).
        public var open: Int
    }

    /// Every column a table can have; one that is empty on every row of the list (no
    /// price known anywhere, no favourite or rating, no team) is left out.
    static let headers = ["#", "Name", "Cuisine", "Price", "Distance", "Walk", "★", "Team"]

    /// The cells of one row, one for each of `headers`.
    private func cells(_ r: PlaceRow) -> [String] {
        [String(r.row), Self.nameCell(r.place.name), Self.cuisineCell(r.place.cuisines),
         PlaceFormat.price(r.place.price), r.distance.map { (r.beyondRange ? Messages.farMark : "") + Geo.distanceText($0) } ?? "",
         Self.walkText(r),
         Self.markCell(favourite: r.favourite, rating: r.rating),
         Self.teamCell(r.teamRating, r.teamLastVisit)]
    }

    /// The layout of a table of `rows` (a whole list) no wider than the screen: names,
    /// cuisines and the Open column's detail are cut with `…` (see `fit`: names are cut
    /// short before the Open column loses any of `open · closes in 39 min`); row numbers, prices,
    /// distances, times and ratings never.
    public func layout(_ rows: [PlaceRow]) -> Layout {
        layout(extent(rows))
    }

    /// What a whole list puts in each column: whether any row fills it, and its widest
    /// cell. Made from rows (`extent(_:)`) or from a list's places without making their
    /// rows (`NearList`); the layout depends on nothing else.
    public struct Extent: Equatable, Sendable {
        /// By column of `headers`: some row has a cell there (a price only when known).
        public var filled = [Bool](repeating: false, count: PlaceTablePresenter.headers.count)
        /// By column of `headers`: the widest cell, in cells.
        public var widest = [Int](repeating: 0, count: PlaceTablePresenter.headers.count)
        /// The widest open word with its detail, and the widest open word alone.
        public var open = 0, openWord = 0

        public init() {}

        /// One row's cells and open state.
        mutating func add(_ cells: [String], word: String, detail: String) {
            for i in cells.indices {
                if !cells[i].isEmpty && !(i == 3 && cells[i] == PlaceFormat.unknownPrice) { filled[i] = true }
                widest[i] = max(widest[i], TextWidth.cells(cells[i]))
            }
            add(open: (TextWidth.cells(word), TextWidth.cells(word + detail)))
        }

        /// One row's open state, as `openCells` gives it.
        mutating func add(open cells: (word: Int, whole: Int)) {
            open = max(open, cells.whole)
            openWord = max(openWord, cells.word)
        }
    }

    /// The extent of these rows.
    public func extent(_ rows: [PlaceRow]) -> Extent {
        var extent = Extent()
        for row in rows {
            let parts = openParts(row.status, at: row.time, stretch: row.stretch)
            extent.add(cells(row), word: parts.word, detail: parts.detail)
        }
        return extent
    }

    /// The open state's word, and the word with its detail, as the table writes them, in cells.
    public func openCells(_ status: OpenStatus, at time: PlaceTime?, stretch: Int? = nil) -> (word: Int, whole: Int) {
        let parts = openParts(status, at: time, stretch: stretch)
        return (TextWidth.cells(parts.word), TextWidth.cells(parts.word + parts.detail))
    }

    /// The layout of a list of this extent.
    public func layout(_ extent: Extent) -> Layout {
        let columns = Self.headers.indices.filter { i in i < 2 || extent.filled[i] }
        var widths = columns.map { TextWidth.cells(Self.headers[$0]) }
        for (k, i) in columns.enumerated() {
            let widest = extent.widest[i]
            widths[k] = max(widths[k], i == 1 ? min(Self.nameCells, widest) : i == 2 ? min(Self.cuisineCells, widest) : widest)
        }
        var openWidth = max(4, extent.open)
        let openMinimum = max(4, extent.openWord)
        if let limit = self.columns() {
            Self.fit(&widths, cuisine: columns.firstIndex(of: 2), open: &openWidth, openMinimum: openMinimum, into: limit)
        }
        return Layout(columns: columns, widths: widths, open: openWidth)
    }

    /// The rows as an aligned table laid out by `layout` (nil: for these rows alone).
    public func table(_ rows: [PlaceRow], layout: Layout? = nil) -> String {
        let layout = layout ?? self.layout(rows)
        let widths = layout.widths
        // Right-aligned: the row number, distance and walk.
        let rightAligned: Set<Int> = [0, 4, 5]
        func line(_ texts: [String]) -> String {
            layout.columns.enumerated().map { k, i -> String in
                let cut = i == 1 || i == 2 ? TextWidth.truncate(texts[i], to: widths[k]) : texts[i]
                let pad = String(repeating: " ", count: max(0, widths[k] - TextWidth.cells(cut)))
                return rightAligned.contains(i) ? pad + cut : cut + pad
            }.joined(separator: "  ")
        }
        // On a screen too narrow for every column at its minimum, a row is cut with `…`
        // (and loses its colour) rather than folded by the terminal or the wrapping.
        let limit = columns()
        func fitted(_ plain: String) -> String? {
            guard let limit, TextWidth.cells(plain) > limit else { return nil }
            return TextWidth.truncate(plain, to: limit)
        }
        let header = line(Self.headers) + "  Open"
        var lines = [style.dim(fitted(header) ?? header)]
        for row in rows {
            let parts = openParts(row.status, at: row.time, stretch: row.stretch)
            let detail = TextWidth.truncate(parts.detail, to: max(0, layout.open - TextWidth.cells(parts.word)))
            let start = line(cells(row)) + "  "
            lines.append(fitted(start + parts.word + detail) ?? start + parts.styled + detail)
        }
        return lines.joined(separator: "\n")
    }

    /// What the name and cuisine columns keep as long as they can: a name of 18 cells
    /// and a cuisine of 10.
    static let comfortableCells = (name: 18, cuisine: 10)

    /// The Open column's width kept before names and cuisines are cut below
    /// `comfortableCells`: `open · closes in 39 min` (a rarer, longer detail such as
    /// `closed · opens tomorrow 10:00` is cut first).
    static let comfortableOpenCells = 23

    /// Narrows the name (1), cuisine and Open columns until a line fits `limit` cells
    /// (when every column fits at its natural width, none narrows), one cell at a time
    /// from the column with the most slack above its floor: first the name and cuisine
    /// down to `comfortableCells`, then the Open column down to `comfortableOpenCells`,
    /// then the name and cuisine down to their minimum, and only then the Open column
    /// down to `openMinimum` (its word). So the Open column keeps its whole
    /// `open · closes in 39 min` before names and cuisines are cut short, and a name is
    /// not cut to 14 cells at 80 columns for one row's `closed · opens tomorrow 10:00`.
    /// The other columns keep their width.
    static func fit(_ widths: inout [Int], cuisine: Int? = 2, open: inout Int, openMinimum: Int, into limit: Int) {
        // Every column, its separator of two spaces, then the Open column.
        var excess = widths.reduce(0, +) + 2 * widths.count + open - limit
        for floor in [comfortableCells, minimumCells] {
            if floor == minimumCells, excess > 0 {
                let comfortable = max(openMinimum, comfortableOpenCells)
                let cut = min(excess, max(0, open - comfortable))
                open -= cut
                excess -= cut
            }
            var floors = [1: min(widths[1], floor.name)]
            if let cuisine { floors[cuisine] = min(widths[cuisine], floor.cuisine) }
            while excess > 0 {
                // The most slack first; the name before the cuisine on a tie.
                guard let (column, slack) = floors.map({ ($0.key, widths[$0.key] - $0.value) })
                    .max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }), slack > 0 else { break }
                widths[column] -= 1
                excess -= 1
            }
        }
        if excess > 0 { open = max(min(open, openMinimum), open - excess) }
    }

    /// The screen's width now (nil: no limit).
    public var screenColumns: Int? { columns() }

    /// Lines of prose (a list's footer) wrapped at spaces to the screen's width.
    public func prose(_ text: String) -> String {
        guard let limit = columns() else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWidth.wrap(String($0), to: limit) }.joined(separator: "\n")
    }
}
