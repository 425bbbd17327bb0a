import Foundation
import LunchStorage
import LunchText

/// A catalog image as built: the header with its section table, and the sections as the
/// arrays that hold them. Stored as parts, it is never copied into one buffer (for a
/// million places that saved ~200 MB and half a second); `bytes` joins it for images
/// kept in memory.
struct BuiltImage {
    /// One section's array, kept as it is.
    struct Section {
        let count: Int
        let withBytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void

        init<T>(_ array: [T]) {
            count = array.count * MemoryLayout<T>.stride
            withBytes = { body in try array.withUnsafeBytes { try body($0) } }
        }

        /// Arrays end to end, never joined into one (a million places' records: 83 MB).
        init<T>(parts: [[T]]) {
            count = parts.reduce(0) { $0 + $1.count } * MemoryLayout<T>.stride
            withBytes = { body in for part in parts { try part.withUnsafeBytes { try body($0) } } }
        }
    }

    private(set) var header: [UInt8]
    let sections: [Section]
    let offsets: [Int]
    let count: Int
    /// The checksum's state after each block of the stored file (`BlockStates`).
    private(set) var blockStates: [ImageChecksum] = []

    init(sections: [Section], places: Int, sourceStamp: UInt64, centre: Coordinate) {
        self.init(unsummed: sections, places: places, sourceStamp: sourceStamp)
        finish(centre: centre, checksum: checksum())
    }

    /// The image with its centre and checksum not yet written (`finish` writes them): the
    /// body's checksum does not need the centre, so it can be taken while the centre is
    /// found; `finish` seals it with the header (`CatalogImage.storedChecksum`).
    init(unsummed sections: [Section], places: Int, sourceStamp: UInt64) {
        (header, offsets, count) = Self.header(sizes: sections.map(\.count), places: places, sourceStamp: sourceStamp)
        self.sections = sections
    }

    /// The header and section table of an image whose sections have these sizes (in
    /// `CatalogImage.Section` order), where each section starts and where the image ends;
    /// its centre and checksum are zeros until `seal`.
    static func header(sizes: [Int], places: Int, sourceStamp: UInt64) -> (header: [UInt8], offsets: [Int], end: Int) {
        func aligned(_ n: Int) -> Int { (n + 15) / 16 * 16 }
        let tableStart = CatalogImage.headerSize
        var offsets: [Int] = []
        var end = tableStart + CatalogImage.sectionCount * 16
        for size in sizes {
            offsets.append(aligned(end))
            end = aligned(end) + size
        }
        var w = ByteWriter()
        w.append(CatalogImage.magic)
        w.append(CatalogImage.formatVersion)
        w.append(UInt32(places))
        w.append(sourceStamp)
        w.append(UInt64(end))
        // The centre (bytes 32..<48) and the checksum (48..<56) come with `seal`.
        while w.bytes.count < 56 { w.bytes.append(0) }
        // Which folding made the search words and name order (byte 56).
        w.append(TextFolding.version)
        while w.bytes.count < tableStart { w.bytes.append(0) }
        for (i, size) in sizes.enumerated() {
            w.append(UInt64(offsets[i]))
            w.append(UInt64(size))
        }
        return (w.bytes, offsets, end)
    }

    /// Writes the centre and the stored checksum (`CatalogImage.storedChecksum` of the
    /// header and `body`, the checksum of everything after it) into `header`.
    static func seal(_ header: inout [UInt8], centre: Coordinate, body: UInt64) {
        header.withUnsafeMutableBytes {
            $0.storeBytes(of: centre.lat.bitPattern.littleEndian, toByteOffset: 32, as: UInt64.self)
            $0.storeBytes(of: centre.lon.bitPattern.littleEndian, toByteOffset: 40, as: UInt64.self)
        }
        let stored = header.withUnsafeBytes { CatalogImage.storedChecksum(header: $0, body: body) }
        header.withUnsafeMutableBytes { $0.storeBytes(of: stored.littleEndian, toByteOffset: 48, as: UInt64.self) }
    }

    /// The checksum of everything after the header's first 64 bytes, with its state after
    /// each block of the stored file (for the file's checks, `WrittenImage`). The header
    /// is not fed here (`finish` seals it), so this can run while the centre is found.
    func checksum() -> BlockStates {
        var sum = BlockStates(capacity: count)
        forEachPart { sum.add($0) }
        return sum
    }

    mutating func finish(centre: Coordinate, checksum: BlockStates) {
        Self.seal(&header, centre: centre, body: checksum.sum.value)
        blockStates = checksum.finish()
    }

    /// The image's bytes in order, zero padding included, as a few large parts; from
    /// `start`, a position inside the header.
    func forEachPart(from start: Int = 0, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let zeros = [UInt8](repeating: 0, count: 16)
        var position = header.count
        try header.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        try zeros.withUnsafeBytes { zeros in
            for (i, section) in sections.enumerated() {
                if offsets[i] > position { try body(UnsafeRawBufferPointer(rebasing: zeros[0..<(offsets[i] - position)])) }
                try section.withBytes { try body($0) }
                position = offsets[i] + section.count
            }
        }
    }

    /// `forEachPart` for `FileStorage.writeAtomically(parts:)`: each part is the built
    /// memory as `Data`, without a copy.
    func writeParts(_ write: (Data) throws -> Void) throws {
        try forEachPart { try Self.write($0, to: write) }
    }

    /// `bytes` passed to `write` as `Data` without a copy: valid only during the call.
    static func write(_ bytes: UnsafeRawBufferPointer, to write: (Data) throws -> Void) throws {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        try write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
    }

    /// The whole image in one array.
    func bytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        forEachPart { out.append(contentsOf: $0) }
        return out
    }
}
