import LunchStorage
import LunchText

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

    /// The ids of `first` then `second`, or nil when two of them have the same 64-bit hash
    /// (an id that comes twice, or, very rarely, two that only hash alike: the caller's
    /// exact merge then tells). On two cores: each lays out the ids of half the places and
    /// files their hashes by the top bits; then each looks at half of the files, one at a
    /// time, in a table small enough for the cache (a table of every id missed it at each
    /// look: ~0.8 s for five million). No id's bytes are compared or copied again.
    static func distinct(_ first: [Place], _ second: [Place]) -> PlaceIDs? {
        let total = first.count + second.count
        let middle = total / 2
        var bits = 0
        while bits < 12, total >> bits > 4096 { bits += 1 }
        var (a, b) = Concurrently.run({ laid(first, second, 0..<middle, bits: bits, room: total) },
                                      { laid(first, second, middle..<total, bits: bits, room: 0) })
        let files = 1 << bits
        let (aDistinct, bDistinct) = Concurrently.run({ distinctHashes(a.hashes, b.hashes, 0..<(files / 2)) },
                                                      { distinctHashes(a.hashes, b.hashes, (files / 2)..<files) })
        guard aDistinct, bDistinct else { return nil }
        let shift = UInt32(a.ids.arena.count)
        a.ids.arena.append(contentsOf: b.ids.arena)
        a.ids.ends.append(contentsOf: b.ids.ends.dropFirst().lazy.map { $0 + shift })
        b = (PlaceIDs(), FiledHashes())  // its bytes are in `a` now
        return a.ids
    }

    /// The ids at the start of records laid end to end (`RecordCodec` writes a place's id
    /// first), copied out.
    init(records: (arena: [UInt8], ends: [UInt32])) {
        let count = max(0, records.ends.count - 1)
        ends.reserveCapacity(count + 1)
        records.arena.withUnsafeBufferPointer { arena in
            records.ends.withUnsafeBufferPointer { recordEnds in
                var bytes = 0
                for k in 0..<count { bytes += Self.recordID(arena, recordEnds, k).count }
                self.arena.reserveCapacity(bytes)
                for k in 0..<count {
                    let id = Self.recordID(arena, recordEnds, k)
                    self.arena.append(contentsOf: id)
                    ends.append(UInt32(self.arena.count))
                }
            }
        }
    }

    /// Record `k`'s id: its first field.
    @inline(__always)
    static func recordID(_ arena: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<UInt32>, _ k: Int) -> UnsafeBufferPointer<UInt8> {
        var reader = RecordCodec.Reader(bytes: UnsafeBufferPointer(rebasing: arena[Int(ends[k])..<Int(ends[k + 1])]))
        return reader.fieldBytes()
    }

    /// The same check for the ids of places encoded already (`first`'s records then
    /// `second`'s, as an import read them; each record's first field is its id): their
    /// hashes filed on two cores, the files looked at on two. Whether no two are alike.
    static func areDistinct(records first: (arena: [UInt8], ends: [UInt32]), _ second: (arena: [UInt8], ends: [UInt32])) -> Bool {
        let total = first.ends.count - 1 + second.ends.count - 1
        var bits = 0
        while bits < 12, total >> bits > 4096 { bits += 1 }
        let (a, b) = Concurrently.run({ filed(records: first, bits: bits) }, { filed(records: second, bits: bits) })
        let files = 1 << bits
        let (aDistinct, bDistinct) = Concurrently.run({ distinctHashes(a, b, 0..<(files / 2)) },
                                                      { distinctHashes(a, b, (files / 2)..<files) })
        return aDistinct && bDistinct
    }

    /// `first`'s ids then `second`'s, in one (both are left empty).
    static func joined(_ first: inout PlaceIDs, _ second: inout PlaceIDs) -> PlaceIDs {
        var ids = PlaceIDs()
        swap(&ids, &first)
        let shift = UInt32(ids.arena.count)
        ids.arena.append(contentsOf: second.arena)
        ids.ends.append(contentsOf: second.ends.dropFirst().lazy.map { $0 + shift })
        second = PlaceIDs()
        return ids
    }

    /// The hashes of `ids`, filed by their top `bits` bits: each hashed twice (counted,
    /// then filed) rather than kept twice (at five million ids, 40 MB less at the import's fullest).
    private static func filed(records: (arena: [UInt8], ends: [UInt32]), bits: Int) -> FiledHashes {
        var filed = FiledHashes()
        let count = max(0, records.ends.count - 1)
        records.arena.withUnsafeBufferPointer { arena in
            records.ends.withUnsafeBufferPointer { ends in
                func hash(_ k: Int) -> UInt64 {
                    ByteStringTable.hash(recordID(arena, ends, k))
                }
                var sizes = [Int](repeating: 0, count: (1 << bits) + 1)
                for k in 0..<count { sizes[Self.file(hash(k), bits) + 1] += 1 }
                for f in 0..<(1 << bits) { sizes[f + 1] += sizes[f] }
                filed.starts = sizes
                filed.hashes = [UInt64](repeating: 0, count: count)
                filed.hashes.withUnsafeMutableBufferPointer { out in
                    for k in 0..<count {
                        let h = hash(k), f = Self.file(h, bits)
                        out[sizes[f]] = h
                        sizes[f] += 1
                    }
                }
            }
        }
        return filed
    }

    /// `hashes` in their files (`sizes[f + 1]`: how many are in file `f`).
    private static func file(_ hashes: [UInt64], sizes: [Int], bits: Int) -> FiledHashes {
        var sizes = sizes
        var filed = FiledHashes()
        for f in 0..<(1 << bits) { sizes[f + 1] += sizes[f] }
        filed.starts = sizes
        filed.hashes = [UInt64](repeating: 0, count: hashes.count)
        filed.hashes.withUnsafeMutableBufferPointer { out in
            for hash in hashes {
                let f = Self.file(hash, bits)
                out[sizes[f]] = hash
                sizes[f] += 1
            }
        }
        return filed
    }

    /// Hashes filed by their top `bits` bits: file `f` is `hashes[starts[f]..<starts[f + 1]]`.
    private struct FiledHashes {
        var hashes: [UInt64] = []
        var starts: [Int] = [0, 0]
    }

    /// The ids of the places in `range` (indices into `first` then `second`) and their
    /// hashes, filed. `room`: ids the arena makes room for (the first half's gets the rest).
    private static func laid(_ first: [Place], _ second: [Place], _ range: Range<Int>,
                             bits: Int, room: Int) -> (ids: PlaceIDs, hashes: FiledHashes) {
        var ids = PlaceIDs()
        ids.arena.reserveCapacity(max(range.count, room) * 20)
        ids.ends.reserveCapacity(max(range.count, room) + 1)
        var hashes = [UInt64](repeating: 0, count: range.count)
        var sizes = [Int](repeating: 0, count: (1 << bits) + 1)
        hashes.withUnsafeMutableBufferPointer { hashes in
            for (k, i) in range.enumerated() {
                var id = i < first.count ? first[i].id : second[i - first.count].id
                let hash = id.withUTF8 { bytes in
                    ids.arena.append(contentsOf: bytes)
                    return ByteStringTable.hash(bytes)
                }
                ids.ends.append(UInt32(ids.arena.count))
                hashes[k] = hash
                sizes[Self.file(hash, bits) + 1] += 1
            }
        }
        return (ids, file(hashes, sizes: sizes, bits: bits))
    }

    @inline(__always)
    private static func file(_ hash: UInt64, _ bits: Int) -> Int {
        bits == 0 ? 0 : Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
    }

    /// Whether the hashes in `files` of `a` and `b` are all different.
    private static func distinctHashes(_ a: FiledHashes, _ b: FiledHashes, _ files: Range<Int>) -> Bool {
        var table: [UInt64] = []
        for f in files {
            let size = a.starts[f + 1] - a.starts[f] + b.starts[f + 1] - b.starts[f]
            var slots = 16
            while slots < size * 2 { slots <<= 1 }
            let mask = slots - 1
            if table.count < slots { table = [UInt64](repeating: 0, count: slots) }
            let distinct: Bool = table.withUnsafeMutableBufferPointer { table in
                // 0 marks an empty slot: a hash of 0 is counted apart.
                var zeros = 0
                defer { UnsafeMutableBufferPointer(rebasing: table[..<slots]).update(repeating: 0) }
                for part in [a, b] {
                    for k in part.starts[f]..<part.starts[f + 1] {
                        let hash = part.hashes[k]
                        if hash == 0 {
                            zeros += 1
                            if zeros > 1 { return false }
                            continue
                        }
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        while table[slot] != 0 {
                            if table[slot] == hash { return false }
                            slot = (slot + 1) & mask
                        }
                        table[slot] = hash
                    }
                }
                return true
            }
            if !distinct { return false }
        }
        return true
    }
}
