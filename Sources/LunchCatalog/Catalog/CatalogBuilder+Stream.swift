import Dispatch
import Foundation
import LunchStorage
import LunchText

extension CatalogBuilder {
    /// The image `image(&first, &second, …)` builds, written to `write` section by section
    /// as each is built instead of built whole first: every section's size is found first
    /// (the search index's words and the grid's cells counted, nothing else built), so the
    /// header's table and each block's checksum are known as the bytes go out; each input
    /// is let go once what needs it is written (the records first, the largest part). The
    /// catalog is never whole in memory: at five million places ~1 GB less.
    ///
    /// Two threads: one writes, in file order, waiting for each section; the other builds
    /// the grid, the postings, the names and the id order one after the other, once the
    /// records are out. The runs (their ids, distinct, included) and the arrays given are
    /// left empty (the ids are read from the records). Returns the file's first bytes (header and table, with the centre and
    /// checksum) to write over those written first, and what the file holds (`WrittenImage`).
    static func stream(_ first: inout Half, _ second: inout Half, sourceStamp: UInt64 = 0,
                       to write: (Data) throws -> Void) throws -> (start: [UInt8], written: WrittenImage) {
        let parts = StreamParts()
        parts.records = [first.takeRecords(), second.takeRecords()]
        parts.folded = [first.folded, second.folded]
        (first.folded, second.folded) = (([], []), ([], []))
        parts.words = [first.words, second.words]
        (first.words, second.words) = (SearchIndexPart(firstPlace: 0, capacity: 0), SearchIndexPart(firstPlace: 0, capacity: 0))
        // The coordinates stay in halves until the records are out (joined, they would be copied).
        parts.halves = [(first.lat, first.lon), (second.lat, second.lon)]
        (first.lat, first.lon, second.lat, second.lon) = ([], [], [], [])
        let count = parts.halves.reduce(0) { $0 + $1.lat.count }

        // Every section's size: the search index's words joined and counted, the grid's cells counted.
        let ((plan, vocabulary), cells) = Concurrently.run({
            (SearchIndexBuilder.Plan(parts.words)!, Self.vocabulary(parts.words[0], parts.words[1]))
        }, { gridCellCount(parts.halves) })
        var sizes = [Int](repeating: 0, count: CatalogImage.sectionCount)
        func size(_ section: CatalogImage.Section, _ bytes: Int) { sizes[section.rawValue] = bytes }
        size(.lat, 8 * count)
        size(.lon, 8 * count)
        size(.recordOffsets, 4 * (count + 1))
        size(.records, parts.records.reduce(0) { $0 + $1.arena.count })
        size(.gridKeys, 8 * cells)
        size(.gridStarts, 4 * (cells + 1))
        size(.gridMembers, 4 * count)
        size(.tokenOffsets, 4 * (plan.tokenCount + 1))
        size(.tokens, plan.table.arena.count)
        size(.postingStarts, 4 * plan.postingStarts.count)
        size(.postingPlaces, 4 * plan.postingCount)
        size(.postingWeights, plan.postingCount)
        size(.nameOrder, 4 * count)
        size(.nameOffsets, 4 * (count + 1))
        size(.names, parts.folded.reduce(0) { $0 + $1.arena.count })
        size(.idOrder, 4 * count)
        size(.vocabulary, vocabulary.count)
        size(.gridLat, 8 * count)
        size(.gridLon, 8 * count)
        let (unsealed, offsets, end) = BuiltImage.header(sizes: sizes, places: count, sourceStamp: sourceStamp)
        var header = unsealed

        let signals = Signals()
        let (written, centre) = Concurrently.run({
            Result { try writeSections(parts, plan: plan, vocabulary: vocabulary, header: unsealed, offsets: offsets, end: end,
                                       signals: signals, to: write) }
        }, { () -> Coordinate in
            // The large sorts start once the records (the largest part) are written and let go.
            signals.recordsOut.wait()
            parts.lat.reserveCapacity(count)
            parts.lon.reserveCapacity(count)
            for k in parts.halves.indices {
                parts.lat.append(contentsOf: parts.halves[k].lat)
                parts.lon.append(contentsOf: parts.halves[k].lon)
                parts.halves[k] = ([], [])
            }
            parts.grid = gridCells(lat: parts.lat, lon: parts.lon)
            signals.grid.signal()
            parts.postings = plan.postings(parts.words)
            parts.words = []
            signals.postings.signal()
            var joined = parts.folded[0]
            parts.folded[0] = ([], [])
            append(parts.folded[1], to: &joined)
            parts.folded = []
            parts.names = nameSections(joined)
            joined = ([], [])
            signals.names.signal()
            // The ids the writing thread read from the records before it let them go.
            var ids = PlaceIDs()
            for k in parts.ids.indices {
                var part = parts.ids[k]
                parts.ids[k] = PlaceIDs()
                ids = PlaceIDs.joined(&ids, &part)
            }
            parts.ids = []
            parts.idOrder = ByteStringOrder.order(arena: ids.arena, ends: ids.ends)
            signals.ids.signal()
            return Self.centre(lat: parts.lat, lon: parts.lon)
        })
        var (sums, contents) = try written.get()
        BuiltImage.seal(&header, centre: centre, body: sums.sum.value)
        return (header, WrittenImage(size: end, states: sums.finish(), contentsAgree: contents.finish()))
    }

    /// The writing thread of `stream`: the sections in file order, each waited for
    /// (`signals`) and let go once written; the checksum's states and the contents check.
    private static func writeSections(_ parts: StreamParts, plan: SearchIndexBuilder.Plan, vocabulary: [UInt8], header: [UInt8],
                                      offsets: [Int], end: Int, signals: Signals,
                                      to write: (Data) throws -> Void) throws -> (BlockStates, ImageContentsCheck) {
        var recordsGone = false
        // However the writing ends, the other thread goes on (and ends).
        defer { if !recordsGone { signals.recordsOut.signal() } }
        return try withoutActuallyEscaping(write) { write in
            var out = SectionWriter(write: write, offsets: offsets, size: end)
            try out.bytes(header)
            try out.put(.lat, parts: parts.halves.map(\.lat))
            try out.put(.lon, parts: parts.halves.map(\.lon))
            try out.start(.recordOffsets)
            var shift: UInt32 = 0
            for (k, records) in parts.records.enumerated() {
                let skip = k == 0 ? 0 : 1
                try out.chunks(of: records.ends.count - skip) { records.ends[$0 + skip] + shift }
                shift += UInt32(records.arena.count)
            }
            try out.start(.records)
            for k in parts.records.indices {
                try parts.records[k].arena.withUnsafeBytes { try out.bytes($0) }
                // The ids (each record's first field) copied out as the records go: no
                // copy of them is held while the places are read (5M: ~110 MB less at the fullest).
                parts.ids.append(PlaceIDs(records: parts.records[k]))
                parts.records[k] = ([], [])
            }
            recordsGone = true
            signals.recordsOut.signal()
            signals.grid.wait()
            try out.put(.gridKeys, parts.grid.keys)
            try out.put(.gridStarts, parts.grid.starts)
            try out.put(.gridMembers, parts.grid.members)
            let tokens = plan.tokens()
            try out.put(.tokenOffsets, tokens.offsets)
            try out.put(.tokens, tokens.bytes)
            try out.put(.postingStarts, plan.postingStarts)
            signals.postings.wait()
            try out.put(.postingPlaces, parts.postings.places)
            try out.put(.postingWeights, parts.postings.weights)
            parts.postings = ([], [])
            signals.names.wait()
            try out.put(.nameOrder, parts.names.order)
            try out.put(.nameOffsets, parts.names.offsets)
            try out.put(.names, parts.names.names)
            parts.names = ([], [], [])
            signals.ids.wait()
            try out.put(.idOrder, parts.idOrder)
            parts.idOrder = []
            try out.put(.vocabulary, vocabulary)
            // The coordinates in the grid's order, gathered a stretch at a time.
            let members = parts.grid.members, count = parts.lat.count
            for (section, coordinates) in [(CatalogImage.Section.gridLat, parts.lat), (.gridLon, parts.lon)] {
                try out.start(section)
                try coordinates.withUnsafeBufferPointer { coordinates in
                    try members.withUnsafeBufferPointer { members in
                        try out.chunks(of: count) { coordinates[Int(members[$0])] }
                    }
                }
            }
            guard out.position == end else { throw BuiltImage.SizeMismatch() }
            return (out.sums, out.contents)
        }
    }

    /// What the building thread of `stream` says is ready.
    private final class Signals {
        let recordsOut = DispatchSemaphore(value: 0)
        let grid = DispatchSemaphore(value: 0), postings = DispatchSemaphore(value: 0)
        let names = DispatchSemaphore(value: 0), ids = DispatchSemaphore(value: 0)
    }

    /// What `stream`'s two threads share: each part is written by one thread before it
    /// signals the other, and let go by the one that used it last.
    private final class StreamParts: @unchecked Sendable {
        var records: [(arena: [UInt8], ends: [UInt32])] = []
        var folded: [(arena: [UInt8], ends: [UInt32])] = []
        var words: [SearchIndexPart] = []
        var halves: [(lat: [Double], lon: [Double])] = []
        var lat: [Double] = [], lon: [Double] = []
        var ids: [PlaceIDs] = []
        var grid: (keys: [Int64], starts: [UInt32], members: [UInt32]) = ([], [], [])
        var postings: (places: [UInt32], weights: [UInt8]) = ([], [])
        var names: (order: [UInt32], offsets: [UInt32], names: [UInt8]) = ([], [], [])
        var idOrder: [UInt32] = []
    }

    /// Writes an image's bytes in file order, the padding before each section included,
    /// keeping the checksum's state after each block and checking the sections' contents
    /// (`ImageContentsCheck`) as they go by.
    private struct SectionWriter {
        let write: (Data) throws -> Void
        let offsets: [Int]
        var position = 0
        var sums: BlockStates
        var contents: ImageContentsCheck

        init(write: @escaping (Data) throws -> Void, offsets: [Int], size: Int) {
            self.write = write
            self.offsets = offsets
            sums = BlockStates(capacity: size)
            contents = ImageContentsCheck(size: size)
        }

        mutating func bytes(_ part: UnsafeRawBufferPointer) throws {
            guard !part.isEmpty else { return }
            sums.add(part)
            contents.feed(position, part)
            try BuiltImage.write(part, to: write)
            position += part.count
        }

        mutating func bytes(_ array: [UInt8]) throws {
            try array.withUnsafeBytes { try bytes($0) }
        }

        /// The zeros up to `section`'s start.
        mutating func start(_ section: CatalogImage.Section) throws {
            let gap = offsets[section.rawValue] - position
            guard gap >= 0, gap < 16 else { throw BuiltImage.SizeMismatch() }
            if gap > 0 { try bytes([UInt8](repeating: 0, count: gap)) }
        }

        mutating func put<T>(_ section: CatalogImage.Section, _ array: [T]) throws {
            try put(section, parts: [array])
        }

        /// A section held in parts, one after the other.
        mutating func put<T>(_ section: CatalogImage.Section, parts: [[T]]) throws {
            try start(section)
            for part in parts { try part.withUnsafeBytes { try bytes($0) } }
        }

        /// `count` values made by `value`, written a stretch at a time.
        mutating func chunks<T>(of count: Int, _ value: (Int) -> T) throws {
            let stretch = 1 << 14
            var buffer: [T] = []
            buffer.reserveCapacity(min(count, stretch))
            var i = 0
            while i < count {
                buffer.removeAll(keepingCapacity: true)
                for k in i..<min(count, i + stretch) { buffer.append(value(k)) }
                try buffer.withUnsafeBytes { try bytes($0) }
                i += stretch
            }
        }
    }
}

extension BuiltImage {
    /// A section came out another size than the table said (a fault of the build, not of
    /// the input): the file is not made.
    struct SizeMismatch: Error {}
}
