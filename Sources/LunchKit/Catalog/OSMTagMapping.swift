/// How OpenStreetMap tags become a `Place` (PRODUCT.md, "Data").
public enum OSMTagMapping {
    /// Yes-valued features that become tags.
    static let features: Set<String> = [
        "takeaway", "delivery", "outdoor_seating", "wheelchair", "drive_through", "reservation",
        "internet_access", "wifi", "lunch", "brunch", "breakfast", "air_conditioning", "dog",
    ]

    /// Nil when the element has no usable name.
    public static func place(id: String, coordinate: Coordinate, tags: [String: String]) -> Place? {
        guard let rawName = tags["name"] ?? tags["name:en"] ?? tags["brand"], let name = nonEmpty(rawName) else {
            return nil
        }
        return Place(id: id, name: name, coordinate: coordinate,
                     cuisines: list(tags["cuisine"]).map { $0.lowercased() },
                     tags: placeTags(tags), price: nil, address: address(tags),
                     phones: list(tags["phone"] ?? tags["contact:phone"]),
                     website: nonEmpty(tags["website"] ?? tags["contact:website"] ?? tags["url"]),
                     openingHours: nonEmpty(tags["opening_hours"]))
    }

    static func placeTags(_ tags: [String: String]) -> [String] {
        var out: [String] = []
        if let amenity = nonEmpty(tags["amenity"]) { out.append(amenity) }
        var extra: [String] = []
        for (key, value) in tags {
            if key.hasPrefix("diet:") {
                let v = value.lowercased()
                if v == "yes" || v == "only" { extra.append(String(key.dropFirst(5))) }
            } else if features.contains(key), value.lowercased() == "yes" {
                extra.append(key)
            }
        }
        // Diets first, then features, each in name order: stable whatever the file's key order.
        extra.sort { (features.contains($0) ? 1 : 0, $0) < (features.contains($1) ? 1 : 0, $1) }
        for tag in extra where !out.contains(tag) { out.append(tag) }
        return out
    }

    /// `Street 3, 00530 City` from `addr:*`; nil when there is nothing.
    static func address(_ tags: [String: String]) -> String? {
        let street = [tags["addr:street"] ?? tags["addr:place"], tags["addr:housenumber"]]
            .compactMap(nonEmpty).joined(separator: " ")
        let city = [tags["addr:postcode"], tags["addr:city"]].compactMap(nonEmpty).joined(separator: " ")
        let parts = [street, city].filter { !$0.isEmpty }
        if parts.isEmpty { return nonEmpty(tags["addr:full"]) }
        return parts.joined(separator: ", ")
    }

    static func list(_ value: String?) -> [String] {
        guard let value else { return [] }
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
