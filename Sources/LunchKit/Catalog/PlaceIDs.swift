/// The ids of a list of places in its order, end to end as in `ByteStringTable` (id `i` is
/// `arena[ends[i]..<ends[i + 1]]`), known to be distinct: what a merge hands
/// `CatalogBuilder`, so that the build neither hashes them again nor keeps a table.
struct PlaceIDs {
    var arena: [UInt8] = []
    var ends: [UInt32] = [0]

    var count: Int { ends.count - 1 }

    init() {}

    init(_ table: ByteStringTable) {
        arena = table.arena
        ends = table.ends
    }

    /// The ids of `first` then `second`, or nil when some id comes twice. On two cores:
    /// each lays out the ids of half the places, then keeps a table of the ids (of both
    /// halves) whose hash has one value of its top bit: all are distinct when neither
    /// table finds one twice. No place is looked at twice and no table holds every id.
    static func distinct(_ first: [Place], _ second: [Place]) -> PlaceIDs? {
        let total = first.count + second.count
        let middle = total / 2
        var (a, b) = Concurrently.run({ laid(first, second, 0..<middle) }, { laid(first, second, middle..<total) })
        let (aDistinct, bDistinct) = Concurrently.run({ distinctIDs(a, b, bit: 0, total: total) },
                                                      { distinctIDs(a, b, bit: 1, total: total) })
        guard aDistinct, bDistinct else { return nil }
        let shift = UInt32(a.arena.count)
        a.arena.append(contentsOf: b.arena)
        a.ends.append(contentsOf: b.ends.dropFirst().lazy.map { $0 + shift })
        b = PlaceIDs()  // its bytes are in `a` now
        return a
    }

    /// The ids of the places in `range` (indices into `first` then `second`).
    private static func laid(_ first: [Place], _ second: [Place], _ range: Range<Int>) -> PlaceIDs {
        var ids = PlaceIDs()
        ids.arena.reserveCapacity(range.count * 20)
        ids.ends.reserveCapacity(range.count + 1)
        for i in range {
            var id = i < first.count ? first[i].id : second[i - first.count].id
            id.withUTF8 { ids.arena.append(contentsOf: $0) }
            ids.ends.append(UInt32(ids.arena.count))
        }
        return ids
    }

    /// Whether the ids of `a` and `b` whose hash's top bit is `bit` are distinct.
    private static func distinctIDs(_ a: PlaceIDs, _ b: PlaceIDs, bit: UInt64, total: Int) -> Bool {
        var table = ByteStringTable(capacity: total / 2 + total / 16 + 16)
        for part in [a, b] {
            let repeated: Bool = part.arena.withUnsafeBufferPointer { arena in
                for i in 0..<part.count {
                    let id = UnsafeBufferPointer(rebasing: arena[Int(part.ends[i])..<Int(part.ends[i + 1])])
                    if ByteStringTable.hash(id) >> 63 == bit, !table.insert(id).isNew { return true }
                }
                return false
            }
            if repeated { return false }
        }
        return true
    }
}
