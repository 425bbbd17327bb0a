/// Builds the compact stored form (`CatalogImage`) of a list of places: records, the
/// spatial grid, the search index and the name and id orders.
public enum CatalogBuilder {
    /// Grid cells are this many degrees on a side (about 1.1 km of latitude).
    static let cellDegrees = 0.01

    public static func build(_ input: [Place], sourceStamp: UInt64 = 0) -> [UInt8] {
        let places = deduplicated(input)
        let count = places.count
        var sections = [[UInt8]](repeating: [], count: CatalogImage.sectionCount)
        func put<T>(_ section: CatalogImage.Section, _ array: [T]) {
            sections[section.rawValue] = array.withUnsafeBytes { Array($0) }
        }
        put(.lat, places.map(\.coordinate.lat))
        put(.lon, places.map(\.coordinate.lon))

        var records = ByteWriter()
        var recordOffsets: [UInt32] = [0]
        recordOffsets.reserveCapacity(count + 1)
        for place in places {
            RecordCodec.encode(place, into: &records)
            recordOffsets.append(UInt32(records.bytes.count))
        }
        put(.recordOffsets, recordOffsets)
        put(.records, records.bytes)

        let keys = places.map { cellKey(lat: $0.coordinate.lat, lon: $0.coordinate.lon) }
        // Cell keys fit in 32 bits: sort (key << 32 | index) as plain integers.
        let members = keys.enumerated().map { UInt64($0.element) << 32 | UInt64($0.offset) }.sorted()
            .map { Int($0 & 0xFFFF_FFFF) }
        var gridKeys: [Int64] = []
        var gridStarts: [UInt32] = []
        for (position, member) in members.enumerated() where gridKeys.last != keys[member] {
            gridKeys.append(keys[member])
            gridStarts.append(UInt32(position))
        }
        gridStarts.append(UInt32(count))
        put(.gridKeys, gridKeys)
        put(.gridStarts, gridStarts)
        put(.gridMembers, members.map(UInt32.init))
        put(.gridLat, members.map { places[$0].coordinate.lat })
        put(.gridLon, members.map { places[$0].coordinate.lon })

        let index = SearchIndexBuilder.build(places)
        put(.tokenOffsets, index.tokenOffsets)
        put(.tokens, index.tokens)
        put(.postingStarts, index.postingStarts)
        put(.postingPlaces, index.postingPlaces)
        put(.postingWeights, index.postingWeights)

        let folded = places.map { TextFolding.fold($0.name) }
        let nameOrder = byteOrder(folded)
        var names = ByteWriter()
        var nameOffsets: [UInt32] = [0]
        for i in nameOrder {
            names.bytes.append(contentsOf: folded[i].utf8)
            nameOffsets.append(UInt32(names.bytes.count))
        }
        put(.nameOrder, nameOrder.map(UInt32.init))
        put(.nameOffsets, nameOffsets)
        put(.names, names.bytes)
        put(.idOrder, byteOrder(places.map(\.id)).map(UInt32.init))
        put(.vocabulary, vocabulary(places))
        return assemble(sections, count: count, sourceStamp: sourceStamp, centre: centre(places))
    }

    /// Indices of `strings` in UTF-8 byte order (what the binary searches compare): sorted
    /// first on their first eight bytes packed in an integer, then ties compared in full.
    static func byteOrder(_ strings: [String]) -> [Int] {
        let heads: [UInt64] = strings.map { s in
            var key: UInt64 = 0, n = 0
            for b in s.utf8.prefix(8) { key |= UInt64(b) << (56 - 8 * n); n += 1 }
            return key
        }
        var order = Array(0..<strings.count)
        order.sort { heads[$0] != heads[$1] ? heads[$0] < heads[$1] : $0 < $1 }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, heads[order[end]] == heads[order[start]] { end += 1 }
            if end - start > 1, strings[order[start]].utf8.count >= 8 {
                order[start..<end].sort {
                    let a = strings[$0].utf8, b = strings[$1].utf8
                    return a.lexicographicallyPrecedes(b) || (a.elementsEqual(b) && $0 < $1)
                }
            }
            start = end
        }
        return order
    }

    static func cellKey(lat: Double, lon: Double) -> Int64 {
        let row = Int64((lat / cellDegrees).rounded(.down)) + 9_100
        let column = Int64((lon / cellDegrees).rounded(.down)) + 18_100
        return row * 40_000 + column
    }

    /// Later places with the same id replace earlier ones, keeping the first position.
    static func deduplicated(_ places: [Place]) -> [Place] {
        var position: [String: Int] = [:]
        var out: [Place] = []
        out.reserveCapacity(places.count)
        for place in places {
            if let i = position[place.id] { out[i] = place } else {
                position[place.id] = out.count
                out.append(place)
            }
        }
        return out
    }

    /// Distinct cuisines and tags with how many places have each: `c`/`t`, value, count.
    static func vocabulary(_ places: [Place]) -> [UInt8] {
        var cuisines: [String: Int] = [:], tags: [String: Int] = [:]
        for place in places {
            for c in place.cuisines { cuisines[c, default: 0] += 1 }
            for t in place.tags { tags[t, default: 0] += 1 }
        }
        var writer = ByteWriter()
        for (kind, table) in [("c", cuisines), ("t", tags)] {
            for (value, n) in table.sorted(by: { $0.key < $1.key }) {
                writer.appendField(kind)
                writer.appendField(value)
                writer.appendField(String(n))
            }
        }
        return writer.bytes
    }

    /// The median latitude and longitude: the middle of where the places are.
    static func centre(_ places: [Place]) -> Coordinate {
        guard !places.isEmpty else { return Coordinate(lat: 0, lon: 0) }
        let lats = places.map(\.coordinate.lat).sorted(), lons = places.map(\.coordinate.lon).sorted()
        return Coordinate(lat: lats[lats.count / 2], lon: lons[lons.count / 2])
    }

    private static func assemble(_ sections: [[UInt8]], count: Int, sourceStamp: UInt64,
                                 centre: Coordinate) -> [UInt8] {
        var w = ByteWriter()
        w.append(CatalogImage.magic)
        w.append(CatalogImage.formatVersion)
        w.append(UInt32(count))
        w.append(sourceStamp)
        w.append(UInt64(0))  // total length, patched below
        w.append(centre.lat)
        w.append(centre.lon)
        w.align(to: CatalogImage.headerSize)
        while w.bytes.count < CatalogImage.headerSize { w.bytes.append(0) }
        let tableStart = w.bytes.count
        w.bytes.append(contentsOf: [UInt8](repeating: 0, count: CatalogImage.sectionCount * 16))
        for (i, section) in sections.enumerated() {
            w.align(to: 16)
            w.patch(UInt64(w.bytes.count), at: tableStart + i * 16)
            w.patch(UInt64(section.count), at: tableStart + i * 16 + 8)
            w.bytes.append(contentsOf: section)
        }
        w.patch(UInt64(w.bytes.count), at: 24)
        let sum = w.bytes.withUnsafeBytes { CatalogImage.checksum(UnsafeRawBufferPointer(rebasing: $0[CatalogImage.headerSize...])) }
        w.patch(sum, at: 48)
        return w.bytes
    }
}
