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
/// next to it on the row) moves to the nearest free cell around its own; only when
/// none is free near it does it join the other, and the group is shown as its first
/// label and a plus (`4+`: row 4 and more rows there; the note under the map says
/// which). Box-drawing characters on UTF-8, ASCII otherwise.
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

    /// The middle and radius of the smallest map that holds every point with at least
    /// one blank cell between it and the frame: the middle of their bounds (east-west
    /// and north-south from `around`), at the scale the wider way asks for, no smaller
    /// than `minimumRadius`.
    public func fit(_ points: [Coordinate], around: Coordinate, minimumRadius: Double) -> (centre: Coordinate, radius: Double) {
        let (w, h) = size
        func metres(_ p: Coordinate, from origin: Coordinate) -> (east: Double, north: Double) {
            let d = Geo.distance(origin, p), b = Geo.bearing(origin, p) * .pi / 180
            return (d * sin(b), d * cos(b))
        }
        let offsets = points.map { metres($0, from: around) }.filter { $0.east.isFinite && $0.north.isFinite }
        var centre = around
        if let minE = offsets.map(\.east).min(), let maxE = offsets.map(\.east).max(),
           let minN = offsets.map(\.north).min(), let maxN = offsets.map(\.north).max() {
            centre = Self.destination(around, east: (minE + maxE) / 2, north: (minN + maxN) / 2)
        }
        let fromCentre = points.map { metres($0, from: centre) }.filter { $0.east.isFinite && $0.north.isFinite }
        // Columns either side of the middle, and rows above and below it, less the margin.
        let columnsAside = Double(max(1, w / 2 - 1)), rowsAside = Double(max(1, (h - 1) / 2 - 1))
        let mpc = max(fromCentre.map { abs($0.east) / columnsAside }.max() ?? 0,
                      fromCentre.map { abs($0.north) / (2 * rowsAside) }.max() ?? 0)
        let radius = mpc * Double(min((h - 1) / 2 * 2, w / 2))
        return (centre, max(minimumRadius, radius))
    }

    /// The point `east` and `north` metres from `origin` (along the great circle).
    static func destination(_ origin: Coordinate, east: Double, north: Double) -> Coordinate {
        let d = (east * east + north * north).squareRoot() / Geo.earthRadiusMetres
        guard d > 0 else { return origin }
        let θ = atan2(east, north), φ1 = origin.lat * .pi / 180, λ1 = origin.lon * .pi / 180
        let φ2 = asin(sin(φ1) * cos(d) + cos(φ1) * sin(d) * cos(θ))
        let λ2 = λ1 + atan2(sin(θ) * sin(d) * cos(φ1), cos(d) - sin(φ1) * sin(φ2))
        let lon = (λ2 * 180 / .pi + 540).truncatingRemainder(dividingBy: 360) - 180
        return Coordinate(lat: φ2 * 180 / .pi, lon: lon)
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
        }, width: w, height: h, centre: you) {
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

    /// The labels drawn as one with `label` (`4+`: itself and the rows it hides), or
    /// just `label` when it has a cell of its own or is off the map. `focus`: the
    /// middle of the map when it is not you (`render`'s).
    public func cluster(of label: String, centre: Coordinate, marks: [Mark], radius: Double, focus: Coordinate? = nil) -> [String] {
        merged(centre: centre, marks: marks, radius: radius, focus: focus).first { $0.contains(label) } ?? [label]
    }

    /// The groups of labels drawn as one (each in list order), as `render` draws them.
    public func merged(centre: Coordinate, marks: [Mark], radius: Double, focus: Coordinate? = nil) -> [[String]] {
        let (w, h) = size
        let middle = focus ?? centre
        let you: (row: Int, column: Int)? = focus == nil ? (row: h / 2, column: w / 2) : cell(of: centre, centre: middle, radius: radius)
        return labelGroups(marks.compactMap { mark in
            cell(of: mark.coordinate, centre: middle, radius: radius).map { (mark.label, $0.row, $0.column) }
        }, width: w, height: h, centre: you).map(\.labels).filter { $0.count > 1 }
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

    /// How far a label moves to find a free cell: a line up or down, a few columns aside.
    static let spread = (rows: 1, columns: 4)

    /// Places the labels (in their order: nearer rows first keep their place) so that a
    /// blank cell separates any two on a row: one that would touch another moves to the
    /// nearest free spot around its cell (a line counts as two columns, cells being twice
    /// as tall as wide); when none is free within `spread`, it joins the group it touches,
    /// shown as `first+`. The centre is a group of its own; a label in your cell moves too.
    /// `centre`: your cell (nil: you are off a zoomed map).
    func labelGroups(_ placed: [(label: String, row: Int, column: Int)], width: Int, height: Int,
                     centre: (row: Int, column: Int)?) -> [(row: Int, start: Int, text: String, labels: [String])] {
        let you = unicode ? "◎" : "@"
        var groups = centre.map { [LabelGroup(row: $0.row, column: $0.column, labels: [], isCentre: true)] } ?? []
        func text(_ g: LabelGroup) -> String {
            let first = g.labels.first.map { g.labels.count > 1 ? "\($0)+" : $0 } ?? ""
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
        // The spots around a cell, nearest first (a line is two columns away; on a tie the
        // same line, then the line above, to the right).
        var around: [(Int, Int)] = []
        for dr in -Self.spread.rows...Self.spread.rows {
            for dc in -Self.spread.columns...Self.spread.columns { around.append((dr, dc)) }
        }
        func order(_ spot: (Int, Int)) -> [Int] {
            let (dr, dc) = spot
            return [4 * dr * dr + dc * dc, abs(dr), dr, -dc]
        }
        around.sort { order($0).lexicographicallyPrecedes(order($1)) }
        for p in placed {
            var spot: LabelGroup?
            for (dr, dc) in around {
                let g = LabelGroup(row: p.row + dr, column: p.column + dc, labels: [p.label])
                guard (0..<height).contains(g.row), (0..<width).contains(g.column) else { continue }
                if !groups.contains(where: { touch($0, g) }) { spot = g; break }
            }
            if let spot {
                groups.append(spot)
            } else {
                let alone = LabelGroup(row: p.row, column: p.column, labels: [p.label])
                func away(_ g: LabelGroup) -> Int { abs(g.row - p.row) * 2 + abs(g.column - p.column) }
                let i = groups.firstIndex { ($0.row == p.row && $0.column == p.column) || touch($0, alone) }
                    ?? groups.indices.min { away(groups[$0]) < away(groups[$1]) }
                if let i { groups[i].labels = Self.listOrder(groups[i].labels + [p.label]) } else { groups.append(alone) }
            }
        }
        // A group that grew (`4` to `4+`) may now touch the next one: join them too.
        var joined = true
        while joined {
            joined = false
            search: for i in groups.indices {
                for j in groups.indices where j > i && touch(groups[i], groups[j]) {
                    groups[i].labels = Self.listOrder(groups[i].labels + groups[j].labels)
                    groups.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
        return groups.map { ($0.row, span($0).lowerBound, text($0), $0.labels) }
    }

    /// Row labels in list order (`2` before `13`); other labels after them, as they came.
    static func listOrder(_ labels: [String]) -> [String] {
        labels.enumerated().sorted { a, b in
            switch (Int(a.element), Int(b.element)) {
            case let (x?, y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.offset < b.offset
            }
        }.map(\.element)
    }
}
