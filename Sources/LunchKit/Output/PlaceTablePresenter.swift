import Foundation

/// Aligned place rows (widths in terminal cells, so accented, Cyrillic, CJK and emoji
/// names line up) and the `--json` place objects.
public struct PlaceTablePresenter {
    private let style: Style
    private let calendar: Calendar
    private let now: () -> Date

    /// The widest a name is shown in a list (cut with `…`).
    public static let nameCells = 32

    public init(style: Style, calendar: Calendar = .lunch, now: @escaping () -> Date) {
        self.style = style
        self.calendar = calendar
        self.now = now
    }

    public func table(_ rows: [PlaceRow]) -> String {
        let allCells = rows.map { r -> [String] in
            [String(r.row), TextWidth.truncate(TerminalText.safe(r.place.name), to: Self.nameCells),
             TextWidth.truncate(TerminalText.safe(r.place.cuisines.prefix(2).joined(separator: ", ")), to: 20),
             PlaceFormat.price(r.place.price), r.distance.map(Geo.distanceText) ?? "",
             r.distance.map { "\(Geo.walkingMinutes($0)) min" } ?? "",
             (r.favourite ? "★" : "") + (r.rating.map { String(format: " %.1f", $0) } ?? "")]
        }
        var header = ["#", "Name", "Cuisine", "Price", "Distance", "Walk", "★"]
        // The ★/rating column appears once there is something to show in it.
        let cells = allCells.map { row in row.last == "" && !rows.contains(where: { $0.favourite || $0.rating != nil }) ? Array(row.dropLast()) : row }
        if cells.first?.count == 6 { header.removeLast() }
        let rightAligned: Set<Int> = [0, 4, 5]
        var widths = header.map(TextWidth.cells)
        for row in cells { for (i, c) in row.enumerated() { widths[i] = max(widths[i], TextWidth.cells(c)) } }
        func line(_ columns: [String]) -> String {
            columns.enumerated().map { i, c -> String in
                let pad = String(repeating: " ", count: widths[i] - TextWidth.cells(c))
                return rightAligned.contains(i) ? pad + c : c + pad
            }.joined(separator: "  ")
        }
        var lines = [style.dim(line(header) + "  Open")]
        for (r, row) in zip(rows, cells) {
            lines.append(line(row) + "  " + openText(r.status))
        }
        return lines.joined(separator: "\n")
    }

    /// `open · closes in 25 min`, `closed · opens at 11:30`, `?`.
    public func openText(_ status: OpenStatus) -> String {
        switch status {
        case .open(let closes):
            let detail = closes.map { " · " + closingText($0) } ?? ""
            return style.green("open") + detail
        case .closed(let opens):
            let detail = opens.map { " · opens " + openingText($0) } ?? ""
            return style.red("closed") + detail
        case .unknown:
            return style.dim("?")
        }
    }

    private func closingText(_ date: Date) -> String {
        let minutes = Int((date.timeIntervalSince(now()) / 60).rounded(.up))
        return minutes <= 60 ? "closes in \(minutes) min" : "until \(clockText(date))"
    }

    private func openingText(_ date: Date) -> String {
        let start = calendar.startOfDay(for: now())
        let days = calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case 0: return "at \(clockText(date))"
        case 1: return "tomorrow \(clockText(date))"
        default:
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = calendar.timeZone
            f.dateFormat = "EEE HH:mm"
            return f.string(from: date)
        }
    }

    private func clockText(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    public func json(_ row: PlaceRow, includeRow: Bool = true) -> [(String, JSON)] {
        let p = row.place
        var pairs: [(String, JSON)] = includeRow ? [("row", .int(row.row))] : []
        pairs += [("id", .string(p.id)), ("name", .string(p.name)),
                  ("lat", .number(p.coordinate.lat)), ("lon", .number(p.coordinate.lon)),
                  ("distance_m", .number(row.distance.map { ($0 * 10).rounded() / 10 })),
                  ("cuisine", .array(p.cuisines.map(JSON.string))), ("tags", .array(p.tags.map(JSON.string))),
                  ("price", p.price.map(JSON.int) ?? .null), ("favorite", .bool(row.favourite)),
                  ("rating", .number(row.rating)), ("open", .string(row.status.key)),
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
