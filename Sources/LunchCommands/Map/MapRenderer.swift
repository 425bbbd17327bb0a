import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Draws places around a centre as a terminal map: each place at its distance and
/// direction from the centre (azimuthal equidistant), a cell twice as tall as wide, the centre marked, each place
/// by its label, a north mark and a scale bar measured with the same metres per column.
/// Labels never run together: one that would touch another (share its cell, or sit
/// next to it on the row) joins it, and the group is shown as its first label and how
/// many more (`4+2`: row 4 and two more rows there). Box-drawing characters on UTF-8,
/// ASCII otherwise.
/// Under the labels: the walkable ways (braille dots on UTF-8, `.` otherwise) and the
/// route to the current place (`•`, `*`); a label keeps a blank cell on either side.
public struct MapRenderer {
    /// A place on the map: its label (the row number) and where it is. Made in this target
    /// only (`MapDrawer`), by the memberwise initialiser.
    public struct Mark: Sendable, Equatable {
        public var label: String
        public var coordinate: Coordinate
    }

    public var columns: Int
    public var unicode: Bool
    /// The lines the frame holds inside (nil: as many as the width asks for, a quarter
    /// of it): the map fills the screen it is given, both ways.
    public var rows: Int?

    /// The fewest lines inside the frame.
    public static let minimumRows = 7

    public init(columns: Int, unicode: Bool, rows: Int? = nil) {
        self.columns = columns
        self.unicode = unicode
        self.rows = rows
    }

    /// Inner width and height of the map (the width odd, so the centre has a column; the
    /// height odd unless the screen gives an even number of lines).
    var size: (width: Int, height: Int) {
        let inner = max(19, min(columns, ScreenSize.maximumCells) - 2)
        let width = inner % 2 == 0 ? inner - 1 : inner
        var height = max(Self.minimumRows, (width / 4) | 1)
        // Every line it is given (an even count has one line more above the centre).
        if let rows { height = max(Self.minimumRows, min(rows, ScreenSize.maximumCells)) }
        return (width, height)
    }

    /// Metres one column spans for a map that shows `radius` every way from the centre:
    /// above and below it (a row is two columns), and east and west on a narrow map.
    public func metresPerColumn(radius: Double) -> Double {
        let (w, h) = size
        return radius / Double(min((h - 1) / 2 * 2, w / 2))
    }

    /// The metres the map shows east and west of the centre, and north and south.
    public func extent(radius: Double) -> (eastWest: Double, northSouth: Double) {
        let (w, h) = size
        let mpc = metresPerColumn(radius: radius)
        return (Double(w / 2) * mpc, Double(h / 2) * 2 * mpc)
    }

    /// Columns east and rows north of the centre (fractions; nil when not a number).
    func offset(of point: Coordinate, centre: Coordinate, radius: Double) -> (east: Double, north: Double)? {
        let mpc = metresPerColumn(radius: radius)
        // Distance and direction from the centre (azimuthal equidistant): a point across
        // the antimeridian or the pole lands where it is, never wrapped around the Earth.
        let metres = Geo.distance(centre, point), bearing = Geo.bearing(centre, point) * .pi / 180
        let east = metres * sin(bearing) / mpc, north = metres * cos(bearing) / (2 * mpc)
        guard east.isFinite, north.isFinite else { return nil }
        return (east, north)
    }

    /// Where a point falls: (row, column) inside the frame, or nil when off the map.
    public func cell(of point: Coordinate, centre: Coordinate, radius: Double) -> (row: Int, column: Int)? {
        let (w, h) = size
        guard let o = offset(of: point, centre: centre, radius: radius),
              abs(o.east) < Double(w), abs(o.north) < Double(h) else { return nil }
        let east = o.east, north = o.north
        let column = w / 2 + Int(east.rounded())
        let row = h / 2 - Int(north.rounded())
        guard (0..<w).contains(column), (0..<h).contains(row) else { return nil }
        return (row, column)
    }

    /// `centre`: you; `streets`: segments of the walkable ways; `route`: the walk to the
    /// current place; `focus`: the middle of the map when it is not you (a zoomed
    /// cluster), and then you are drawn only when you are on it.
    public func render(centre: Coordinate, marks: [Mark], radius: Double,
                       streets: [(Coordinate, Coordinate)] = [], route: [Coordinate] = [], focus: Coordinate? = nil) -> [String] {
        let (w, h) = size
        let middle = focus ?? centre
        var grid = [[String]](repeating: [String](repeating: " ", count: w), count: h)
        if !streets.isEmpty || !route.isEmpty {
            drawWays(&grid, centre: middle, radius: radius, streets: streets, route: route)
        }
        let you: (row: Int, column: Int)? = focus == nil ? (row: h / 2, column: w / 2) : cell(of: centre, centre: middle, radius: radius)
        for group in labelGroups(marks.compactMap { mark in
            cell(of: mark.coordinate, centre: middle, radius: radius).map { (mark.label, $0.row, $0.column) }
        }, width: w, centre: you) {
            // A blank cell either side, so a label never runs into the streets.
            if group.start > 0 { grid[group.row][group.start - 1] = " " }
            if group.start + group.text.count < w { grid[group.row][group.start + group.text.count] = " " }
            for (i, ch) in group.text.enumerated() where group.start + i < w {
                grid[group.row][group.start + i] = String(ch)
            }
        }
        let (h1, v, tl, tr, bl, br) = unicode ? ("─", "│", "┌", "┐", "└", "┘") : ("-", "|", "+", "+", "+", "+")
        let north = unicode ? "N↑" : "N^"
        var lines = [tl + String(repeating: h1, count: w - 3) + north + h1 + tr]
        lines += grid.map { v + $0.joined() + v }
        lines.append(bl + String(repeating: h1, count: w) + br)
        lines.append(scaleBar(radius: radius))
        return lines
    }

    /// The labels drawn as one with `label` on a map around you (`4+2`: itself and the
    /// rows it hides), or just `label` when it stands alone or is off the map.
    public func cluster(of label: String, centre: Coordinate, marks: [Mark], radius: Double) -> [String] {
        let (w, h) = size
        let groups = labelGroups(marks.compactMap { mark in
            cell(of: mark.coordinate, centre: centre, radius: radius).map { (mark.label, $0.row, $0.column) }
        }, width: w, centre: (h / 2, w / 2))
        return groups.first { $0.labels.contains(label) }?.labels ?? [label]
    }

    /// The ways as dots: braille (2 × 4 dots a cell) on UTF-8, `.` for a cell with a way
    /// otherwise; the route's cells `•` (`*`) over them.
    func drawWays(_ grid: inout [[String]], centre: Coordinate, radius: Double,
                  streets: [(Coordinate, Coordinate)], route: [Coordinate]) {
        let (w, h) = size
        var dots = [UInt8](repeating: 0, count: w * h)
        var onRoute = [Bool](repeating: false, count: w * h)
        // Braille dot bits by (column in cell, row in cell).
        let bit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        func position(_ c: Coordinate) -> (x: Double, y: Double)? {
            offset(of: c, centre: centre, radius: radius).map { (x: Double(w / 2) + $0.east, y: Double(h / 2) - $0.north) }
        }
        func line(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ mark: (Int, Int, Int, Int) -> Void) {
            // Off the map entirely: nothing to draw (and no endless stepping).
            if max(a.x, b.x) < -1 || min(a.x, b.x) > Double(w) || max(a.y, b.y) < -1 || min(a.y, b.y) > Double(h) { return }
            let steps = Int(min(4096, (max(abs(b.x - a.x) * 2, abs(b.y - a.y) * 4) * 2).rounded(.up))) + 1
            for i in 0...steps {
                let t = Double(i) / Double(steps)
                let x = a.x + (b.x - a.x) * t + 0.5, y = a.y + (b.y - a.y) * t + 0.5
                guard x >= 0, y >= 0 else { continue }
                let column = Int(x), row = Int(y)
                guard column < w, row < h else { continue }
                mark(row, column, min(1, Int((x - Double(column)) * 2)), min(3, Int((y - Double(row)) * 4)))
            }
        }
        for (a, b) in streets {
            guard let p = position(a), let q = position(b) else { continue }
            line(p, q) { row, column, dx, dy in dots[row * w + column] |= bit[dx][dy] }
        }
        for (a, b) in zip(route, route.dropFirst()) {
            guard let p = position(a), let q = position(b) else { continue }
            line(p, q) { row, column, _, _ in onRoute[row * w + column] = true }
        }
        for row in 0..<h {
            for column in 0..<w {
                let k = row * w + column
                if onRoute[k] {
                    grid[row][column] = unicode ? "•" : "*"
                } else if dots[k] != 0, let scalar = UnicodeScalar(0x2800 + UInt32(dots[k])) {
                    grid[row][column] = unicode ? String(Character(scalar)) : "."
                }
            }
        }
    }

    /// The longest round distance that fits in a third of the width and is no longer
    /// than the radius shown (no 500 m bar on a map of places within 300 m), to scale.
    func scaleBar(radius: Double) -> String {
        let mpc = metresPerColumn(radius: radius)
        let steps: [Double] = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000]
        let length = steps.last { $0 / mpc <= Double(size.width / 3) && $0 <= radius } ?? steps[0]
        let cells = max(1, Int((length / mpc).rounded()))
        let (end, fill) = unicode ? ("├", "─") : ("|", "-")
        let bar = end + String(repeating: fill, count: max(0, cells - 1)) + (unicode ? "┤" : "|")
        return " " + bar + " " + Geo.distanceText(length)
    }

    /// One run of text on the map: you (`◎`, with the rows in your own cell after it) or
    /// a label group.
    struct LabelGroup: Equatable {
        var row: Int
        var column: Int
        var labels: [String]
        var isCentre = false
    }

    /// Places the labels (in their order: nearer rows first keep their place) so that a
    /// blank cell separates any two on a row; one that would touch joins the group it
    /// touches, shown as `first+N`. The centre is a group of its own that others join.
    /// `centre`: your cell (nil: you are off a zoomed map).
    func labelGroups(_ placed: [(label: String, row: Int, column: Int)], width: Int,
                     centre: (row: Int, column: Int)?) -> [(row: Int, start: Int, text: String, labels: [String])] {
        let you = unicode ? "◎" : "@"
        var groups = centre.map { [LabelGroup(row: $0.row, column: $0.column, labels: [], isCentre: true)] } ?? []
        func text(_ g: LabelGroup) -> String {
            let first = g.labels.first.map { g.labels.count > 1 ? "\($0)+\(g.labels.count - 1)" : $0 } ?? ""
            return g.isCentre ? you + first : first
        }
        func span(_ g: LabelGroup) -> ClosedRange<Int> {
            let length = max(1, text(g).count)
            let start = max(0, min(g.column, width - length))
            return start...(start + length - 1)
        }
        func touch(_ a: LabelGroup, _ b: LabelGroup) -> Bool {
            let x = span(a), y = span(b)
            return a.row == b.row && y.lowerBound <= x.upperBound + 1 && x.lowerBound <= y.upperBound + 1
        }
        for p in placed {
            let alone = LabelGroup(row: p.row, column: p.column, labels: [p.label])
            if let i = groups.firstIndex(where: { ($0.row == p.row && $0.column == p.column) || touch($0, alone) }) {
                groups[i].labels.append(p.label)
            } else {
                groups.append(alone)
            }
        }
        // A group that grew (`4` to `4+12`) may now touch the next one: join them too.
        var joined = true
        while joined {
            joined = false
            search: for i in groups.indices {
                for j in groups.indices where j > i && touch(groups[i], groups[j]) {
                    groups[i].labels += groups[j].labels
                    groups.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
        return groups.map { ($0.row, span($0).lowerBound, text($0), $0.labels) }
    }
}
