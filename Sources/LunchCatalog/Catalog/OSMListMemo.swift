import LunchStorage
import LunchText

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
    /// By what an element's diet and feature tags and amenity are (see `flagTags`).
    private var flagValues = ByteStringTable()
    private var flagLists: [[String]] = []
    /// At most this many values of each (a file of all-different values costs a bounded table).
    static let limit = 1 << 16

    /// Opening hours by the value they come from: places that repeat one share its string.
    private var hoursValues = ByteStringTable()
    private var hoursStrings: [String?] = []
    /// Opening hours kept, by themselves (`String`s equal as text share the first one).
    private var hours: [String: String] = [:]

    /// What `OSMTagMapping.cuisines` gives for `value`.
    mutating func cuisines(_ value: String?) -> [String] {
        guard var value else { return [] }
        return value.withUTF8 { cuisines(bytes: $0) }
    }

    /// The same for a value's bytes as in the file (a `String` made only for a new value).
    mutating func cuisines(bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        Self.remembered(bytes, &cuisineValues, &cuisineLists) { OSMTagMapping.cuisines(String(decoding: bytes, as: UTF8.self)) }
    }

    /// What `OSMTagMapping.placeTags` gives for `tags`.
    mutating func placeTags(_ tags: OSMTags) -> [String] {
        guard tags.flags.isEmpty, var amenity = tags[.amenity] else { return OSMTagMapping.placeTags(tags) }
        return amenity.withUTF8 { amenityTags(bytes: $0) { OSMTagMapping.placeTags(tags) } }
    }

    /// The tags of an element without diet or feature tags, by its `amenity` value's bytes:
    /// `make` makes them the first time.
    mutating func amenityTags(bytes: UnsafeBufferPointer<UInt8>, make: () -> [String]) -> [String] {
        Self.remembered(bytes, &amenityValues, &amenityLists, make: make)
    }

    /// The tags of an element with diet or feature tags, by `OSMElementTags.withFlagsKey`:
    /// `make` makes them the first time.
    mutating func flagTags(bytes: UnsafeBufferPointer<UInt8>, make: () -> [String]) -> [String] {
        Self.remembered(bytes, &flagValues, &flagLists, make: make)
    }

    /// The opening hours of a value's bytes: `make` makes them the first time, `shared`.
    mutating func hours(bytes: UnsafeBufferPointer<UInt8>, make: () -> String?) -> String? {
        if let known = hoursValues.find(bytes) { return hoursStrings[known] }
        let value = make().map { shared(hours: $0) }
        if hoursStrings.count < Self.limit {
            hoursValues.insert(bytes)
            hoursStrings.append(value)
        }
        return value
    }

    /// The opening hours first kept that equal `value` (as `String`s compare), or `value`.
    mutating func shared(hours value: String) -> String {
        if let known = hours[value] { return known }
        if hours.count < PlaceReadResult.sharedLimit { hours[value] = value }
        return value
    }

    private static func remembered<T>(_ bytes: UnsafeBufferPointer<UInt8>, _ values: inout ByteStringTable, _ made: inout [T],
                                      make: () -> T) -> T {
        if let known = values.find(bytes) { return made[known] }
        let value = make()
        if made.count < limit {
            values.insert(bytes)
            made.append(value)
        }
        return value
    }
}
