import LunchStorage
import LunchText

extension CatalogBuilder {
    /// What the build reads from a run of places (half the list, on one core), in one
    /// walk over them: each place's folded name, its words for the search index (with the
    /// cuisines and tags counted), its record and its coordinates. Each place's strings
    /// are far apart in memory: reading them once, not once per section, saves a cache
    /// miss per place and pass. An import of Overpass JSON fills one as it reads
    /// (`add`), so no list of places is ever held.
    struct Half {
        /// The folded names (`TextFolding.fold`), end to end as in `ByteStringTable`.
        var folded: (arena: [UInt8], ends: [UInt32])
        var words: SearchIndexPart
        /// The records (`RecordCodec`), end to end.
        var records: (arena: [UInt8], ends: [UInt32]) { (writer.bytes, recordEnds) }
        /// The coordinates of the places added (`add`; empty when made from a list). Their
        /// ids are not kept apart: each record's first field is its id (`PlaceIDs(records:)`).
        var lat: [Double] = [], lon: [Double] = []
        private var writer = ByteWriter()
        private var recordEnds: [UInt32] = [0]
        private var name: [UInt8] = []

        var count: Int { recordEnds.count - 1 }

        /// An empty run whose first place is `firstPlace` (of the whole list), room for `capacity`.
        init(firstPlace: Int, capacity: Int) {
            words = SearchIndexPart(firstPlace: firstPlace, capacity: capacity)
            folded = ([], [0])
            reserve(capacity)
        }

        /// Room for `capacity` places in all (a guess from the bytes read so far).
        mutating func reserve(_ capacity: Int) {
            folded.arena.reserveCapacity(capacity * 16)
            folded.ends.reserveCapacity(capacity + 1)
            writer.bytes.reserveCapacity(capacity * 96)
            recordEnds.reserveCapacity(capacity + 1)
            words.reserve(capacity)
            // (Grown by doubling, each of these would be held twice for a moment.)
            lat.reserveCapacity(capacity)
            lon.reserveCapacity(capacity)
        }

        /// `lat` and `lon` have room for the whole list: the places' coordinates are
        /// written at their indices.
        init(_ places: ArraySlice<Place>, lat: UnsafeMutableBufferPointer<Double>, lon: UnsafeMutableBufferPointer<Double>) {
            self.init(firstPlace: places.startIndex, capacity: places.count)
            let first = places.startIndex
            // Each place copied once (its fields retained once), read by all that follows.
            places.withUnsafeBufferPointer { places in
                for i in places.indices {
                    let place = places[i]
                    encode(place)
                    lat[first + i] = place.coordinate.lat
                    lon[first + i] = place.coordinate.lon
                }
            }
        }

        /// A run of the list (`places`' indices are the list's), its coordinates kept here.
        init(_ places: ArraySlice<Place>) {
            self.init(firstPlace: places.startIndex, capacity: places.count)
            places.withUnsafeBufferPointer { places in
                for i in places.indices { add(places[i]) }
            }
        }

        /// The next place of the list, with its coordinates kept here.
        mutating func add(_ place: Place) {
            encode(place)
            lat.append(place.coordinate.lat)
            lon.append(place.coordinate.lon)
        }

        @inline(__always)
        private mutating func encode(_ place: Place) {
            if !TextFolding.fold(place.name, into: &name) {
                name = Array(TextFolding.foundationFold(place.name).utf8)
            }
            folded.arena.append(contentsOf: name)
            folded.ends.append(UInt32(folded.arena.count))
            name.withUnsafeBufferPointer { words.add(place, foldedName: $0) }
            RecordCodec.encode(place, into: &writer)
            recordEnds.append(UInt32(writer.bytes.count))
        }

        /// A place read from a file's bytes (`ElementRecord`): what `add` makes of the
        /// `Place` it stands for, without one.
        mutating func add(_ element: ElementRecord) {
            if !TextFolding.fold(utf8: element.name, into: &name) {
                name = Array(TextFolding.foundationFold(String(decoding: element.name, as: UTF8.self)).utf8)
            }
            folded.arena.append(contentsOf: name)
            folded.ends.append(UInt32(folded.arena.count))
            name.withUnsafeBufferPointer {
                words.add(foldedName: $0, cuisines: element.cuisines, tags: element.tags, address: element.address)
            }
            RecordCodec.encode(element, into: &writer)
            recordEnds.append(UInt32(writer.bytes.count))
            lat.append(element.coordinate.lat)
            lon.append(element.coordinate.lon)
        }

        /// Gives up the records' bytes (the image holds them from here).
        mutating func takeRecords() -> (arena: [UInt8], ends: [UInt32]) {
            defer { (writer, recordEnds) = (ByteWriter(), []) }
            return (writer.bytes, recordEnds)
        }
    }
}
