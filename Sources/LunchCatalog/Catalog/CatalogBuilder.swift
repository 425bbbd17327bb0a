import LunchStorage
import LunchText

/// Builds the compact stored form (`CatalogImage`) of a list of places: records, the
/// spatial grid, the search index and the name and id orders.
public enum CatalogBuilder {
    /// Grid cells are this many degrees on a side (about 1.1 km of latitude).
    static let cellDegrees = 0.01

    public static func build(_ input: [Place], sourceStamp: UInt64 = 0) -> [UInt8] {
        image(input, sourceStamp: sourceStamp, ids: nil).bytes()
    }

    /// `ids`, when given, must hold exactly the places' ids in their order (a merge made
    /// it): then the places are known to be distinct and are not hashed again.
    static func image(_ input: [Place], sourceStamp: UInt64 = 0, ids given: PlaceIDs?) -> BuiltImage {
        let ids: PlaceIDs
        let places: [Place]
        if let given, given.count == input.count {
            ids = given
            places = input
        } else {
            var table = ByteStringTable(capacity: input.count)
            places = deduplicated(input, ids: &table)
            ids = PlaceIDs(table)
        }
        let count = places.count
        // One walk over each half of the places, a half on each core: folded names (for the
        // names section and the name words), the search index's words, the records and the
        // coordinates (two arrays the grid and the centre read instead of the places).
        let half = count / 2
        var halves: (Half, Half)?
        var lon: [Double] = []
        let lat = [Double](unsafeUninitializedCapacity: count) { lat, latCount in
            lon = [Double](unsafeUninitializedCapacity: count) { lon, lonCount in
                halves = Concurrently.run({ Half(places[..<half], lat: lat, lon: lon) },
                                          { Half(places[half...], lat: lat, lon: lon) })
                lonCount = count
            }
            latCount = count
        }
        var (first, second) = halves!
        halves = nil
        return image(&first, &second, lat: lat, lon: lon, ids: ids, sourceStamp: sourceStamp)
    }

    /// The places as two runs for `stream`, a half of the list on each core, each run
    /// keeping its places' coordinates.
    static func halves(_ places: [Place]) -> (Half, Half) {
        let half = places.count / 2
        return Concurrently.run({ Half(places[..<half]) }, { Half(places[half...]) })
    }

    /// The image of two runs of places one after the other (`second.words.firstPlace` is
    /// `first.count`), whose ids (`ids`, distinct) and coordinates are given whole: the
    /// runs are emptied as their parts go into the image.
    static func image(_ first: inout Half, _ second: inout Half, lat: [Double], lon: [Double], ids: PlaceIDs,
                      sourceStamp: UInt64 = 0) -> BuiltImage {
        let count = lat.count
        var sections = [BuiltImage.Section](repeating: BuiltImage.Section([UInt8]()), count: CatalogImage.sectionCount)
        func put<T>(_ section: CatalogImage.Section, _ array: [T]) {
            sections[section.rawValue] = BuiltImage.Section(array)
        }
        typealias Slot = Concurrently.Slot
        // Each array moved out of its half (then it is the only holder: joined in place).
        let folded = (Slot<(arena: [UInt8], ends: [UInt32])>(), Slot<(arena: [UInt8], ends: [UInt32])>())
        (folded.0.value, folded.1.value) = (first.folded, second.folded)
        (first.folded, second.folded) = (([], []), ([], []))
        let records = (first.takeRecords(), second.takeRecords())
        // The rest in pieces on both cores, the longest first.
        let words = (Slot<SearchIndexPart>(), Slot<SearchIndexPart>())
        (words.0.value, words.1.value) = (first.words, second.words)
        (first.words, second.words) = (SearchIndexPart(firstPlace: 0, capacity: 0), SearchIndexPart(firstPlace: 0, capacity: 0))
        let search = Slot<SearchIndexBuilder.Output>()
        let names = Slot<(order: [UInt32], offsets: [UInt32], names: [UInt8])>()
        let grid = Slot<(keys: [Int64], starts: [UInt32], members: [UInt32], lat: [Double], lon: [Double])>()
        let idOrder = Slot<[UInt32]>(), vocabulary = Slot<[UInt8]>()
        let recordOffsets = Slot<[UInt32]>()
        Concurrently.all([
            // One after the other: each sort's room (tens of megabytes) is let go before the next.
            {
                // The two halves' names joined here, not while the other core waits.
                var joined = folded.0.value!
                folded.0.value = nil
                append(folded.1.value!, to: &joined)
                folded.1.value = nil
                names.value = nameSections(joined)
                idOrder.value = ByteStringOrder.order(arena: ids.arena, ends: ids.ends)
            },
            {
                vocabulary.value = Self.vocabulary(words.0.value!, words.1.value!)
                search.value = SearchIndexBuilder.finish([words.0.value!, words.1.value!])
                // The words go as their index comes (tens of megabytes each, at a million places).
                (words.0.value, words.1.value) = (nil, nil)
            },
            { grid.value = Self.grid(lat: lat, lon: lon) },
            {
                let shift = UInt32(records.0.arena.count)
                recordOffsets.value = records.0.ends + records.1.ends.dropFirst().lazy.map { $0 + shift }
            },
        ])
        let index = search.value!
        put(.lat, lat)
        put(.lon, lon)
        let cells = grid.value!
        put(.gridKeys, cells.keys)
        put(.gridStarts, cells.starts)
        put(.gridMembers, cells.members)
        put(.gridLat, cells.lat)
        put(.gridLon, cells.lon)
        let nameParts = names.value!
        put(.nameOrder, nameParts.order)
        put(.nameOffsets, nameParts.offsets)
        put(.names, nameParts.names)
        // The id table holds the ids in place order: sorted as it is.
        put(.idOrder, idOrder.value!)
        put(.vocabulary, vocabulary.value!)
        // The two halves' records are stored one after the other, not joined in memory.
        put(.recordOffsets, recordOffsets.value!)
        sections[CatalogImage.Section.records.rawValue] = BuiltImage.Section(parts: [records.0.arena, records.1.arena])
        put(.tokenOffsets, index.tokenOffsets)
        put(.tokens, index.tokens)
        put(.postingStarts, index.postingStarts)
        put(.postingPlaces, index.postingPlaces)
        put(.postingWeights, index.postingWeights)
        // The centre on one core while the other takes the body's checksum (the header is sealed after).
        var image = BuiltImage(unsummed: sections, places: count, sourceStamp: sourceStamp)
        let (centre, checksum) = Concurrently.run({ Self.centre(lat: lat, lon: lon) }, { image.checksum() })
        image.finish(centre: centre, checksum: checksum)
        return image
    }

    /// The names section: the folded names in their order (place indices), where each
    /// ends, and their bytes end to end in that order.
    static func nameSections(_ folded: (arena: [UInt8], ends: [UInt32])) -> (order: [UInt32], offsets: [UInt32], names: [UInt8]) {
        let nameOrder = ByteStringOrder.order(arena: folded.arena, ends: folded.ends)
        var nameOffsets = [UInt32](repeating: 0, count: nameOrder.count + 1)
        // Each name copied straight to its place (the same bytes as the arena, reordered).
        let names = [UInt8](unsafeUninitializedCapacity: folded.arena.count) { names, initialized in
            folded.arena.withUnsafeBufferPointer { arena in
                folded.ends.withUnsafeBufferPointer { ends in
                    var at = 0
                    for (k, i) in nameOrder.enumerated() {
                        let start = Int(ends[Int(i)]), length = Int(ends[Int(i) + 1]) - start
                        if length > 0 {
                            (names.baseAddress! + at).initialize(from: arena.baseAddress! + start, count: length)
                        }
                        at += length
                        nameOffsets[k + 1] = UInt32(at)
                    }
                    initialized = at
                }
            }
        }
        return (nameOrder, nameOffsets, names)
    }

    /// Byte strings (end to end, as in `ByteStringTable`) after those of `list`.
    static func append(_ more: (arena: [UInt8], ends: [UInt32]), to list: inout (arena: [UInt8], ends: [UInt32])) {
        let shift = UInt32(list.arena.count)
        list.arena.append(contentsOf: more.arena)
        list.ends.append(contentsOf: more.ends.dropFirst().lazy.map { $0 + shift })
    }

    /// Every place's folded name (`TextFolding.fold`), end to end as in `ByteStringTable`.
    static func foldedNames(_ places: ArraySlice<Place>) -> (arena: [UInt8], ends: [UInt32]) {
        var arena: [UInt8] = [], ends: [UInt32] = [0]
        arena.reserveCapacity(places.count * 16)
        ends.reserveCapacity(places.count + 1)
        var scratch: [UInt8] = []
        for place in places {
            if TextFolding.fold(place.name, into: &scratch) {
                arena.append(contentsOf: scratch)
            } else {
                arena.append(contentsOf: TextFolding.foundationFold(place.name).utf8)
            }
            ends.append(UInt32(arena.count))
        }
        return (arena, ends)
    }

    /// The 0.01° grid: the occupied cells' keys in order, where each cell's members start
    /// (and the end), the members (place indices) cell by cell, and their coordinates in
    /// that order.
    static func grid(lat: [Double], lon: [Double])
        -> (keys: [Int64], starts: [UInt32], members: [UInt32], lat: [Double], lon: [Double]) {
        let (keys, starts, members) = gridCells(lat: lat, lon: lon)
        return (keys, starts, members, members.map { lat[Int($0)] }, members.map { lon[Int($0)] })
    }

    /// The grid's occupied cells' keys in order, where each cell's members start (and the
    /// end), and the members cell by cell.
    static func gridCells(lat: [Double], lon: [Double]) -> (keys: [Int64], starts: [UInt32], members: [UInt32]) {
        // Cell keys fit in 32 bits: sort (key << 32 | index) on the keys, the indices in order.
        var pairs = lat.indices.map { UInt64(cellKey(lat: lat[$0], lon: lon[$0])) << 32 | UInt64($0) }
        IntegerRadixSort.sort(&pairs, fromBit: 32)
        var keys: [Int64] = [], starts: [UInt32] = []
        for (position, pair) in pairs.enumerated() where keys.last != Int64(pair >> 32) {
            keys.append(Int64(pair >> 32))
            starts.append(UInt32(position))
        }
        starts.append(UInt32(lat.count))
        return (keys, starts, pairs.map { UInt32(truncatingIfNeeded: $0) })
    }

    /// How many grid cells hold a place (`gridCells(…).keys.count`), counted in a small
    /// table rather than sorted: an import knows the grid's size before it is built.
    /// `parts`: the coordinates, in parts.
    static func gridCellCount(_ parts: [(lat: [Double], lon: [Double])]) -> Int {
        // Open addressing on key + 1 (0 marks a free slot), grown at half full.
        var slots = [UInt64](repeating: 0, count: 1 << 12)
        var used = 0
        for (lat, lon) in parts {
            lat.withUnsafeBufferPointer { lat in
                lon.withUnsafeBufferPointer { lon in
                    for i in lat.indices {
                        let key = UInt64(bitPattern: cellKey(lat: lat[i], lon: lon[i])) &+ 1
                        guard insert(key, into: &slots) else { continue }
                        used += 1
                        if used * 2 > slots.count {
                            var larger = [UInt64](repeating: 0, count: slots.count * 2)
                            for old in slots where old != 0 { _ = insert(old, into: &larger) }
                            slots = larger
                        }
                    }
                }
            }
        }
        return used
    }

    /// Puts `key` (not 0) in the table; false when it is there already.
    @inline(__always)
    private static func insert(_ key: UInt64, into slots: inout [UInt64]) -> Bool {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        return slots.withUnsafeMutableBufferPointer { slots in
            while true {
                if slots[i] == key { return false }
                if slots[i] == 0 {
                    slots[i] = key
                    return true
                }
                i = (i + 1) & mask
            }
        }
    }

    static func cellKey(lat: Double, lon: Double) -> Int64 {
        let row = Int64((lat / cellDegrees).rounded(.down)) + 9_100
        let column = Int64((lon / cellDegrees).rounded(.down)) + 18_100
        return row * 40_000 + column
    }

    /// Later places with the same id replace earlier ones, keeping the first position.
    /// `ids` ends up holding the ids in the order of the result.
    static func deduplicated(_ places: [Place], ids: inout ByteStringTable) -> [Place] {
        var firsts: [Int] = [], replacements: [(slot: Int, place: Int)] = []
        for (n, place) in places.enumerated() {
            let (i, isNew) = ids.insert(place.id)
            if !isNew {
                if replacements.isEmpty { firsts = Array(0..<n) }
                replacements.append((i, n))
            } else if !replacements.isEmpty {
                firsts.append(n)
            }
        }
        // Nearly always every id is new: the list is used as it is, not copied.
        guard !replacements.isEmpty else { return places }
        var out = firsts.map { places[$0] }
        for (slot, n) in replacements { out[slot] = places[n] }
        return out
    }

    /// Distinct cuisines and tags with how many places have each: `c`/`t`, value, count.
    /// `first` and `second`: the two halves' words, which counted them.
    static func vocabulary(_ first: SearchIndexPart, _ second: SearchIndexPart) -> [UInt8] {
        var writer = ByteWriter()
        var (cuisines, tags) = (first.cuisines, first.tags)
        cuisines.add(second.cuisines)
        tags.add(second.tags)
        for (kind, values) in [("c", cuisines), ("t", tags)] {
            for (value, n) in values.all.sorted(by: { $0.value < $1.value }) {
                writer.appendField(kind)
                writer.appendField(value)
                writer.appendField(String(n))
            }
        }
        return writer.bytes
    }
}
