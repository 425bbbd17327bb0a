/// Adds places to a list by id: new ids are added, changed places updated, equal ones
/// left alone. Used by `import` and `sync`.
public struct CatalogMerger {
    public struct Counts: Equatable, Sendable {
        public var added = 0, updated = 0, unchanged = 0
    }

    public static func merge(_ incoming: [Place], into places: inout [Place]) -> Counts {
        var ids = ByteStringTable()
        return merge(incoming, into: &places, ids: &ids)
    }

    /// `ids` ends up holding the ids of `places`, in their order when they were distinct
    /// to begin with (what `CatalogBuilder` can use as it is).
    static func merge(_ incoming: [Place], into places: inout [Place], ids: inout ByteStringTable) -> Counts {
        var counts = Counts()
        // Ids as bytes in one table; `position[id]` is where that id's place is in `places`.
        ids = ByteStringTable(capacity: places.count + incoming.count)
        var position: [Int] = []
        position.reserveCapacity(places.count + incoming.count)
        for (i, p) in places.enumerated() {
            let (id, isNew) = ids.insert(p.id)
            if isNew { position.append(i) } else { position[id] = i }
        }
        places.reserveCapacity(places.count + incoming.count)
        for place in incoming {
            let (id, isNew) = ids.insert(place.id)
            if !isNew {
                let i = position[id]
                if places[i] == place { counts.unchanged += 1 } else {
                    places[i] = place
                    counts.updated += 1
                }
            } else {
                position.append(places.count)
                places.append(place)
                counts.added += 1
            }
        }
        return counts
    }
}
