import LunchStorage
import LunchCatalog
import LunchText

/// Where the user is: a coordinate and, when known, what it is called.
public struct Location: Sendable, Hashable, Codable {
    public var coordinate: Coordinate
    public var name: String?

    public init(coordinate: Coordinate, name: String? = nil) {
        self.coordinate = coordinate
        self.name = name
    }
}
