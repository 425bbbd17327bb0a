import LunchStorage
import LunchCatalog
import LunchText

/// `state.json` read record by record: a visit, favourite, the location or the filter
/// settings that cannot be read, or hold values out of range, are left out and counted;
/// everything else is kept. Only a file that is not an object with a `schema_version`,
/// or whose lists are not lists, fails as a whole.
struct StateRecords: Decodable {
    var state = PersistedState()
    var badVisits = 0
    var badFavourites = 0
    var badLocation = false
    var badPreferences = false

    /// True when every record was read.
    var isComplete: Bool { badVisits == 0 && badFavourites == 0 && !badLocation && !badPreferences }

    /// What was left out, for the notice ("2 visits", "the location"), and whether that is
    /// more than one thing.
    var leftOut: (parts: [String], plural: Bool) {
        var parts: [String] = []
        if badVisits > 0 { parts.append("\(badVisits) visit\(badVisits == 1 ? "" : "s")") }
        if badFavourites > 0 { parts.append("\(badFavourites) favourite\(badFavourites == 1 ? "" : "s")") }
        if badLocation { parts.append("the location") }
        if badPreferences { parts.append("the filter settings") }
        return (parts, parts.count > 1 || badVisits > 1 || badFavourites > 1 || badPreferences)
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion = "schema_version", location, preferences, favourites = "favorites", visits
        case favouritePlaces = "favorite_places"
    }

    /// Decodes one element without ever throwing, so a list goes on past a bad one.
    private struct Lossy<T: Decodable>: Decodable {
        var value: T?
        init(from decoder: any Decoder) throws { value = try? T(from: decoder) }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        state.schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        func given(_ key: CodingKeys) throws -> Bool { try c.contains(key) && !c.decodeNil(forKey: key) }
        if try given(.location) {
            let location = try c.decode(Lossy<Location>.self, forKey: .location).value
            if let location, location.coordinate.isValid { state.location = location } else { badLocation = true }
        }
        if try given(.preferences) {
            let preferences = try c.decode(Lossy<Preferences>.self, forKey: .preferences).value
            if let preferences, Self.isValid(preferences) { state.preferences = preferences } else { badPreferences = true }
        }
        if try given(.favourites) {
            var list = try c.nestedUnkeyedContainer(forKey: .favourites)
            while !list.isAtEnd {
                if let id = try list.decode(Lossy<String>.self).value, !id.isEmpty { state.favourites.append(id) } else { badFavourites += 1 }
            }
        }
        // What favourites kept of their places; one that does not read is dropped (the
        // favourite stays, as before schema 3).
        if try given(.favouritePlaces),
           let kept = try c.decode(Lossy<[String: Lossy<FavouritePlace>]>.self, forKey: .favouritePlaces).value {
            for (id, place) in kept {
                if let place = place.value, !id.isEmpty, place.coordinate.isValid { state.favouritePlaces[id] = place.withCappedName }
            }
        }
        if try given(.visits) {
            var list = try c.nestedUnkeyedContainer(forKey: .visits)
            while !list.isAtEnd {
                if let visit = try list.decode(Lossy<Visit>.self).value { state.visits.append(visit.withCappedName) } else { badVisits += 1 }
            }
        }
    }

    /// Filter settings `filter` could have made: price 1–4, a radius up to the maximum.
    static func isValid(_ p: Preferences) -> Bool {
        (p.maxPrice.map { (1...4).contains($0) } ?? true)
            && (p.radiusMetres.map { $0.isFinite && $0 > 0 && $0 <= Radius.maximumMetres } ?? true)
            && (p.radiusMinutes.map { $0.isFinite && $0 > 0 && $0 * Geo.walkingMetresPerMinute <= Radius.maximumMetres } ?? true)
    }
}
