import Foundation
#if canImport(Glibc)
import Glibc
import LunchStorage
import LunchText

#endif

/// The compact stored form of a catalog: one read-only block of bytes, either built in
/// memory or read from the state dir, made of aligned sections (coordinates, records,
/// the spatial grid, the search index, name and id orders). A stored one is checked whole
/// when opened and then read where queries use it (`ImageFile`); nothing is decoded until
/// a query needs it.
public final class CatalogImage: @unchecked Sendable {
    public static let magic: UInt64 = 0x3154_4143_4855_4E4C  // "LNUHCAT1" little-endian
    /// 3: the stored checksum covers the header too (its centre, count and stamp); an
    /// image of version 2 is set aside with a hint to re-import (`SavedCatalog`).
    public static let formatVersion: UInt32 = 3
    package static let headerSize = 64
    static let sectionCount = 19

    public enum Section: Int, CaseIterable, Sendable {
        case lat, lon, recordOffsets, records
        case gridKeys, gridStarts, gridMembers
        case tokenOffsets, tokens, postingStarts, postingPlaces, postingWeights
        case nameOrder, nameOffsets, names, idOrder, vocabulary
        /// Coordinates again, in grid-member order, so `near` reads them sequentially.
        case gridLat, gridLon
    }

    public struct Header: Equatable, Sendable {
        public var count: Int
        /// Identifies the source (size, modification time, first bytes) the image was built from.
        public var sourceStamp: UInt64
        /// The median of the places' coordinates.
        public var centre: Coordinate
        /// The `TextFolding.version` the search words and name order were made with (0 in
        /// images made before it was recorded): another one means the image is rebuilt.
        public var folding: UInt32 = 0

        /// True when the image's words were folded as `TextFolding` folds now.
        public var foldedAsNow: Bool { folding == TextFolding.version }
    }

    fileprivate let base: UnsafeRawBufferPointer
    private let release: () -> Void
    /// The file a stored image is read from as it is used (nil: every byte is in `base`).
    private let file: ImageFile?
    public let header: Header
    let table: [(offset: Int, length: Int)]

    deinit { release() }

    /// Checks the layout; throws when the bytes are not a whole, current image.
    init(base: UnsafeRawBufferPointer, release: @escaping () -> Void, file: ImageFile? = nil) throws {
        self.base = base
        self.release = release
        self.file = file
        func fail() -> Error { UserError("the stored catalog is damaged") }
        let tableEnd = Self.headerSize + Self.sectionCount * 16
        guard base.count >= tableEnd,
              base.loadUnaligned(fromByteOffset: 0, as: UInt64.self) == Self.magic,
              base.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == Self.formatVersion,
              base.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == UInt64(base.count)
        else { release(); throw fail() }
        header = Header(count: Int(base.loadUnaligned(fromByteOffset: 12, as: UInt32.self)),
                        sourceStamp: base.loadUnaligned(fromByteOffset: 16, as: UInt64.self),
                        centre: Coordinate(lat: Double(bitPattern: base.loadUnaligned(fromByteOffset: 32, as: UInt64.self)),
                                           lon: Double(bitPattern: base.loadUnaligned(fromByteOffset: 40, as: UInt64.self))),
                        folding: base.loadUnaligned(fromByteOffset: 56, as: UInt32.self))
        var table: [(Int, Int)] = []
        for i in 0..<Self.sectionCount {
            // A damaged entry may not fit an Int: -1 fails the check below instead of trapping.
            let offset = Int(exactly: base.loadUnaligned(fromByteOffset: Self.headerSize + i * 16, as: UInt64.self)) ?? -1
            let length = Int(exactly: base.loadUnaligned(fromByteOffset: Self.headerSize + i * 16 + 8, as: UInt64.self)) ?? -1
            guard offset >= tableEnd, offset % 8 == 0, length >= 0, offset <= base.count - length else {
                release()
                throw fail()
            }
            table.append((offset, length))
        }
        // The header is checked here too (an image in memory has no stored checksum to match).
        guard Self.lengthsAgree(count: header.count, table), header.centre.isValid else { release(); throw fail() }
        self.table = table
        // Thrown when fully initialised: deinit releases the bytes. A file's contents were
        // checked as it was read (`ImageContentsCheck`), without holding it.
        guard file?.contentsAgree ?? contentsAgree() else { throw fail() }
    }

    /// An image over bytes built in memory.
    public convenience init(bytes: [UInt8]) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        buffer.copyMemory(from: UnsafeRawBufferPointer(start: bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }, count: bytes.count))
        try self.init(base: UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]), release: { buffer.deallocate() })
    }

    /// A fast 64-bit checksum of everything after the header (word at a time), so a
    /// stored form damaged anywhere is rebuilt rather than trusted.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var sum = ImageChecksum()
        sum.add(bytes)
        return sum.value
    }

    /// The checksum stored in the header (bytes 48..<56): `body` (everything after the
    /// header, `checksum`) sealed with the header's other bytes, so a changed centre,
    /// count or stamp is damage too. Taken after the body's, so the body's can still run
    /// while the centre is found.
    public static func storedChecksum(header: UnsafeRawBufferPointer, body: UInt64) -> UInt64 {
        var sum = ImageChecksum()
        sum.add(UnsafeRawBufferPointer(rebasing: header[0..<48]))
        sum.add(UnsafeRawBufferPointer(rebasing: header[56..<headerSize]))
        withUnsafeBytes(of: body.littleEndian) { sum.add($0) }
        return sum.value
    }

    /// `bytes` with the stored checksum made to match them (tests and the fuzzing harness
    /// damage an image, then reseal it to reach the checks after the checksum).
    public static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= headerSize else { return bytes }
        var bytes = bytes
        let sum = bytes.withUnsafeBytes {
            storedChecksum(header: UnsafeRawBufferPointer(rebasing: $0[0..<headerSize]),
                           body: checksum(UnsafeRawBufferPointer(rebasing: $0[headerSize...])))
        }
        withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(48..<56, with: $0) }
        return bytes
    }

    /// Whether the checksum stored in `bytes` (an image's) matches them, header included.
    public static func checksumMatches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= headerSize
            && bytes.loadUnaligned(fromByteOffset: 48, as: UInt64.self)
            == storedChecksum(header: UnsafeRawBufferPointer(rebasing: bytes[0..<headerSize]),
                              body: checksum(UnsafeRawBufferPointer(rebasing: bytes[headerSize...])))
    }

    /// Opens a stored image and checks its checksum; its sections are read when first used
    /// (`ImageFile`: never mapped, so a file truncated under a running shell cannot take it
    /// down). Throws `WholeFile.Failure` when the file cannot be read, `Damaged` when its
    /// bytes are not a whole image.
    /// `chunk`: bytes per read while opening (a test passes a small one).
    public static func read(path: String, chunk: Int = 1 << 20) throws -> CatalogImage {
        try opened(try ImageFile(path: path, limit: FileLimits.catalog, chunk: chunk))
    }

    /// The stored image just written from a built one (`WrittenImage`): opened without
    /// reading it back whole; each block is checked against what was written as it is read.
    static func read(path: String, written: WrittenImage) throws -> CatalogImage {
        // (`written.walkBytes`: the network's bytes written after the image.)
        try opened(try ImageFile(path: path, written: written))
    }

    /// An opened file's image, when it is a whole, current one.
    private static func opened(_ file: ImageFile) throws -> CatalogImage {
        let raw = UnsafeRawBufferPointer(file.memory)
        guard raw.count > 0 else { throw Damaged() }
        if raw.count >= 12, raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self) == magic,
           raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self) != formatVersion {
            throw Damaged(otherVersion: true)
        }
        guard raw.count >= headerSize,
              raw.loadUnaligned(fromByteOffset: 48, as: UInt64.self)
              == storedChecksum(header: UnsafeRawBufferPointer(rebasing: raw[0..<headerSize]), body: file.checksum) else {
            throw Damaged()
        }
        do {
            return try CatalogImage(base: raw, release: {}, file: file)
        } catch {
            throw Damaged()
        }
    }

    /// The source stamp in a stored image's header, when the file starts as a current image.
    static func storedStamp(path: String) -> UInt64? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        var head = [UInt8](repeating: 0, count: 24)
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              pread(fd, &head, head.count, 0) == head.count else { return nil }
        return head.withUnsafeBytes { raw in
            raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self) == magic
                && raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self) == formatVersion
                ? raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) : nil
        }
    }

    /// The bytes of a stored image are not a whole, current image.
    public struct Damaged: Error, Equatable {
        /// A whole image of another format version (made by another `lunch`).
        public var otherVersion = false
    }

    public var bytes: UnsafeRawBufferPointer { base }

    /// Whether the file has a walkable network after the image (`WalkPart`).
    var hasWalkPart: Bool { file?.walk != nil }

    /// The bytes of the walkable network after the image, read from the file now.
    func walkPartBytes() throws -> [UInt8] {
        try file?.readWalk() ?? []
    }

    /// A section's bytes, read first when the image is a file's (the records: see `loadRecords`).
    public func section<T>(_ section: Section, as type: T.Type) -> UnsafeBufferPointer<T> {
        let (offset, length) = table[section.rawValue]
        if let file, section != .records { file.loadSection(section.rawValue, offset..<(offset + length)) }
        let start = base.baseAddress!.advanced(by: offset).assumingMemoryBound(to: T.self)
        return UnsafeBufferPointer(start: start, count: length / MemoryLayout<T>.stride)
    }

    /// A section whose elements are read only where they are used (records, postings, grid
    /// members, names, the id order): `load` them before reading them. In memory for an
    /// image built in memory, else read a few kilobytes at a time from the file.
    func sectionOnDemand<T>(_ section: Section, as type: T.Type) -> UnsafeBufferPointer<T> {
        let (offset, length) = table[section.rawValue]
        let start = base.baseAddress!.advanced(by: offset).assumingMemoryBound(to: T.self)
        return UnsafeBufferPointer(start: start, count: length / MemoryLayout<T>.stride)
    }

    /// Makes `elements` of a section present (a file's image reads them on demand). A
    /// block that changed on disk since it was opened reads as zeros, and false says so.
    @discardableResult
    func load<T>(_ section: Section, as type: T.Type, _ elements: Range<Int>) -> Bool {
        guard let file, !elements.isEmpty else { return true }
        let (offset, length) = table[section.rawValue]
        let stride = MemoryLayout<T>.stride
        let lower = offset + min(length, elements.lowerBound * stride), upper = offset + min(length, elements.upperBound * stride)
        return file.load(lower..<upper)
    }

    /// True when a block read on demand was not as it was when the file was opened.
    public var changedOnDisk: Bool { file?.changedOnDisk ?? false }
    /// Reads given zeros because the file changed (`ImageFile.zeroedReads`).
    public var zeroedReads: Int { file?.zeroedReads ?? 0 }
}
