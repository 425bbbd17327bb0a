import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Sets the current location from coordinates or a name.
public struct AtInteractor {
    let store: Store
    let gazetteer: Gazetteer
    /// Where the catalog's places are, for the example in a hint (not Helsinki's when the
    /// catalog is elsewhere).
    var example: () -> Coordinate? = { nil }

    public func setLocation(_ target: AtRequest) throws -> Location {
        let location: Location
        switch target {
        case .coordinate(let coordinate):
            location = Location(coordinate: coordinate)
        case .name(let name):
            guard let found = try gazetteer.locate(name) else {
                let example = Self.example(example())
                try Self.checkNumbers(name, example: example)
                let suggestion = Suggestion.closest(to: name, in: gazetteer.areas.map(\.name))
                throw UserError(Messages.unknownPlaceName(name, suggestion: suggestion, example: example))
            }
            location = found
        }
        try store.send(.setLocation(location))
        return location
    }

    /// `60.17,24.94`: a coordinate for an example, two decimals.
    static func example(_ coordinate: Coordinate?) -> String {
        guard let c = coordinate else { return Messages.helsinkiExample }
        return String(format: "%.2f,%.2f", c.lat, c.lon)
    }

    /// `at 1 2 3`, `at nan,nan`, `at inf,0`: numbers, but not a location.
    static func checkNumbers(_ text: String, example: String = Messages.helsinkiExample) throws {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ Double($0) != nil }) else { return }
        guard parts.count == 2 else { throw UserError(Messages.notTwoNumbers(text, example: example)) }
        let lat = Double(parts[0]) ?? .nan, lon = Double(parts[1]) ?? .nan
        if !lat.isFinite || abs(lat) > 90 { throw UserError(Messages.latitudeOutOfRange(parts[0])) }
        if !lon.isFinite || abs(lon) > 180 { throw UserError(Messages.longitudeOutOfRange(parts[1])) }
        throw UserError(Messages.notTwoNumbers(text, example: example))
    }
}
