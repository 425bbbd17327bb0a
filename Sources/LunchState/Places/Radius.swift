import ArgumentParser
import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// A search radius as people write it: metres (`1500`), with a unit (`800m`, `1.2km`),
/// or walking minutes one way (`10min`: along the catalog's ways where it has them, else
/// in a straight line at 80 m a minute, which is `metres`). The one radius parser:
/// `map RADIUS` takes it as a typed argument; `near`, `sync` and `filter radius R` read it
/// from their words with `Radius(parsing:)`.
public struct Radius: Equatable, Sendable, ExpressibleByArgument {
    public static let defaultMetres = 1500.0
    public static let maximumMetres = 50_000.0

    public let metres: Double
    /// Walking minutes one way, when given so (`10min`); `metres` is then the straight
    /// line at 80 m a minute.
    public let minutes: Double?

    public init(metres: Double, minutes: Double? = nil) {
        self.metres = metres
        self.minutes = minutes
    }

    /// Throws the message a user sees when `word` is no usable radius.
    public init(parsing word: String) throws {
        guard let metres = try Self.parse(word) else { throw UserError(Messages.badRadius(word)) }
        self.metres = metres
        minutes = Self.isMinutes(word) ? metres / Geo.walkingMetresPerMinute : nil
    }

    /// Whether a radius word is walking minutes (`10min`).
    static func isMinutes(_ word: String) -> Bool {
        word.lowercased().replacingOccurrences(of: " ", with: "").hasSuffix("min")
    }

    /// `10 min walk`, `1.5 km`.
    public var text: String {
        guard let minutes else { return Geo.distanceText(metres) }
        let whole = minutes.rounded() == minutes ? "\(Int(minutes))" : String(format: "%.1f", minutes)
        return "\(whole) min walk"
    }

    public init?(argument: String) {
        guard let radius = try? Self(parsing: argument) else { return nil }
        self = radius
    }

    /// Nil when the word is not a radius at all; throws when it is one but unusable.
    public static func parse(_ word: String) throws -> Double? {
        let text = word.lowercased().replacingOccurrences(of: " ", with: "")
        let units: [(String, Double)] = [("km", 1000), ("min", Geo.walkingMetresPerMinute), ("m", 1)]
        var number = text, factor = 1.0
        for (suffix, f) in units where text.hasSuffix(suffix) {
            number = String(text.dropLast(suffix.count))
            factor = f
            break
        }
        guard let first = number.first, first.isNumber || first == "." || first == "-",
              number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "," }) else { return nil }
        guard let value = Double(number.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw UserError(Messages.badRadius(word))
        }
        let metres = value * factor
        if factor == Geo.walkingMetresPerMinute {
            // Minutes are told in minutes: under one is no walk (`near 0min`).
            guard value >= 1 else { throw UserError(Messages.walkTooShort(word)) }
            guard metres <= maximumMetres else {
                throw UserError(Messages.walkTooLong(word, maximum: Int(maximumMetres / Geo.walkingMetresPerMinute)))
            }
            return metres
        }
        // Under a metre is no radius (and `near 0.4` would be "within 0 m").
        guard metres >= 1 else { throw UserError(Messages.radiusTooSmall(word)) }
        guard metres <= maximumMetres else { throw UserError(Messages.radiusTooLarge(word)) }
        return metres
    }
}

extension Messages {
    public static func radiusTooSmall(_ word: String) -> String { "radius \(word) must be at least 1 m" }
    /// `near 0min`: a walking time is told in minutes.
    public static func walkTooShort(_ word: String) -> String { "walking time \(word) must be at least 1 min" }
    /// `near 700min`: the longest radius, in minutes of walking.
    public static func walkTooLong(_ word: String, maximum: Int) -> String {
        "walking time \(word) is too long: at most \(maximum) min"
    }
}
