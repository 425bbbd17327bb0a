/// Cuisine and tag lists already made while reading one file, by the value they were made
/// from: a million elements repeat a few hundred `cuisine` and `amenity` values, and
/// places that repeat one share its list (one lookup of the value's bytes instead of
/// splitting, lowercasing and comparing it again).
struct OSMListMemo {
    private var cuisineValues = ByteStringTable()
    private var cuisineLists: [[String]] = []
    /// By `amenity`, for elements without diet or feature tags.
    private var amenityValues = ByteStringTable()
    private var amenityLists: [[String]] = []
    /// At most this many values of each (a file of all-different values costs a bounded table).
    static let limit = 1 << 16

    /// What `OSMTagMapping.cuisines` gives for `value`.
    mutating func cuisines(_ value: String?) -> [String] {
        guard let value else { return [] }
        return Self.list(value, &cuisineValues, &cuisineLists) { OSMTagMapping.cuisines($0) }
    }

    /// What `OSMTagMapping.placeTags` gives for `tags`.
    mutating func placeTags(_ tags: OSMTags) -> [String] {
        guard tags.flags.isEmpty, let amenity = tags[.amenity] else { return OSMTagMapping.placeTags(tags) }
        return Self.list(amenity, &amenityValues, &amenityLists) { _ in OSMTagMapping.placeTags(tags) }
    }

    private static func list(_ value: String, _ values: inout ByteStringTable, _ lists: inout [[String]],
                             make: (String) -> [String]) -> [String] {
        var text = value
        return text.withUTF8 { bytes in
            if let known = values.find(bytes) { return lists[known] }
            let list = make(value)
            if lists.count < limit {
                values.insert(bytes)
                lists.append(list)
            }
            return list
        }
    }
}
