/// Adds places to a list by id: new ids are added, changed places updated, equal ones
/// left alone. Used by `import` and `sync`.
public struct CatalogMerger {
    public struct Counts: Equatable, Sendable {
        public var added = 0, updated = 0, unchanged = 0
    }

    public static func merge(_ incoming: [Place], into places: inout [Place]) -> Counts {
        var counts = Counts()
        var position: [String: Int] = [:]
        for (i, p) in places.enumerated() { position[p.id] = i }
        for place in incoming {
            if let i = position[place.id] {
                if places[i] == place { counts.unchanged += 1 } else {
                    places[i] = place
                    counts.updated += 1
                }
            } else {
                position[place.id] = places.count
                places.append(place)
                counts.added += 1
            }
        }
        return counts
    }
}
