/// A point on the earth in degrees (WGS 84): the walking network's, and the catalog's
/// (`Coordinate` in LunchCatalog is this type, with its checks and text).
public struct WalkCoordinate: Sendable, Equatable, Hashable, Codable {
    public var lat: Double
    public var lon: Double

    /// Inlinable: the catalog makes one for every place it reads or ranks.
    @inlinable
    public init(lat: Double, lon: Double) {
        self.lat = lat
        self.lon = lon
    }
}

/// The network's distances: haversine metres on a sphere of radius 6,371,008.8 m (the
/// mean earth radius). tools/walk-check.py uses the same formula.
enum Earth {
    static let radius = 6_371_008.8
    static let radiansPerDegree = Double.pi / 180

    static func metres(_ aLat: Double, _ aLon: Double, _ bLat: Double, _ bLon: Double) -> Double {
        metres(aLat, aLon, cosA: cosine(aLat), bLat, bLon, cosB: cosine(bLat))
    }

    /// The cosine of a latitude, as `metres` uses it.
    @inline(__always)
    static func cosine(_ lat: Double) -> Double { cos(lat * radiansPerDegree) }

    /// The same, with each end's `cosine` given (the points along a way share theirs
    /// with their neighbours): the same doubles, one cosine fewer per segment.
    @inline(__always)
    static func metres(_ aLat: Double, _ aLon: Double, cosA: Double, _ bLat: Double, _ bLon: Double, cosB: Double) -> Double {
        let p1 = aLat * radiansPerDegree, p2 = bLat * radiansPerDegree
        let dp = p2 - p1, dl = (bLon - aLon) * radiansPerDegree
        let s1 = sin(dp / 2), s2 = sin(dl / 2)
        let h = s1 * s1 + cosA * cosB * s2 * s2
        return 2 * radius * asin(min(1, h.squareRoot()))
    }

    static func metres(_ a: WalkCoordinate, _ b: WalkCoordinate) -> Double {
        metres(a.lat, a.lon, b.lat, b.lon)
    }
}

/// Coordinates as stored: Int32 fixed point, 1e-7 degree (as in OSM's own files).
enum FixedPoint {
    static let scale = 10_000_000.0

    /// The degrees of a stored value (a division, as libosmium does, so that the
    /// checker's coordinates and these are the same doubles).
    static func degrees(_ v: Int32) -> Double { Double(v) / scale }

    /// The stored value of some degrees; nil when not a latitude/longitude.
    static func fixed(_ degrees: Double, limit: Double) -> Int32? {
        guard degrees.isFinite, abs(degrees) <= limit else { return nil }
        return Int32((degrees * scale).rounded())
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
