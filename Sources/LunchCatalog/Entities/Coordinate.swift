import Foundation
import LunchStorage
import LunchText
import LunchWalk

/// A point on Earth in degrees (WGS 84): the same type as the walking network's points, so
/// a place's position goes to a walk as it is.
public typealias Coordinate = WalkCoordinate

extension Coordinate {
    /// True when both parts are finite and within ±90 / ±180.
    public var isValid: Bool {
        lat.isFinite && lon.isFinite && abs(lat) <= 90 && abs(lon) <= 180
    }

    /// Reads `60.17,24.94`, `60.17 24.94`, `60.17, 24.94` (already split into words or not).
    /// Returns nil when the words are not two numbers; throws when they are out of range.
    public static func parse(words: [String]) throws -> Coordinate? {
        let joined = words.joined(separator: " ")
        let parts = joined
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
            .map(String.init)
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]),
              parts.allSatisfy({ $0.allSatisfy { "0123456789.+-eE".contains($0) } })
        else { return nil }
        guard lat.isFinite, abs(lat) <= 90 else {
            throw UserError(Messages.latitudeOutOfRange(parts[0]))
        }
        guard lon.isFinite, abs(lon) <= 180 else {
            throw UserError(Messages.longitudeOutOfRange(parts[1]))
        }
        // `-0,-0` is the point 0, 0 (adding zero turns -0.0 into 0.0).
        return Coordinate(lat: lat + 0, lon: lon + 0)
    }

    /// `60.17000, 24.94000` style text with five decimals (about a metre).
    public var text: String {
        "\(Self.fixed(lat)), \(Self.fixed(lon))"
    }

    /// Five decimals; a value that rounds to zero is `0.00000`, never `-0.00000`.
    private static func fixed(_ value: Double) -> String {
        let text = String(format: "%.5f", value)
        return text == "-0.00000" ? "0.00000" : text
    }
}
