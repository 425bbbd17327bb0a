import Foundation

/// Where a coordinate meets the network: the nearest point on one segment.
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
    /// A coordinate meets the network on every segment at most this many metres farther
    /// than the nearest one (in the plane below), and a walk takes the best of them: the
    /// nearest way may be a bridge over the street the place is on, or a street passing
    /// under the one the walk should take. tools/walk-check.py uses the same rule.
    public static let snapSlack = 10.0
    /// The most segments a coordinate meets the network on (the nearest ones).
    public static let snapCandidates = 32

    /// The nearest point on the nearest edge segment of the network, within 250 m.
    public func snap(_ c: WalkCoordinate) -> WalkSnap? { snaps(c).first }

    /// Where a coordinate meets the network: the nearest point of each segment at most
    /// `snapSlack` metres farther than the nearest segment (at most `snapCandidates` of
    /// them, nearest first), each within 250 m; empty when none is.
    ///
    /// The segments and the points on them are chosen in an equirectangular plane at the
    /// coordinate's latitude (x = Δlon·cos lat, y = Δlat, in metres of a degree of
    /// latitude); the reported distance is haversine metres. The first call builds the
    /// snap grid.
    public func snaps(_ c: WalkCoordinate) -> [WalkSnap] {
        guard !isEmpty, c.lat.isFinite, c.lon.isFinite, abs(c.lat) <= 90, abs(c.lon) <= 180 else { return [] }
        let grid = snapIndex.index(for: self)
        let k = cos(c.lat * Earth.radiansPerDegree)
        let metresPerDegree = Earth.radius * Earth.radiansPerDegree
        let cellMetres = min(grid.cellLat, grid.cellLon * k) * metresPerDegree
        let reach = Self.snapLimit * 1.01 + Self.snapSlack
        let rings = cellMetres > 0 ? Int(min(1e6, (reach / cellMetres).rounded(.up))) + 1 : 1
        let (x, y) = grid.cellOf(c)
        var found: [(metres: Double, segment: Int, t: Double)] = []
        var nearest = Double.infinity
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
                let metres = (px * px + py * py).squareRoot() * metresPerDegree
                guard metres <= nearest + Self.snapSlack else { return }
                nearest = min(nearest, metres)
                // The nearest `snapCandidates`, in order (by segment on a tie); a segment is
                // listed in every cell it crosses: once.
                if found.count == Self.snapCandidates, let last = found.last,
                   (metres, s) >= (last.metres, last.segment) { return }
                guard !found.contains(where: { $0.segment == s }) else { return }
                let at = found.firstIndex { ($0.metres, $0.segment) > (metres, s) } ?? found.count
                found.insert((metres, s, t), at: at)
                if found.count > Self.snapCandidates { found.removeLast() }
            }
            if nearest + Self.snapSlack <= Double(r) * cellMetres { break }
        }
        return found.lazy.filter { $0.metres <= nearest + Self.snapSlack }
            .compactMap { self.snap(c, segment: $0.segment, t: $0.t, grid) }
    }

    /// The point at `t` along a segment, and the metres along its edge on either side.
    private func snap(_ c: WalkCoordinate, segment: Int, t: Double, _ grid: SnapIndex) -> WalkSnap? {
        let e = Int(grid.segmentEdge[segment])
        let piece = segment - (Int(shapeStart[e]) + e)
        let a = pointCoordinate(ofEdge: e, piece), b = pointCoordinate(ofEdge: e, piece + 1)
        let p = WalkCoordinate(lat: a.lat + t * (b.lat - a.lat), lon: a.lon + t * (b.lon - a.lon))
        let distance = Earth.metres(c, p)
        guard distance <= Self.snapLimit else { return nil }
        // Metres along the polyline on either side of the point (the pieces before and
        // after it summed once, in the grid).
        let fromU = grid.segmentStartMetres[segment] + Earth.metres(a, p)
        let toV = Earth.metres(p, b) + (grid.edgePolylineMetres[e] - grid.segmentStartMetres[segment] - Earth.metres(a, b))
        return WalkSnap(coordinate: p, distance: distance, edge: e, piece: piece, fromU: fromU, toV: toV)
    }
}
