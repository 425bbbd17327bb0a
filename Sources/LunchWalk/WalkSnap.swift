import Foundation

/// Where a coordinate meets the network: the nearest point on the nearest segment.
public struct WalkSnap: Sendable, Equatable {
    /// The point on the network.
    public var coordinate: WalkCoordinate
    /// Metres from the snapped coordinate to `coordinate` (walked straight).
    public var distance: Double
    /// The edge, and the piece of its polyline (0 from its u end) the point is on.
    let edge: Int
    let piece: Int
    /// Metres along the edge from its u end to the point, and from the point to its v end.
    let fromU: Double
    let toV: Double
}

extension WalkNetwork {
    /// How far from the network a coordinate may be and still snap to it.
    public static let snapLimit = 250.0

    /// The nearest point on the nearest edge segment of the network, within 250 m.
    ///
    /// The segment and the point on it are chosen in an equirectangular plane at the
    /// coordinate's latitude (x = Δlon·cos lat, y = Δlat); the reported distance is
    /// haversine metres. The first call builds the snap grid.
    public func snap(_ c: WalkCoordinate) -> WalkSnap? {
        guard !isEmpty, c.lat.isFinite, c.lon.isFinite, abs(c.lat) <= 90, abs(c.lon) <= 180 else { return nil }
        let grid = snapIndex.index(for: self)
        let k = cos(c.lat * Earth.radiansPerDegree)
        let metresPerDegree = Earth.radius * Earth.radiansPerDegree
        let cellMetres = min(grid.cellLat, grid.cellLon * k) * metresPerDegree
        let rings = cellMetres > 0 ? Int(min(1e6, (Self.snapLimit * 1.01 / cellMetres).rounded(.up))) + 1 : 1
        let (x, y) = grid.cellOf(c)
        var best = (d2: Double.infinity, segment: -1, t: 0.0)
        for r in 0...rings {
            grid.forEachSegment(ring: r, around: x, y) { s in
                let e = Int(grid.segmentEdge[s])
                let piece = s - (Int(shapeStart[e]) + e)
                let a = point(ofEdge: e, piece), b = point(ofEdge: e, piece + 1)
                let ax = (FixedPoint.degrees(a.lon) - c.lon) * k, ay = FixedPoint.degrees(a.lat) - c.lat
                let bx = (FixedPoint.degrees(b.lon) - c.lon) * k, by = FixedPoint.degrees(b.lat) - c.lat
                let dx = bx - ax, dy = by - ay
                let len2 = dx * dx + dy * dy
                let t = len2 > 0 ? min(1, max(0, -(ax * dx + ay * dy) / len2)) : 0
                let px = ax + t * dx, py = ay + t * dy
                let d2 = px * px + py * py
                if d2 < best.d2 { best = (d2, s, t) }
            }
            if best.segment >= 0, best.d2.squareRoot() * metresPerDegree <= Double(r) * cellMetres { break }
        }
        guard best.segment >= 0 else { return nil }
        let e = Int(grid.segmentEdge[best.segment])
        let piece = best.segment - (Int(shapeStart[e]) + e)
        let a = pointCoordinate(ofEdge: e, piece), b = pointCoordinate(ofEdge: e, piece + 1)
        let p = WalkCoordinate(lat: a.lat + best.t * (b.lat - a.lat), lon: a.lon + best.t * (b.lon - a.lon))
        let distance = Earth.metres(c, p)
        guard distance <= Self.snapLimit else { return nil }
        // Metres along the polyline on either side of the point.
        var fromU = Earth.metres(a, p), toV = Earth.metres(p, b)
        let points = pointCount(ofEdge: e)
        for i in 0..<piece { fromU += Earth.metres(pointCoordinate(ofEdge: e, i), pointCoordinate(ofEdge: e, i + 1)) }
        for i in (piece + 1)..<(points - 1) { toV += Earth.metres(pointCoordinate(ofEdge: e, i), pointCoordinate(ofEdge: e, i + 1)) }
        return WalkSnap(coordinate: p, distance: distance, edge: e, piece: piece, fromU: fromU, toV: toV)
    }
}
