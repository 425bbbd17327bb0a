import LunchStorage
import LunchText

/// The tags of one OpenStreetMap element that become a `Place`, kept in named slots:
/// reading a million elements fills these straight from the file's bytes instead of a
/// dictionary per element. Later values of a key replace earlier ones, as in a dictionary.
public struct OSMTags: Sendable, Equatable {
    /// Tags read for their value (index = slot).
    static let valueKeys = [
        "name", "name:en", "brand", "cuisine", "amenity", "addr:street", "addr:place", "addr:housenumber",
        "addr:postcode", "addr:city", "addr:full", "phone", "contact:phone", "website", "contact:website",
        "url", "opening_hours", "addr:suburb", "place",
    ]
    enum Slot: Int {
        case name, nameEn, brand, cuisine, amenity, street, addrPlace, housenumber, postcode, city, full
        case phone, contactPhone, website, contactWebsite, url, openingHours, suburb, place
    }

    /// Yes-valued features that become tags.
    static let features = [
        "takeaway", "delivery", "outdoor_seating", "wheelchair", "drive_through", "reservation",
        "internet_access", "wifi", "lunch", "brunch", "breakfast", "air_conditioning", "dog",
    ]

    /// Every key worth reading: the value keys, then the features.
    /// (`place` would share `phone`'s slot: it is compared apart.)
    static let known = OSMTagKeys(valueKeys + features, apart: ["place"])!

    /// Inline, not an array: one element's tags cost no allocation of their own.
    private var values = InlineArray<19, String?>(repeating: nil)
    /// `diet:*` and feature tags with their values, in the order first seen.
    private(set) var flags: [(key: String, value: String)] = []
    private var dietCount = 0

    public init() {}

    public init(_ dictionary: [String: String]) {
        for (key, value) in dictionary { set(key, value) }
    }

    subscript(slot: Slot) -> String? { values[slot.rawValue] }

    /// What to do with a key: a slot's index, or -1 for a `diet:` tag, or nil to skip it.
    static func interest(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        if let i = known.find(key) { return i }
        // `place` (a city's or district's node: an area, not a place to eat).
        if key.count == 5, key[0] == 0x70, key[1] == 0x6C, key[2] == 0x61, key[3] == 0x63, key[4] == 0x65 { return Slot.place.rawValue }
        if key.count > 5, key[0] == 0x64, key[1] == 0x69, key[2] == 0x65, key[3] == 0x74, key[4] == 0x3A { return -1 }
        return nil
    }

    /// Stores a value for a key `interest` found worth reading.
    mutating func set(interest: Int, key: UnsafeBufferPointer<UInt8>, value: String) {
        if interest >= 0, interest < Self.valueKeys.count {
            values[interest] = value
        } else {
            setFlag(interest >= 0 ? Self.features[interest - Self.valueKeys.count] : String(decoding: key, as: UTF8.self), value)
        }
    }

    public mutating func set(_ key: String, _ value: String) {
        var key = key
        key.withUTF8 { bytes in
            if let interest = Self.interest(bytes) { set(interest: interest, key: bytes, value: value) }
        }
    }

    private mutating func setFlag(_ key: String, _ value: String) {
        // A few flags an element (at most 13 features and 64 diets): a search is cheaper
        // than a dictionary made for each element.
        if let i = flags.firstIndex(where: { $0.key == key }) { return flags[i].value = value }
        if key.hasPrefix("diet:") {
            guard dietCount < PlaceLimits.dietTags else { return }
            dietCount += 1
        }
        flags.append((key, value))
    }

    /// Equal when they map to the same place: the order the flags came in does not count.
    public static func == (a: OSMTags, b: OSMTags) -> Bool {
        func sorted(_ flags: [(key: String, value: String)]) -> [String] {
            flags.map { $0.key + "=" + $0.value }.sorted()
        }
        return a.values.indices.allSatisfy { a.values[$0] == b.values[$0] } && sorted(a.flags) == sorted(b.flags)
    }
}
