import Foundation

/// Draws places around a centre as a terminal map: each place at its distance and
/// direction from the centre (azimuthal equidistant), a cell twice as tall as wide, the centre marked, each place
/// by its label (a count where marks share a cell), a north mark and a scale bar measured
/// with the same metres per column. Box-drawing characters on UTF-8, ASCII otherwise.
public struct MapRenderer {
    public struct Mark: Sendable, Equatable {
        public var label: String
        public var coordinate: Coordinate

        public init(label: String, coordinate: Coordinate) {
            self.label = label
            self.coordinate = coordinate
        }
    }

    public var columns: Int
    public var unicode: Bool

    public init(columns: Int, unicode: Bool) {
        self.columns = columns
        self.unicode = unicode
    }

    /// Inner width and height of the map (height odd, so the centre has a row).
    var size: (width: Int, height: Int) {
        let inner = max(19, columns - 2)
        let width = inner % 2 == 0 ? inner - 1 : inner
        return (width, max(7, (width / 4) | 1))
    }

    /// Metres one column spans for a map that shows `radius` above and below the centre.
    public func metresPerColumn(radius: Double) -> Double {
        radius / Double(size.height - 1)
    }

    /// Where a point falls: (row, column) inside the frame, or nil when off the map.
    public func cell(of point: Coordinate, centre: Coordinate, radius: Double) -> (row: Int, column: Int)? {
        let (w, h) = size
        let mpc = metresPerColumn(radius: radius)
        // Distance and direction from the centre (azimuthal equidistant): a point across
        // the antimeridian or the pole lands where it is, never wrapped around the Earth.
        let metres = Geo.distance(centre, point), bearing = Geo.bearing(centre, point) * .pi / 180
        let east = metres * sin(bearing) / mpc, north = metres * cos(bearing) / (2 * mpc)
        guard east.isFinite, north.isFinite, abs(east) < Double(w), abs(north) < Double(h) else { return nil }
        let column = w / 2 + Int(east.rounded())
        let row = h / 2 - Int(north.rounded())
        guard (0..<w).contains(column), (0..<h).contains(row) else { return nil }
        return (row, column)
    }

    public func render(centre: Coordinate, marks: [Mark], radius: Double) -> [String] {
        let (w, h) = size
        var grid = [[String]](repeating: [String](repeating: " ", count: w), count: h)
        var groups: [Int: [String]] = [:]
        for mark in marks {
            guard let (r, c) = cell(of: mark.coordinate, centre: centre, radius: radius) else { continue }
            groups[r * w + c, default: []].append(mark.label)
        }
        grid[h / 2][w / 2] = unicode ? "◎" : "@"
        // Each mark owns its cell; longer labels run right only over cells nobody owns.
        var owned = Set(groups.keys)
        owned.insert((h / 2) * w + w / 2)
        for key in groups.keys.sorted() {
            let labels = groups[key]!
            let text = Array(labels.count == 1 ? labels[0] : (unicode ? "●" : "*") + String(labels.count))
            let r = key / w
            // Places in your own cell are written just right of the ◎.
            let atCentre = key == (h / 2) * w + w / 2
            let c0 = atCentre ? key % w + 1 : key % w
            guard c0 < w, !atCentre || !owned.contains(r * w + c0) else { continue }
            grid[r][c0] = String(text[0])
            for (i, ch) in text.enumerated().dropFirst() {
                let c = c0 + i
                guard c < w, !owned.contains(r * w + c), grid[r][c] == " " else { break }
                grid[r][c] = String(ch)
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

    /// The longest round distance that fits in a third of the width, drawn to scale.
    func scaleBar(radius: Double) -> String {
        let mpc = metresPerColumn(radius: radius)
        let steps: [Double] = [10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000]
        let length = steps.last { $0 / mpc <= Double(size.width / 3) } ?? steps[0]
        let cells = max(1, Int((length / mpc).rounded()))
        let (end, fill) = unicode ? ("├", "─") : ("|", "-")
        let bar = end + String(repeating: fill, count: max(0, cells - 1)) + (unicode ? "┤" : "|")
        return " " + bar + " " + Geo.distanceText(length)
    }
}
