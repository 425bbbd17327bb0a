import LunchStorage
import LunchCatalog
import LunchText

/// What a favourite keeps of its place when it is marked (name and position), so `favs`
/// and `show` still say what it is after the place leaves the catalog.
public struct FavouritePlace: Sendable, Hashable, Codable {
    public var name: String
    public var coordinate: Coordinate

    public init(name: String, coordinate: Coordinate) {
        self.name = name
        self.coordinate = coordinate
    }

    /// A place with only what was kept (no hours, tags or links beyond its position).
    public func place(id: String) -> Place {
        Place(id: id, name: name, coordinate: coordinate)
    }
}
