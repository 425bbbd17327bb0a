import Foundation
import LunchStorage
import LunchText

/// Reads Google Places responses: legacy (`results[]`/`result` with `place_id`,
/// `geometry.location`, `price_level`, `types`, `opening_hours`) and Places API (New)
/// (`places[]` with `id`, `displayName.text`, `location`, `priceLevel`, `types`,
/// `regularOpeningHours`). Ids become `google:<id>`; hours become an `opening_hours` value.
enum GooglePlacesReader {
    /// A record without an id would take another's place (`google:` alone): skipped.
    static let noID = "a Google place without an id"

    static func readLegacy(_ scanner: inout JSONScanner, into result: inout PlaceReadResult) throws {
        guard let r = try record(&scanner, into: &result) else { return }
        guard let given = r["place_id"] as? String, !given.isEmpty else { return result.skip(noID) }
        let id = "google:" + given
        let location = (r["geometry"] as? [String: Any])?["location"] as? [String: Any]
        result.add(id: id, name: r["name"] as? String, coordinate: coordinate(location?["lat"], location?["lng"])) { name, c in
            let hours = (r["opening_hours"] as? [String: Any])?["periods"] as? [[String: Any]]
            return Place(id: id, name: name, coordinate: c, cuisines: cuisines(r["types"]), tags: tags(r["types"]),
                         price: (r["price_level"] as? Int).flatMap { (1...4).contains($0) ? $0 : nil },
                         address: (r["formatted_address"] ?? r["vicinity"]) as? String,
                         phones: [(r["international_phone_number"] ?? r["formatted_phone_number"]) as? String].compactMap { $0 },
                         website: r["website"] as? String,
                         openingHours: hours.flatMap { GoogleHours.openingHours(legacy: $0) })
        }
    }

    static func readNew(_ scanner: inout JSONScanner, into result: inout PlaceReadResult) throws {
        guard let r = try record(&scanner, into: &result) else { return }
        guard let given = r["id"] as? String, !given.isEmpty else { return result.skip(noID) }
        let id = "google:" + given
        let location = r["location"] as? [String: Any]
        let name = (r["displayName"] as? [String: Any])?["text"] as? String
        result.add(id: id, name: name, coordinate: coordinate(location?["latitude"], location?["longitude"])) { name, c in
            let hours = (r["regularOpeningHours"] as? [String: Any])?["periods"] as? [[String: Any]]
            return Place(id: id, name: name, coordinate: c, cuisines: cuisines(r["types"]), tags: tags(r["types"]),
                         price: priceLevel(r["priceLevel"] as? String), address: r["formattedAddress"] as? String,
                         phones: [(r["internationalPhoneNumber"] ?? r["nationalPhoneNumber"]) as? String].compactMap { $0 },
                         website: r["websiteUri"] as? String,
                         openingHours: hours.flatMap { GoogleHours.openingHours(new: $0) })
        }
    }

    private static func record(_ scanner: inout JSONScanner, into result: inout PlaceReadResult) throws -> [String: Any]? {
        let raw = try scanner.rawValue()
        guard let r = try? JSONSerialization.jsonObject(with: raw) as? [String: Any] else {
            result.skip("a record that is not an object")
            return nil
        }
        return r
    }

    static func coordinate(_ lat: Any?, _ lon: Any?) -> Coordinate? {
        guard let lat = lat as? Double ?? (lat as? NSNumber)?.doubleValue,
              let lon = lon as? Double ?? (lon as? NSNumber)?.doubleValue else { return nil }
        return Coordinate(lat: lat, lon: lon)
    }

    /// `PRICE_LEVEL_MODERATE` → 2; free and unspecified → nil.
    static func priceLevel(_ text: String?) -> Int? {
        switch text {
        case "PRICE_LEVEL_INEXPENSIVE": return 1
        case "PRICE_LEVEL_MODERATE": return 2
        case "PRICE_LEVEL_EXPENSIVE": return 3
        case "PRICE_LEVEL_VERY_EXPENSIVE": return 4
        default: return nil
        }
    }

    static let typeTags: [String: String] = [
        "restaurant": "restaurant", "cafe": "cafe", "coffee_shop": "cafe", "bar": "bar", "bakery": "bakery",
        "meal_takeaway": "takeaway", "meal_delivery": "delivery", "fast_food_restaurant": "fast_food",
        "vegan_restaurant": "vegan", "vegetarian_restaurant": "vegetarian",
    ]

    static func tags(_ types: Any?) -> [String] {
        var out: [String] = []
        for t in types as? [String] ?? [] { if let tag = typeTags[t], !out.contains(tag) { out.append(tag) } }
        return out
    }

    /// `italian_restaurant` → `italian`; `sushi_restaurant` → `sushi`.
    static func cuisines(_ types: Any?) -> [String] {
        OSMTagMapping.distinct((types as? [String] ?? []).lazy.compactMap { t in
            guard t.hasSuffix("_restaurant"), t != "fast_food_restaurant" else { return nil }
            return String(t.dropLast("_restaurant".count))
        }, atMost: PlaceLimits.cuisines)
    }
}
