import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Where the map and its legend go on a screen of limited height: the legend beside
/// the map (in as many columns as it needs) or below it (the map keeping at least half
/// the lines), whichever names more rows, then whichever leaves the bigger map. The map
/// takes every line left: it fills the screen and never pushes its frame off the top.
public struct MapLayout {
    public enum Side: Equatable, Sendable { case beside, below }

    public var side: Side
    /// The map's width, its frame included.
    public var mapColumns: Int
    /// The lines inside the map's frame.
    public var mapRows: Int
    /// The rows named, in lines: beside the map's inside, or under the map.
    public var legend: MapLegend
    /// The line saying which rows are left off, when some are (under the map).
    public var leftOff: String?

    /// Lines a map takes besides its inside: the frame's top and bottom, the scale bar.
    static let frameLines = 3
    /// The narrowest a map beside a legend is, its frame included.
    static let minimumBesideColumns = 41
    /// Cells between the map and a legend beside it.
    static let gap = 2
    /// The widest a name is shown in a legend beside the map, one a line.
    static let besideNameCells = 30
    /// The widest a name is shown in a legend's columns beside the map.
    static let besideColumnNameCells = 18

    /// `lines`: the screen's lines above the prompt; `notes`: lines kept under the map
    /// for what it says (rows off the map, a zoom).
    public static func choose(_ entries: [(label: String, name: String)], width: Int, lines: Int, notes: Int = 0) -> MapLayout {
        let below = Self.below(entries, width: width, lines: lines, notes: notes)
        guard let beside = Self.beside(entries, width: width, lines: lines, notes: notes) else { return below }
        if beside.legend.shown != below.legend.shown { return beside.legend.shown > below.legend.shown ? beside : below }
        return beside.area > below.area ? beside : below
    }

    /// The cells inside the map's frame.
    var area: Int { (mapColumns - 2) * mapRows }

    /// Under the map: the legend and the line on rows left off take at most what the map
    /// leaves (it keeps half the lines, and at least its fewest); the line on rows left off
    /// is one line (a short form on a narrow screen). With no room for a legend line and
    /// that line, one line says the numbers are the list's (every row marked), and with
    /// no line at all (the smallest screen) the map alone.
    static func below(_ entries: [(label: String, name: String)], width: Int, lines: Int, notes: Int) -> MapLayout {
        let room = lines - frameLines - notes
        let minimumMap = max(MapRenderer.minimumRows, room / 2)
        let budget = max(0, room - minimumMap)
        var legend: MapLegend
        var leftOff: String?
        let whole = MapLegend(entries, width: width, maximumLines: max(1, budget))
        if entries.isEmpty || budget >= 2 || (budget == 1 && whole.shown == entries.count) {
            legend = whole
            if legend.shown < entries.count { leftOff = legend.lines.removeLast() }
        } else {
            legend = MapLegend(lines: budget >= 1 ? [Messages.mapRowsUnnamed(width: width)] : [], shown: entries.count)
        }
        let used = legend.lines.count + (leftOff.map { TextWidth.wrap($0, to: width).count } ?? 0)
        return MapLayout(side: .below, mapColumns: width, mapRows: max(MapRenderer.minimumRows, room - used),
                         legend: legend, leftOff: leftOff)
    }

    static func beside(_ entries: [(label: String, name: String)], width: Int, lines: Int, notes: Int) -> MapLayout? {
        let labelCells = entries.map(\.label.count).max() ?? 1
        let budget = width - minimumBesideColumns - gap
        guard budget >= labelCells + 1 + MapLegend.minimumNameCells, !entries.isEmpty else { return nil }
        var rows = lines - frameLines - notes
        guard rows >= MapRenderer.minimumRows else { return nil }
        func legend(_ height: Int) -> MapLegend {
            let columns = (entries.count + height - 1) / max(1, height)
            if columns <= 1 {
                let longest = entries.map { TextWidth.cells($0.name) }.max() ?? 0
                // One a line: `  N  name`, the name cut at `width - 6` cells.
                return MapLegend(entries, width: min(budget, 5 + min(besideNameCells, longest)) + 1, maximumLines: height)
            }
            let wanted = columns * (labelCells + 1 + besideColumnNameCells) + gap * (columns - 1)
            return MapLegend(entries, width: min(budget, wanted), maximumLines: height)
        }
        var named = legend(rows)
        var leftOff: String?
        if named.shown < entries.count {
            // Its last line (which rows are left off) goes under the map, a line of its own.
            rows -= 1
            guard rows >= MapRenderer.minimumRows else { return nil }
            named = legend(rows + 1)
            named.lines.removeLast()
            // Said at the screen's width (the legend's own is narrower).
            leftOff = Messages.rowsLeftOffMap(first: entries[named.shown].label, last: entries[entries.count - 1].label, width: width)
        }
        let legendCells = named.lines.map(TextWidth.cells).max() ?? 0
        return MapLayout(side: .beside, mapColumns: width - legendCells - gap, mapRows: rows, legend: named, leftOff: leftOff)
    }

    /// The map's lines (its frame and scale bar, then its note) with the legend beside
    /// or below, and the line on rows left off.
    public func compose(map: [String], note: String?) -> [String] {
        var out: [String]
        switch side {
        case .below:
            out = map + [note].compactMap { $0 } + legend.lines
        case .beside:
            let frame = map.first.map(TextWidth.cells) ?? mapColumns
            out = map.enumerated().map { i, line in
                let entry = i >= 1 && i - 1 < legend.lines.count ? legend.lines[i - 1] : ""
                return entry.isEmpty ? line : TextWidth.pad(line, to: frame) + String(repeating: " ", count: Self.gap) + entry
            }
            out += [note].compactMap { $0 }
        }
        return out + [leftOff].compactMap { $0 }
    }
}
