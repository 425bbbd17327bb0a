import Foundation
import LunchStorage
import LunchText

/// Distances and directions on the Earth's surface.
public enum Geo {
    public static let earthRadiusMetres = 6_371_008.8
    /// Walking speed used for "minutes on foot" (PRODUCT.md: 80 m a minute).
    public static let walkingMetresPerMinute = 80.0

    /// Great-circle distance in metres (haversine).
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.lat * .pi / 180, φ2 = b.lat * .pi / 180
        let dφ = φ2 - φ1, dλ = (b.lon - a.lon) * .pi / 180
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * earthRadiusMetres * asin(min(1, sqrt(h)))
    }

    /// Initial bearing from `a` to `b`, degrees clockwise from north (0..<360).
    public static func bearing(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.lat * .pi / 180, φ2 = b.lat * .pi / 180, dλ = (b.lon - a.lon) * .pi / 180
        let y = sin(dλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    /// One of N, NE, E, SE, S, SW, W, NW.
    public static func compass(_ bearing: Double) -> String {
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        return points[Int(((bearing + 22.5) / 45).rounded(.down)) % 8]
    }

    /// `7 m`, `350 m`, `1.2 km`, `12 km`: whole metres below 10 m (a radius of `near 1` is
    /// `1 m`, not `0 m`), tens of metres up to a kilometre.
    public static func distanceText(_ metres: Double) -> String {
        // Far past the earth (a damaged saved radius): written as it is instead of trapping.
        guard metres.magnitude < 1e15 else { return String(format: "%g km", metres / 1000) }
        if metres < 9.5 { return "\(Int(metres.rounded())) m" }
        if metres < 995 { return "\(Int((metres / 10).rounded()) * 10) m" }
        if metres < 9_950 { return String(format: "%.1f km", metres / 1000) }
        return "\(Int((metres / 1000).rounded())) km"
    }

    /// Minutes on foot, at least 1.
    public static func walkingMinutes(_ metres: Double) -> Int {
        max(1, Int((metres / walkingMetresPerMinute).rounded()))
    }
}
