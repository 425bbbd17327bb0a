/// How OpenStreetMap tags become a `Place` (PRODUCT.md, "Data").
public enum OSMTagMapping {
    /// Yes-valued features that become tags.
    static let features: Set<String> = [
        "takeaway", "delivery", "outdoor_seating", "wheelchair", "drive_through", "reservation",
        "internet_access", "wifi", "lunch", "brunch", "breakfast", "air_conditioning", "dog",
    ]

    /// Nil when the element has no usable name.
    public static func place(id: String, coordinate: Coordinate, tags: [String: String]) -> Place? {
        guard let rawName = tags["name"] ?? tags["name:en"] ?? tags["brand"] else { return nil }
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return nil }
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
        for (key, value) in tags.sorted(by: { $0.key < $1.key }) {
            let v = value.lowercased()
            if key.hasPrefix("diet:"), v == "yes" || v == "only" {
                out.append(String(key.dropFirst(5)))
            } else if features.contains(key), v == "yes" {
                out.append(key)
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
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
        return value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
