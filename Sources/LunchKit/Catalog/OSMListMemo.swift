/// Cuisine and tag lists already made while reading one file, by the value they were made
/// from: a million elements repeat a few hundred `cuisine` and `amenity` values, and
/// places that repeat one share its list (one hash of the value instead of splitting,
/// lowercasing and comparing it again).
struct OSMListMemo {
    private var cuisines: [String: [String]] = [:]
    /// By `amenity`, for elements without diet or feature tags.
    private var tags: [String: [String]] = [:]
    /// At most this many values of each (a file of all-different values costs a bounded table).
    static let limit = 1 << 16

    /// What `OSMTagMapping.cuisines` gives for `value`.
    mutating func cuisines(_ value: String?) -> [String] {
        guard let value else { return [] }
        if let known = cuisines[value] { return known }
        let list = OSMTagMapping.cuisines(value)
        if cuisines.count < Self.limit { cuisines[value] = list }
        return list
    }

    /// What `OSMTagMapping.placeTags` gives for `tags`.
    mutating func placeTags(_ tags: OSMTags) -> [String] {
        guard tags.flags.isEmpty, let amenity = tags[.amenity] else { return OSMTagMapping.placeTags(tags) }
        if let known = self.tags[amenity] { return known }
        let list = OSMTagMapping.placeTags(tags)
        if self.tags.count < Self.limit { self.tags[amenity] = list }
        return list
    }
}
