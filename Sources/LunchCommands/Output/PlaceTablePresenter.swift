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

    /// The rows as an aligned table no wider than the screen: names, cuisines and the
    /// Open column are cut with `…` (the widest first, the name and Open column weighing
    /// double); row numbers, prices, distances, times and ratings never.
    public func table(_ rows: [PlaceRow]) -> String {
        let named = rows.map { r -> [String] in
            [String(r.row), TerminalText.safe(r.place.name), TerminalText.safe(r.place.cuisines.prefix(2).joined(separator: ", ")),
             PlaceFormat.price(r.place.price), r.distance.map(Geo.distanceText) ?? "",
             Self.walkText(r),
             (r.favourite ? "★" : "") + (r.rating.map { String(format: " %.1f", $0) } ?? ""),
             r.teamRating.map(Self.teamText) ?? ""]
        }
        var header = ["#", "Name", "Cuisine", "Price", "Distance", "Walk", "★", "Team"]
        // The ★/rating and Team columns appear once there is something to show in them.
        let starred = rows.contains(where: { $0.favourite || $0.rating != nil })
        let teamed = rows.contains(where: { $0.teamRating != nil })
        let kept = Array(0..<6) + (starred ? [6] : []) + (teamed ? [7] : [])
        let texts = named.map { row in kept.map { row[$0] } }
        header = kept.map { header[$0] }
        let open = rows.map { openParts($0.status, at: $0.time) }
        var widths = header.map(TextWidth.cells)
        widths[1] = max(widths[1], min(Self.nameCells, texts.map { TextWidth.cells($0[1]) }.max() ?? 0))
        widths[2] = max(widths[2], min(Self.cuisineCells, texts.map { TextWidth.cells($0[2]) }.max() ?? 0))
        for row in texts { for i in row.indices where i != 1 && i != 2 { widths[i] = max(widths[i], TextWidth.cells(row[i])) } }
        var openWidth = max(4, open.map { TextWidth.cells($0.word + $0.detail) }.max() ?? 0)
        let openMinimum = max(4, open.map { TextWidth.cells($0.word) }.max() ?? 0)
        if let limit = columns() {
            Self.fit(&widths, open: &openWidth, openMinimum: openMinimum, into: limit)
        }
        let rightAligned: Set<Int> = [0, 4, 5]
        func line(_ columns: [String]) -> String {
            columns.enumerated().map { i, c -> String in
                let cut = i == 1 || i == 2 ? TextWidth.truncate(c, to: widths[i]) : c
                let pad = String(repeating: " ", count: max(0, widths[i] - TextWidth.cells(cut)))
                return rightAligned.contains(i) ? pad + cut : cut + pad
            }.joined(separator: "  ")
        }
        var lines = [style.dim(line(header) + "  Open")]
        for (row, parts) in zip(texts, open) {
            let detail = TextWidth.truncate(parts.detail, to: max(0, openWidth - TextWidth.cells(parts.word)))
            lines.append(line(row) + "  " + parts.styled + detail)
        }
        return lines.joined(separator: "\n")
    }

    /// Narrows the name (1), cuisine (2) and Open columns until a line fits `limit`
    /// cells: one cell at a time from the one widest for its weight (name and Open 2,
    /// cuisine 1), none below its minimum. The other columns keep their width.
    static func fit(_ widths: inout [Int], open: inout Int, openMinimum: Int, into limit: Int) {
        // Every column, its separator of two spaces, then the Open column.
        var excess = widths.reduce(0, +) + 2 * widths.count + open - limit
        let minimum = [1: min(widths[1], minimumCells.name), 2: min(widths[2], minimumCells.cuisine)]
        while excess > 0 {
            let candidates: [(key: Int, share: Double)?] = [
                widths[1] > minimum[1]! ? (1, Double(widths[1]) / 2) : nil,
                widths[2] > minimum[2]! ? (2, Double(widths[2])) : nil,
                open > openMinimum ? (0, Double(open) / 2) : nil,
            ]
            guard let widest = candidates.compactMap({ $0 }).max(by: { $0.share < $1.share }) else { return }
            if widest.key == 0 { open -= 1 } else { widths[widest.key] -= 1 }
            excess -= 1
        }
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
    /// place's clock (`time`), else the machine's.
    public func openText(_ status: OpenStatus, at time: PlaceTime? = nil) -> String {
        let parts = openParts(status, at: time)
        return parts.styled + parts.detail
    }

    /// The open state's word (`open`, `closed`, `?`), the same word coloured, and the
    /// detail after it (` · until 21:00`, cut first on a narrow screen).
    private func openParts(_ status: OpenStatus, at time: PlaceTime?) -> (word: String, styled: String, detail: String) {
        let time = time ?? PlaceTime(calendar: calendar, now: now())
        switch status {
        case .open(let closes):
            return ("open", style.green("open"), closes.map { " · " + closingText($0, time) } ?? "")
        case .closed(let opens):
            return ("closed", style.red("closed"), opens.map { " · opens " + openingText($0, time) } ?? "")
        case .unknown:
            return ("?", style.dim("?"), "")
        }
    }

    private func closingText(_ date: Date, _ time: PlaceTime) -> String {
        let minutes = Int((date.timeIntervalSince(time.now) / 60).rounded(.up))
        return minutes <= 60 ? "closes in \(minutes) min" : "until \(clockText(date, time.calendar))"
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
        return row.distance.map { "~\(Geo.walkingMinutes($0)) min" } ?? ""
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
                  ("opening_hours", .string(p.openingHours)), ("address", .string(p.address))]
        return pairs
    }
}

/// Small formatting rules shared by the list and the detail view.
public enum PlaceFormat {
    /// `$`..`$$$$`, or `–` when unknown.
    public static func price(_ tier: Int?) -> String {
        guard let tier, (1...4).contains(tier) else { return "–" }
        return String(repeating: "$", count: tier)
    }
}
