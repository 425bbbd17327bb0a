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
    /// What the place suits, as `pick --team` reads it: its `diet:X=yes|only` tags (and
    /// other tags) and cuisines, each once. Nil: not known (a teammate's snapshot, an
    /// older outbox); the team's decision then treats it as suiting no diet.
    public var suits: [String]?

    public init(id: String, name: String, latitude: Double, longitude: Double, suits: [String]? = nil) {
        self.id = id
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.suits = suits
    }

    public init(_ place: Place) {
        var suits: [String] = []
        for word in place.tags + place.cuisines where !suits.contains(word) { suits.append(word) }
        self.init(id: place.id, name: place.name, latitude: place.coordinate.lat,
                  longitude: place.coordinate.lon, suits: suits)
    }
}
