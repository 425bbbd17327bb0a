import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Aligned place rows (widths in terminal cells, so accented, Cyrillic, CJK and emoji
/// names line up) and the `--json` place objects.
public struct PlaceTablePresenter {
    private let style: Style
    /// The machine's calendar, made on first use (not when the shell starts).
    private let machineCalendar: () -> Calendar
    private var calendar: Calendar { machineCalendar() }
    private let now: () -> Date

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

    /// The Name column's cell (before it is cut to the column).
    public static func nameCell(_ name: String) -> String { TerminalText.safe(name) }

    /// The Cuisine column's cell: the first two (before it is cut to the column).
    public static func cuisineCell(_ cuisines: [String]) -> String {
        TerminalText.safe(cuisines.prefix(2).joined(separator: ", "))
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

    /// The `★` column's cell: a favourite, its average rating.
    public static func markCell(favourite: Bool, rating: Double?) -> String {
        (favourite ? "★" : "") + (rating.map { String(format: " %.1f", $0) } ?? "")
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

    /// Narrows the name (1), cuisine and Open columns until a line fits `limit` cells
    /// (when every column fits at its natural width, none narrows), one cell at a time
    /// from the column with the most slack above its floor: first the name and cuisine
    /// down to `comfortableCells`, then down to their minimum, and only then the Open
    /// column down to `openMinimum` (its word). So the Open column keeps its whole
    /// `open · closes in 39 min` before names and cuisines are cut short. The other
    /// columns keep their width.
    static func fit(_ widths: inout [Int], cuisine: Int? = 2, open: inout Int, openMinimum: Int, into limit: Int) {
        // Every column, its separator of two spaces, then the Open column.
        var excess = widths.reduce(0, +) + 2 * widths.count + open - limit
        for floor in [comfortableCells, minimumCells] {
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

    /// `open · closes in 25 min`, `closed · opens at 11:30`, `?`; the times on the
    /// place's clock (`time`), else the machine's; `open · closes 12:20` when it closes
    /// within `stretch` minutes.
    public func openText(_ status: OpenStatus, at time: PlaceTime? = nil, stretch: Int? = nil) -> String {
        let parts = openParts(status, at: time, stretch: stretch)
        return parts.styled + parts.detail
    }

    /// The open state's word (`open`, `closed`, `?`), the same word coloured, and the
    /// detail after it (` · until 21:00`, cut first on a narrow screen).
    private func openParts(_ status: OpenStatus, at time: PlaceTime?, stretch: Int?) -> (word: String, styled: String, detail: String) {
        let time = time ?? PlaceTime(calendar: calendar, now: now())
        switch status {
        case .open(let closes):
            return ("open", style.green("open"), closes.map { " · " + closingText($0, time, stretch: stretch) } ?? "")
        case .closed(let opens):
            return ("closed", style.red("closed"), opens.map { " · opens " + openingText($0, time) } ?? "")
        case .unknown:
            return ("?", style.dim("?"), "")
        case .unknownWithComment(let comment):
            return ("?", style.dim("?"), " " + TerminalText.safe(comment))
        }
    }

    /// `closes 12:20` within the stretch, else `closes in 25 min`, `until 21:00` today (a
    /// midnight tonight too), `until Sat 00:00` on another day: the day named is the one
    /// that ends at that time.
    private func closingText(_ date: Date, _ time: PlaceTime, stretch: Int? = nil) -> String {
        let (day, clock) = closingClock(date, time)
        if let stretch, date < time.now.addingTimeInterval(Double(stretch) * 60) {
            return Messages.closesWithinStretch(day: day, clock: clock)
        }
        let minutes = Int((date.timeIntervalSince(time.now) / 60).rounded(.up))
        if minutes <= 60 { return Messages.closesIn(minutes: minutes) }
        return Messages.openUntil(day: day, clock: clock)
    }

    /// A closing's clock time, and its day when it is not today (`Sat`: a closing at 00:00
    /// ends the day before it).
    func closingClock(_ date: Date, _ time: PlaceTime) -> (day: String?, clock: String) {
        let calendar = time.calendar
        let endingDay = calendar.startOfDay(for: date.addingTimeInterval(-1))
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: time.now), to: endingDay).day ?? 0
        return (days == 0 ? nil : weekdayText(endingDay, calendar), clockText(date, calendar))
    }

    /// `closes 12:20`, `closes Sat 00:30` for a place open now that closes within `stretch`
    /// (nil when it stays open for it): for `pick` and `decide`'s lines.
    public func closingWithin(_ status: OpenStatus, at time: PlaceTime?, stretch: Int?) -> String? {
        guard let stretch, case .open(let closes?) = status else { return nil }
        let time = time ?? PlaceTime(calendar: calendar, now: now())
        guard closes < time.now.addingTimeInterval(Double(stretch) * 60) else { return nil }
        let (day, clock) = closingClock(closes, time)
        return Messages.closesWithinStretch(day: day, clock: clock)
    }

    /// `Sat`, on the place's clock.
    private func weekdayText(_ date: Date, _ calendar: Calendar) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = calendar.timeZone
        f.dateFormat = "EEE"
        return f.string(from: date)
    }

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

    private func openingText(_ date: Date, _ time: PlaceTime) -> String {
        let calendar = time.calendar
        let start = calendar.startOfDay(for: time.now)
        let days = calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case 0: return "at \(clockText(date, calendar))"
        case 1: return "tomorrow \(clockText(date, calendar))"
        default:
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = calendar.timeZone
            f.dateFormat = "EEE HH:mm"
            return f.string(from: date)
        }
    }

    private func clockText(_ date: Date, _ calendar: Calendar) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// `Asia/Almaty, now Mon 13:00 there` when the place keeps another clock than the
    /// machine (nil when it keeps the machine's).
    public func zoneText(_ time: PlaceTime?) -> String? {
        guard let time, time.calendar.timeZone.identifier != calendar.timeZone.identifier else { return nil }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = time.calendar.timeZone
        f.dateFormat = "EEE HH:mm"
        return "\(time.zoneName), now \(f.string(from: time.now)) there"
    }

    /// The Walk column: `4 min` along the ways, `~4 min` in a straight line, empty
    /// without a location.
    public static func walkText(_ row: PlaceRow) -> String {
        if let walk = row.walk { return walk.text }
        return row.distance.map {
            Geo.walkingMinutes($0) > Walk.longestMinutesShown ? Messages.walkOverAnHour : "~\(Geo.walkingMinutes($0)) min"
        } ?? ""
    }

    /// Why some walks of a list are straight lines (said once, under the list), or nil
    /// when every walk is along the ways.
    public func walkNote(_ rows: [PlaceRow]) -> String? { Self.walkNote(rows: rows) }

    /// The same for any rows (`find`'s frame).
    public static func walkNote(rows: [PlaceRow]) -> String? {
        walkNote(rows.compactMap { $0.distance == nil ? nil : $0.walk?.fallback ?? ($0.walk == nil ? .noWays : nil) })
    }

    /// `~ is a straight line: …` for these reasons (nil for none).
    public static func walkNote(_ reasons: [Walk.Fallback]) -> String? {
        guard !reasons.isEmpty else { return nil }
        var parts: [String] = []
        if let reason = reasons.first(where: { if case .unreadable = $0 { true } else { false } }), case .unreadable(let why) = reason {
            parts.append("the catalog's walkable ways could not be read (\(TerminalText.safe(why)))")
        }
        if reasons.contains(.noWays) { parts.append("this catalog has no walkable ways") }
        if reasons.contains(.startOffWays) { parts.append("you are more than 250 m from any walkable way") }
        let far = reasons.filter { $0 == .placeOffWays }.count
        if far > 0 { parts.append("\(Plural.count(far, "place")) more than 250 m from a walkable way") }
        let unreached = reasons.filter { $0 == .notReached }.count
        if unreached > 0 { parts.append("\(Plural.count(unreached, "place")) the ways don't lead to") }
        return "~ is a straight line: " + parts.joined(separator: "; ")
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

/// Small formatting rules shared by the list and the detail view.
public enum PlaceFormat {
    /// What an unknown price is shown as.
    public static let unknownPrice = "–"

    /// `$`..`$$$$`, or `–` when unknown.
    public static func price(_ tier: Int?) -> String {
        guard let tier, (1...4).contains(tier) else { return unknownPrice }
        return String(repeating: "$", count: tier)
    }
}
