import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The map's legend: each row number and its place's name (cut with `…`). One a line;
/// when the screen's height is limited and that is too tall, in columns across the
/// screen (numbered down each column, as `ls` lists), and if even that is too tall, the
/// rows that do not fit are left off the map and one line says which.
public struct MapLegend: Equatable {
    public var lines: [String]
    /// How many of the first rows the legend names (the map draws only those).
    public var shown: Int

    /// The widest a name is shown one a line (less on a narrower screen).
    public static let maximumNameCells = 60
    /// The narrowest a name is cut to in a column.
    static let minimumNameCells = 14

    /// `entries`: the row label and the name made safe. `maximumLines`: nil for no limit.
    public init(_ entries: [(label: String, name: String)], width: Int, maximumLines: Int?) {
        let perLine = max(10, min(Self.maximumNameCells, width - 6))
        guard let maximumLines, entries.count > maximumLines else {
            lines = entries.map { "\($0.label.leftPad(3))  \(TextWidth.truncate($0.name, to: perLine))" }
            shown = entries.count
            return
        }
        let budget = max(1, maximumLines)
        let labelCells = entries.map(\.label.count).max() ?? 1
        // As many columns as the names allow; fewer when that many are not needed.
        var columns = 1
        while Self.nameCells(columns: columns + 1, width: width, labelCells: labelCells) >= Self.minimumNameCells { columns += 1 }
        var fits = entries.count
        var height = budget
        if columns * budget >= entries.count {
            while columns > 1, (columns - 1) * budget >= entries.count { columns -= 1 }
            height = (entries.count + columns - 1) / columns
        } else {
            // One line says which rows are left off.
            height = max(1, budget - 1)
            fits = columns * height
        }
        let nameCells = Self.nameCells(columns: columns, width: width, labelCells: labelCells)
        let cells = labelCells + 1 + nameCells
        var lines = [String](repeating: "", count: height)
        for (i, entry) in entries.prefix(fits).enumerated() {
            let text = entry.label.leftPad(labelCells) + " " + TextWidth.truncate(entry.name, to: nameCells)
            let line = i % height
            lines[line] += (lines[line].isEmpty ? "" : "  ") + (i / height == columns - 1 ? text : TextWidth.pad(text, to: cells))
        }
        lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        if fits < entries.count {
            lines.append(Messages.rowsLeftOffMap(first: entries[fits].label, last: entries[entries.count - 1].label, width: width))
        }
        self.lines = lines
        shown = fits
    }

    /// A legend of these lines that names `shown` rows (the one line said in its place).
    init(lines: [String], shown: Int) {
        self.lines = lines
        self.shown = shown
    }

    /// The name cells each of `columns` columns has on a line of `width` cells.
    static func nameCells(columns: Int, width: Int, labelCells: Int) -> Int {
        (width - 2 * (columns - 1)) / columns - labelCells - 1
    }
}
