import LunchStorage
import LunchText

/// Adds places to a list by id: new ids are added, changed places updated, equal ones
/// left alone. Used by `import` and `sync`. An id the incoming places repeat counts once
/// (its last place is kept): added when it was not in the list, else updated or
/// unchanged by how its last place compares with the list's.
public struct CatalogMerger {
    public struct Counts: Equatable, Sendable {
        public var added = 0, updated = 0, unchanged = 0

        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            (self.added, self.updated, self.unchanged) = (added, updated, unchanged)
        }
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
        // Ids of the list before the merge, and the places replaced (their first version).
        let known = ids.count
        var original: [Int: Place] = [:]
        var touched = Set<Int>()
        for place in incoming {
            let (id, isNew) = ids.insert(place.id)
            if !isNew {
                let i = position[id]
                if id < known { touched.insert(id) }
                if places[i] != place {
                    if id < known, original[id] == nil { original[id] = places[i] }
                    places[i] = place
                }
            } else {
                position.append(places.count)
                places.append(place)
                counts.added += 1
            }
        }
        for id in touched {
            if let first = original[id], first != places[position[id]] { counts.updated += 1 } else { counts.unchanged += 1 }
        }
        return counts
    }

    /// The same merge, taking `incoming` (left empty): when none of its ids is in `places`
    /// or repeated (a first import), its places are moved after those of `places` as they
    /// are, not copied one by one, and the ids checked on two cores (`PlaceIDs.distinct`).
    /// `ids` ends up as the merge's id table gives them.
    static func merge(taking incoming: inout [Place], into places: inout [Place], ids: inout PlaceIDs) -> Counts {
        guard let distinct = PlaceIDs.distinct(places, incoming) else {
            var table = ByteStringTable()
            let counts = merge(incoming, into: &places, ids: &table)
            ids = PlaceIDs(table)
            incoming = []
            return counts
        }
        ids = distinct
        let added = incoming.count
        incoming.insert(contentsOf: places, at: 0)
        swap(&places, &incoming)
        incoming = []
        return Counts(added: added)
    }

    /// The same merge onto a stored catalog, without decoding it all first: its places
    /// are decoded one at a time to compare, and only those that stay go into the list.
    /// The list is the catalog's places in order (replaced ones in place), then the new.
    static func merge(_ incoming: [Place], onto base: Catalog, ids: inout ByteStringTable) -> (places: [Place], counts: Counts) {
        var counts = Counts()
        ids = ByteStringTable(capacity: base.count + incoming.count)
        for i in 0..<base.count { ids.insert(base.idBytes(at: i)) }
        guard ids.count == base.count else {
            // A stored catalog never repeats an id; if one did, the plain merge copes.
            var places = (0..<base.count).map(base.place(at:))
            let counts = merge(incoming, into: &places, ids: &ids)
            return (places, counts)
        }
        // For each stored place, the incoming one replacing it; for each new id, its place.
        var replacement = [Int](repeating: -1, count: base.count)
        var touched = Set<Int>()
        var added: [Int] = []
        for (k, place) in incoming.enumerated() {
            let (id, isNew) = ids.insert(place.id)
            if isNew {
                added.append(k)
                counts.added += 1
            } else if id >= base.count {
                // Repeated in the file: counted once, as added; its last place kept.
                added[id - base.count] = k
            } else {
                touched.insert(id)
                replacement[id] = base.place(at: id) == place ? -1 : k
            }
        }
        for id in touched { if replacement[id] >= 0 { counts.updated += 1 } else { counts.unchanged += 1 } }
        var places: [Place] = []
        places.reserveCapacity(base.count + added.count)
        for i in 0..<base.count { places.append(replacement[i] >= 0 ? incoming[replacement[i]] : base.place(at: i)) }
        for k in added { places.append(incoming[k]) }
        return (places, counts)
    }
}
