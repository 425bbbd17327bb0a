import LunchStorage
import LunchText

extension CatalogBuilder {
    /// What the build reads from a run of places (half the list, on one core), in one
    /// walk over them: each place's folded name, its words for the search index (with the
    /// cuisines and tags counted), its record and its coordinates. Each place's strings
    /// are far apart in memory: reading them once, not once per section, saves a cache
    /// miss per place and pass.
    struct Half {
        /// The folded names (`TextFolding.fold`), end to end as in `ByteStringTable`.
        var folded: (arena: [UInt8], ends: [UInt32])
        var words: SearchIndexPart
        /// The records (`RecordCodec`), end to end.
        var records: (arena: [UInt8], ends: [UInt32])

        /// `lat` and `lon` have room for the whole list: the places' coordinates are
        /// written at their indices.
        init(_ places: ArraySlice<Place>, lat: UnsafeMutableBufferPointer<Double>, lon: UnsafeMutableBufferPointer<Double>) {
            var words = SearchIndexPart(firstPlace: places.startIndex, capacity: places.count)
            var folded: (arena: [UInt8], ends: [UInt32]) = ([], [0])
            folded.arena.reserveCapacity(places.count * 16)
            folded.ends.reserveCapacity(places.count + 1)
            var writer = ByteWriter()
            writer.bytes.reserveCapacity(places.count * 96)
            var ends: [UInt32] = [0]
            ends.reserveCapacity(places.count + 1)
            var name: [UInt8] = []
            let first = places.startIndex
            // Each place copied once (its fields retained once), read by all that follows.
            places.withUnsafeBufferPointer { places in
                for i in places.indices {
                    let place = places[i]
                    if !TextFolding.fold(place.name, into: &name) {
                        name = Array(TextFolding.foundationFold(place.name).utf8)
                    }
                    folded.arena.append(contentsOf: name)
                    folded.ends.append(UInt32(folded.arena.count))
                    name.withUnsafeBufferPointer { words.add(place, foldedName: $0) }
                    RecordCodec.encode(place, into: &writer)
                    ends.append(UInt32(writer.bytes.count))
                    lat[first + i] = place.coordinate.lat
                    lon[first + i] = place.coordinate.lon
                }
            }
            self.folded = folded
            self.words = words
            records = (writer.bytes, ends)
        }
    }
}
