import LunchStorage
import LunchText

/// One place to eat, from any source. Plain value; ids are stable across runs and
/// re-imports (`osm:node/123`, `osm:way/45`, `google:ChIJ…`).
public struct Place: Sendable, Hashable {
    public var id: String
    public var name: String
    public var coordinate: Coordinate
    /// From `cuisine`, split on `;` (`burger`, `coffee_shop`, …).
    public var cuisines: [String]
    /// The amenity, `diet:X=yes|only` as `X`, and yes-valued features (`takeaway`, …).
    public var tags: [String]
    /// 1–4, or nil when the source gives none.
    public var price: Int?
    public var address: String?
    public var phones: [String]
    public var website: String?
    /// The raw OpenStreetMap `opening_hours` value.
    public var openingHours: String?

    public init(id: String, name: String, coordinate: Coordinate, cuisines: [String] = [], tags: [String] = [],
                price: Int? = nil, address: String? = nil, phones: [String] = [], website: String? = nil,
                openingHours: String? = nil) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.cuisines = cuisines
        self.tags = tags
        self.price = price
        self.address = address
        self.phones = phones
        self.website = website
        self.openingHours = openingHours
    }
}
