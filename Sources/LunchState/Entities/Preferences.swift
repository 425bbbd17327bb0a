import LunchStorage
import LunchCatalog
import LunchText

/// Saved filter preferences (`filter`): wanted and avoided tags, price cap, radius, open now.
public struct Preferences: Sendable, Hashable, Codable {
    public var wantedTags: [String] = []
    public var avoidedTags: [String] = []
    public var maxPrice: Int?
    public var radiusMetres: Double?
    /// Set when the radius was given as walking minutes (`filter radius 10min`); then
    /// `radiusMetres` is its straight line at 80 m a minute.
    public var radiusMinutes: Double?
    public var openNow: Bool = false
    /// With `openNow`: the stretch a place must stay open for (`filter open 45m`), minutes.
    public var openMinutes: Int?
    /// `view map`: every list command also draws the map above its table.
    public var mapView: Bool = false
    /// `pager on|off|always` (nil: `on`, and no key in the file).
    public var pager: PagerSetting?

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case wantedTags = "wanted_tags", avoidedTags = "avoided_tags", maxPrice = "max_price"
        case radiusMetres = "radius_m", radiusMinutes = "radius_min", openNow = "open_now", mapView = "map_view"
        case openMinutes = "open_min"
        case pager
    }

    /// Missing keys take their defaults, so a hand-edited file still loads.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        wantedTags = try c.decodeIfPresent([String].self, forKey: .wantedTags) ?? []
        avoidedTags = try c.decodeIfPresent([String].self, forKey: .avoidedTags) ?? []
        maxPrice = try c.decodeIfPresent(Int.self, forKey: .maxPrice)
        radiusMetres = try c.decodeIfPresent(Double.self, forKey: .radiusMetres)
        radiusMinutes = try c.decodeIfPresent(Double.self, forKey: .radiusMinutes)
        openNow = try c.decodeIfPresent(Bool.self, forKey: .openNow) ?? false
        mapView = try c.decodeIfPresent(Bool.self, forKey: .mapView) ?? false
        openMinutes = try c.decodeIfPresent(Int.self, forKey: .openMinutes)
        // A word this version does not know (a hand edit) is the default, not a damaged file.
        pager = (try? c.decodeIfPresent(String.self, forKey: .pager)).flatMap(PagerSetting.init(rawValue:))
    }
}

extension Preferences {
    /// The saved radius (metres, or walking minutes).
    public var radius: Radius? {
        radiusMetres.map { Radius(metres: $0, minutes: radiusMinutes) }
    }
}
