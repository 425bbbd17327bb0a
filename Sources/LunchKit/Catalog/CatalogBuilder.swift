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
        var sections = [BuiltImage.Section](repeating: BuiltImage.Section([UInt8]()), count: CatalogImage.sectionCount)
        func put<T>(_ section: CatalogImage.Section, _ array: [T]) {
            sections[section.rawValue] = BuiltImage.Section(array)
        }
        // Folded names serve the names section and the index's name words: folded once,
        // half on each core (scripts the folding table does not cover go through Foundation).
        let half = count / 2
        let folded = joined(Concurrently.run({ foldedNames(places[..<half]) }, { foldedNames(places[half...]) }))
        // The rest in pieces on both cores, the longest first: the search index's words
        // (half the places each), the name order, the grid, the id order, the records.
        typealias Slot = Concurrently.Slot
        let words = (Slot<SearchIndexPart>(), Slot<SearchIndexPart>())
        let records = (Slot<(arena: [UInt8], ends: [UInt32])>(), Slot<(arena: [UInt8], ends: [UInt32])>())
        let names = Slot<(order: [UInt32], offsets: [UInt32], names: [UInt8])>()
        let grid = Slot<(keys: [Int64], starts: [UInt32], members: [UInt32], lat: [Double], lon: [Double])>()
        let coordinates = Slot<(lat: [Double], lon: [Double])>()
        let idOrder = Slot<[UInt32]>(), vocabulary = Slot<[UInt8]>(), centre = Slot<Coordinate>()
        Concurrently.all([
            { words.0.value = SearchIndexPart(places[..<half], foldedNames: folded) },
            { words.1.value = SearchIndexPart(places[half...], foldedNames: folded) },
            { names.value = nameSections(folded) },
            {
                let cells = Self.grid(places)
                grid.value = (cells.keys, cells.starts, cells.members.map(UInt32.init),
                              cells.members.map { places[$0].coordinate.lat }, cells.members.map { places[$0].coordinate.lon })
            },
            { idOrder.value = ByteStringOrder.order(arena: ids.arena, ends: ids.ends) },
            { records.0.value = encodeRecords(places[..<half]) },
            { records.1.value = encodeRecords(places[half...]) },
            { vocabulary.value = Self.vocabulary(places) },
            { centre.value = Self.centre(places) },
            { coordinates.value = (places.map(\.coordinate.lat), places.map(\.coordinate.lon)) },
        ])
        let index = SearchIndexBuilder.finish([words.0.value!, words.1.value!])
        put(.lat, coordinates.value!.lat)
        put(.lon, coordinates.value!.lon)
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
        let (firstRecords, secondRecords) = (records.0.value!, records.1.value!)
        let shift = UInt32(firstRecords.arena.count)
        put(.recordOffsets, firstRecords.ends + secondRecords.ends.dropFirst().lazy.map { $0 + shift })
        sections[CatalogImage.Section.records.rawValue] = BuiltImage.Section(parts: [firstRecords.arena, secondRecords.arena])
        put(.tokenOffsets, index.tokenOffsets)
        put(.tokens, index.tokens)
        put(.postingStarts, index.postingStarts)
        put(.postingPlaces, index.postingPlaces)
        put(.postingWeights, index.postingWeights)
        return BuiltImage(sections: sections, places: count, sourceStamp: sourceStamp, centre: centre.value!)
    }

    /// The names section: the folded names in their order (place indices), where each
    /// ends, and their bytes end to end in that order.
    static func nameSections(_ folded: (arena: [UInt8], ends: [UInt32])) -> (order: [UInt32], offsets: [UInt32], names: [UInt8]) {
        let nameOrder = ByteStringOrder.order(arena: folded.arena, ends: folded.ends)
        var names: [UInt8] = []
        names.reserveCapacity(folded.arena.count)
        var nameOffsets: [UInt32] = [0]
        nameOffsets.reserveCapacity(nameOrder.count + 1)
        folded.arena.withUnsafeBufferPointer { arena in
            for i in nameOrder {
                names.append(contentsOf: UnsafeBufferPointer(rebasing: arena[Int(folded.ends[Int(i)])..<Int(folded.ends[Int(i) + 1])]))
                nameOffsets.append(UInt32(names.count))
            }
        }
        return (nameOrder, nameOffsets, names)
    }

    /// Places as records (`RecordCodec`), end to end as in `ByteStringTable`.
    static func encodeRecords(_ places: ArraySlice<Place>) -> (arena: [UInt8], ends: [UInt32]) {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(places.count * 96)
        var ends: [UInt32] = [0]
        ends.reserveCapacity(places.count + 1)
        for place in places {
            RecordCodec.encode(place, into: &writer)
            ends.append(UInt32(writer.bytes.count))
        }
        return (writer.bytes, ends)
    }

    /// Two halves' byte strings as one list.
    static func joined(_ halves: ((arena: [UInt8], ends: [UInt32]), (arena: [UInt8], ends: [UInt32])))
        -> (arena: [UInt8], ends: [UInt32]) {
        var out = halves.0
        let shift = UInt32(out.arena.count)
        out.arena.append(contentsOf: halves.1.arena)
        out.ends.append(contentsOf: halves.1.ends.dropFirst().lazy.map { $0 + shift })
        return out
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
    /// (and the end), and the members (place indices) cell by cell.
    static func grid(_ places: [Place]) -> (keys: [Int64], starts: [UInt32], members: [Int]) {
        let cells = places.map { cellKey(lat: $0.coordinate.lat, lon: $0.coordinate.lon) }
        // Cell keys fit in 32 bits: sort (key << 32 | index) as plain integers.
        let members = cells.enumerated().map { UInt64($0.element) << 32 | UInt64($0.offset) }.sorted()
            .map { Int($0 & 0xFFFF_FFFF) }
        var keys: [Int64] = []
        var starts: [UInt32] = []
        for (position, member) in members.enumerated() where keys.last != cells[member] {
            keys.append(cells[member])
            starts.append(UInt32(position))
        }
        starts.append(UInt32(places.count))
        return (keys, starts, members)
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
    static func vocabulary(_ places: [Place]) -> [UInt8] {
        var writer = ByteWriter()
        for kind in ["c", "t"] {
            var values = ByteStringTable()
            var counts: [Int] = []
            for place in places {
                for value in kind == "c" ? place.cuisines : place.tags {
                    let (i, isNew) = values.insert(value)
                    if isNew { counts.append(1) } else { counts[i] += 1 }
                }
            }
            let table = (0..<values.count).map { (values.string($0), counts[$0]) }
            for (value, n) in table.sorted(by: { $0.0 < $1.0 }) {
                writer.appendField(kind)
                writer.appendField(value)
                writer.appendField(String(n))
            }
        }
        return writer.bytes
    }
}
