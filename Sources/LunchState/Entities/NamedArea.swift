import LunchStorage
import LunchCatalog
import LunchText

/// A neighbourhood or city that `at NAME` understands (shipped in Resources/areas.json).
public struct NamedArea: Sendable, Hashable, Codable {
    public var name: String
    public var lat: Double
    public var lon: Double

    public init(name: String, lat: Double, lon: Double) {
        self.name = name
        self.lat = lat
        self.lon = lon
    }

    public var coordinate: Coordinate { Coordinate(lat: lat, lon: lon) }
}
