import LunchStorage
import LunchText

/// How OpenStreetMap tags become a `Place` (PRODUCT.md, "Data").
public enum OSMTagMapping {
    /// The `amenity` values of the elements that are places: what `sync` asks Overpass for
    /// and what a `.osm.pbf` import keeps.
    public static let placeAmenities = ["restaurant", "cafe", "fast_food"]

    /// Nil when the element has no usable name.
    public static func place(id: String, coordinate: Coordinate, tags: [String: String]) -> Place? {
        place(id: id, coordinate: coordinate, tags: OSMTags(tags))
    }

    /// Nil when the element has no usable name.
    public static func place(id: String, coordinate: Coordinate, tags: OSMTags) -> Place? {
        guard let name = name(tags) else { return nil }
        return place(id: id, name: name, coordinate: coordinate, tags: tags,
                     cuisines: cuisines(tags[.cuisine]), placeTags: placeTags(tags))
    }

    /// The same, with the cuisine and tag lists from (and kept in) `memo`.
    static func place(id: String, coordinate: Coordinate, tags: OSMTags, memo: inout OSMListMemo) -> Place? {
        guard let name = name(tags) else { return nil }
        return place(id: id, name: name, coordinate: coordinate, tags: tags,
                     cuisines: memo.cuisines(tags[.cuisine]), placeTags: memo.placeTags(tags))
    }

    private static func name(_ tags: OSMTags) -> String? {
        guard let rawName = tags[.name] ?? tags[.nameEn] ?? tags[.brand] else { return nil }
        return nonEmpty(rawName)
    }

    private static func place(id: String, name: String, coordinate: Coordinate, tags: OSMTags,
                              cuisines: [String], placeTags: [String]) -> Place {
        Place(id: id, name: name, coordinate: coordinate, cuisines: cuisines,
                     tags: placeTags, price: nil, address: address(tags),
                     phones: Array(list(tags[.phone] ?? tags[.contactPhone]).prefix(PlaceLimits.phones)),
                     website: nonEmpty(tags[.website] ?? tags[.contactWebsite] ?? tags[.url]),
                     openingHours: nonEmpty(tags[.openingHours]))
    }

    static func placeTags(_ tags: OSMTags) -> [String] {
        let amenity = nonEmpty(tags[.amenity])
        guard !tags.flags.isEmpty else { return amenity.map { [$0] } ?? [] }
        var extra: [String] = []
        for (key, value) in tags.flags {
            if key.hasPrefix("diet:") {
                if isYesOrOnly(value, only: true) { extra.append(String(key.dropFirst(5))) }
            } else if isYesOrOnly(value, only: false) {
                extra.append(key)
            }
        }
        return placeTags(amenity: amenity, extra: extra)
    }

    /// The amenity (trimmed), then the diets and features in `extra` (any order), each once.
    static func placeTags(amenity: String?, extra: [String]) -> [String] {
        var out: [String] = []
        if let amenity { out.append(amenity) }
        var extra = extra
        // Diets first, then features, each in name order: stable whatever the file's key order.
        if extra.count > 1 {
            func isFeature(_ tag: String) -> Int { OSMTags.features.contains(tag) ? 1 : 0 }
            extra.sort { (isFeature($0), $0) < (isFeature($1), $1) }
        }
        if extra.count + out.count <= 8 {
            // A few tags (nearly always): compared in a list, no set made.
            for tag in extra where !out.contains(tag) { out.append(tag) }
            return out
        }
        var seen = Set(out)
        for tag in extra where seen.insert(tag).inserted { out.append(tag) }
        return out
    }

    /// True when `value` lowercased is `yes` (or `only`, when `only`).
    static func isYesOrOnly(_ value: String, only: Bool) -> Bool {
        let utf8 = value.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            let v = value.lowercased()
            return v == "yes" || (only && v == "only")
        }
        func matches(_ word: StaticString) -> Bool {
            utf8.count == word.utf8CodeUnitCount
                && zip(utf8, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
                    .allSatisfy { ($0 | 0x20) == $1 && ($0 | 0x20) >= 0x61 }
        }
        return matches("yes") || (only && matches("only"))
    }

    /// `Street 3, 00530 City` from `addr:*`; nil when there is nothing. Built in one
    /// string (a million addresses are joined on import).
    static func address(_ tags: OSMTags) -> String? {
        address(street: tags[.street] ?? tags[.addrPlace], number: tags[.housenumber], postcode: tags[.postcode],
                city: tags[.city], full: tags[.full])
    }

    /// The same from the values (not yet trimmed).
    static func address(street: String?, number: String?, postcode: String?, city: String?, full: String?) -> String? {
        let street = nonEmpty(street), number = nonEmpty(number), postcode = nonEmpty(postcode), city = nonEmpty(city)
        guard street != nil || number != nil || postcode != nil || city != nil else { return nonEmpty(full) }
        var out = ""
        func length(_ part: String?) -> Int { (part?.utf8.count ?? 0) + 2 }
        out.reserveCapacity(length(street) + length(number) + length(postcode) + length(city))
        func add(_ part: String?, after separator: String) {
            guard let part else { return }
            if !out.isEmpty { out += separator }
            out += part
        }
        add(street, after: " ")
        add(number, after: " ")
        add(postcode, after: ", ")
        add(city, after: postcode == nil ? ", " : " ")
        return out
    }

    /// The distinct cuisines of a `cuisine` value, lowercased, at most `PlaceLimits.cuisines`.
    static func cuisines(_ value: String?) -> [String] {
        distinct(list(value).lazy.map { $0.lowercased() }, atMost: PlaceLimits.cuisines)
    }

    /// The first `limit` distinct values, in order.
    static func distinct<S: Sequence<String>>(_ values: S, atMost limit: Int) -> [String] {
        var out: [String] = [], seen: Set<String> = []
        for value in values where seen.insert(value).inserted {
            out.append(value)
            if out.count == limit { break }
        }
        return out
    }

    static func list(_ value: String?) -> [String] {
        guard let value else { return [] }
        if !value.utf8.contains(0x3B) { return nonEmpty(value).map { [$0] } ?? [] }
        return value.split(separator: ";").compactMap { nonEmpty(String($0)) }
    }

    /// The value without surrounding white space, or nil when nothing is left.
    static func nonEmpty(_ value: String?) -> String? {
        guard let value else { return nil }
        let utf8 = value.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return nil }
        let last = utf8.lastIndex(where: { !isSpace($0) })!
        if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return value }
        return String(value[first...last])
    }
}
