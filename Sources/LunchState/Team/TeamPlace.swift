import LunchStorage
import LunchCatalog
import LunchText

/// A place as the team stores it: its catalog id and a snapshot (name, coordinates), so
/// that a member whose catalog lacks it still sees what it is.
public struct TeamPlace: Sendable, Hashable, Codable {
    public var id: String
    public var name: String
    public var latitude: Double
    public var longitude: Double

    public init(id: String, name: String, latitude: Double, longitude: Double) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }

    public init(_ place: Place) {
        self.init(id: place.id, name: place.name, latitude: place.coordinate.lat,
                  longitude: place.coordinate.lon)
    }
}
