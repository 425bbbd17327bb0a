import Foundation

/// A grid over the network's segments (each edge's polyline pieces), for snapping: a
/// segment is listed in every cell its bounding box touches. Cells are 0.0003° of latitude (33 m) square.
struct SnapIndex: Sendable {
    let minLat: Double, minLon: Double
    let cellLat: Double, cellLon: Double
    let columns: Int, rows: Int
    let cellStart: [UInt32]          // columns * rows + 1
    let cellItems: [UInt32]          // segment numbers
    let segmentEdge: [UInt32]        // the edge of each segment
    let segmentStartMetres: [Double] // metres along its edge from the u end to the segment's start
    let edgePolylineMetres: [Double] // each edge's polyline, in metres (its pieces summed)
    // Segment s of edge e is its polyline's piece k = s - (shapeStart[e] + e).

    static let cellDegrees = 0.0003

    init(_ net: WalkNetwork) {
        let segments = net.shapeLat.count + net.edgeCount
        var segmentEdge = [UInt32](repeating: 0, count: segments)
        var segmentStart = [Double](repeating: 0, count: segments)
        var edgeMetres = [Double](repeating: 0, count: net.edgeCount)
        for e in 0..<net.edgeCount {
            let first = Int(net.shapeStart[e]) + e
            var metres = 0.0
            for k in 0..<(net.pointCount(ofEdge: e) - 1) {
                segmentEdge[first + k] = UInt32(e)
                segmentStart[first + k] = metres
                metres += Earth.metres(net.pointCoordinate(ofEdge: e, k), net.pointCoordinate(ofEdge: e, k + 1))
            }
            edgeMetres[e] = metres
        }
        self.segmentEdge = segmentEdge
        segmentStartMetres = segmentStart
        edgePolylineMetres = edgeMetres
        var loLat = Int32.max, hiLat = Int32.min, loLon = Int32.max, hiLon = Int32.min
        for (la, lo) in zip(net.nodeLat, net.nodeLon) {
            loLat = min(loLat, la); hiLat = max(hiLat, la); loLon = min(loLon, lo); hiLon = max(hiLon, lo)
        }
        if net.isEmpty { loLat = 0; hiLat = 0; loLon = 0; hiLon = 0 }
        for (la, lo) in zip(net.shapeLat, net.shapeLon) {
            loLat = min(loLat, la); hiLat = max(hiLat, la); loLon = min(loLon, lo); hiLon = max(hiLon, lo)
        }
        minLat = FixedPoint.degrees(loLat); minLon = FixedPoint.degrees(loLon)
        let spanLat = FixedPoint.degrees(hiLat) - minLat, spanLon = FixedPoint.degrees(hiLon) - minLon
        let middle = (minLat + spanLat / 2) * Earth.radiansPerDegree
        var cLat = Self.cellDegrees, cLon = Self.cellDegrees / max(0.05, cos(middle))
        // Not many more cells than segments (a sparse network over a wide area).
        let limit = Double(max(1 << 16, 2 * segments))
        let wanted = (spanLat / cLat + 1) * (spanLon / cLon + 1)
        if wanted > limit { let grow = (wanted / limit).squareRoot(); cLat *= grow; cLon *= grow }
        cellLat = cLat; cellLon = cLon
        columns = Int(spanLon / cLon) + 1; rows = Int(spanLat / cLat) + 1
        // Two passes over the segments' cell ranges: count, then place.
        var start = [UInt32](repeating: 0, count: columns * rows + 1)
        Self.forEachSegmentCell(net, minLat: minLat, minLon: minLon, cellLat: cLat, cellLon: cLon,
                                columns: columns, rows: rows) { cell, _ in start[cell + 1] += 1 }
        for i in 0..<(columns * rows) { start[i + 1] += start[i] }
        var next = start
        var items = [UInt32](repeating: 0, count: Int(start[columns * rows]))
        Self.forEachSegmentCell(net, minLat: minLat, minLon: minLon, cellLat: cLat, cellLon: cLon,
                                columns: columns, rows: rows) { cell, s in
            items[Int(next[cell])] = UInt32(s)
            next[cell] += 1
        }
        cellStart = start
        cellItems = items
    }

    private static func forEachSegmentCell(_ net: WalkNetwork, minLat: Double, minLon: Double, cellLat: Double,
                                           cellLon: Double, columns: Int, rows: Int, _ body: (Int, Int) -> Void) {
        var s = 0
        for e in 0..<net.edgeCount {
            var a = net.point(ofEdge: e, 0)
            for k in 1..<net.pointCount(ofEdge: e) {
                let b = net.point(ofEdge: e, k)
                let x0 = Self.cell(FixedPoint.degrees(min(a.lon, b.lon)) - minLon, cellLon, columns)
                let x1 = Self.cell(FixedPoint.degrees(max(a.lon, b.lon)) - minLon, cellLon, columns)
                let y0 = Self.cell(FixedPoint.degrees(min(a.lat, b.lat)) - minLat, cellLat, rows)
                let y1 = Self.cell(FixedPoint.degrees(max(a.lat, b.lat)) - minLat, cellLat, rows)
                for y in y0...y1 { for x in x0...x1 { body(y * columns + x, s) } }
                s += 1
                a = b
            }
        }
    }

    private static func cell(_ offset: Double, _ size: Double, _ count: Int) -> Int {
        min(count - 1, max(0, Int((offset / size).rounded(.down))))
    }

    /// The cell of a coordinate, unclamped (outside the grid when the point is).
    func cellOf(_ c: WalkCoordinate) -> (x: Int, y: Int) {
        let x = ((c.lon - minLon) / cellLon).rounded(.down), y = ((c.lat - minLat) / cellLat).rounded(.down)
        let far = Double(1 << 40)
        return (Int(max(-far, min(far, x))), Int(max(-far, min(far, y))))
    }

    /// Calls `body` with every segment listed in the cells of the square ring at
    /// Chebyshev distance `r` around `(x, y)` that lie in the grid.
    func forEachSegment(ring r: Int, around x: Int, _ y: Int, _ body: (Int) -> Void) {
        func visit(_ cx: Int, _ cy: Int) {
            guard cx >= 0, cx < columns, cy >= 0, cy < rows else { return }
            let c = cy * columns + cx
            for i in Int(cellStart[c])..<Int(cellStart[c + 1]) { body(Int(cellItems[i])) }
        }
        if r == 0 { visit(x, y); return }
        for cy in [y - r, y + r] where cy >= 0 && cy < rows {
            for cx in max(0, x - r)...max(max(0, x - r), min(columns - 1, x + r)) where cx <= x + r { visit(cx, cy) }
        }
        let lo = max(0, y - r + 1), hi = min(rows - 1, y + r - 1)
        if lo <= hi { for cy in lo...hi { visit(x - r, cy); visit(x + r, cy) } }
    }
}

/// The network's lazily built snap grid, shared by its copies.
final class SnapIndexBox: @unchecked Sendable {
    private let lock = NSLock()
    private var built: SnapIndex?

    func index(for net: WalkNetwork) -> SnapIndex {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let index = SnapIndex(net)
        built = index
        return index
    }
}
