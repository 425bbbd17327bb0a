#if canImport(Glibc)
import Glibc
#endif

/// A catalog file's walkable network: an optional part after the image, so that a catalog
/// without one is byte for byte what it was before networks were stored.
///
///     image (its header says its length)   "LUNCHWLK"   length (UInt64, little-endian)
///     the network's bytes (`WalkNetwork.serialized()`, with their own checksum)
///
/// Opening a catalog reads the part's 16-byte header only (the image is checked as
/// before); the network is read and checked when walking first needs it.
enum WalkPart {
    static let magic: UInt64 = 0x4B4C_5748_434E_554C  // "LUNCHWLK" little-endian
    static let headerSize = 16

    /// The header that goes between the image and the network's bytes.
    static func header(length: Int) -> [UInt8] {
        var out: [UInt8] = []
        for value in [magic, UInt64(length)] { withUnsafeBytes(of: value.littleEndian) { out += $0 } }
        return out
    }

    /// Where the network's bytes are in the file open at `fd`, when it is an image followed
    /// by a whole network part; nil otherwise (a file of the image alone, or one that is
    /// then refused as damaged, as before).
    static func find(_ fd: Int32, fileSize: Int) -> Range<Int>? {
        var head = [UInt8](repeating: 0, count: 32)
        guard fileSize > CatalogImage.headerSize, pread(fd, &head, 32, 0) == 32 else { return nil }
        let (magic, version, length) = head.withUnsafeBytes {
            ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self),
             $0.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
        }
        guard UInt64(littleEndian: magic) == CatalogImage.magic, UInt32(littleEndian: version) == CatalogImage.formatVersion,
              let imageSize = Int(exactly: UInt64(littleEndian: length)), imageSize >= CatalogImage.headerSize,
              imageSize <= fileSize - headerSize else { return nil }
        var part = [UInt8](repeating: 0, count: headerSize)
        guard pread(fd, &part, headerSize, off_t(imageSize)) == headerSize else { return nil }
        let (partMagic, partLength) = part.withUnsafeBytes {
            ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        guard UInt64(littleEndian: partMagic) == Self.magic, partLength > 0,
              UInt64(littleEndian: partLength) == UInt64(fileSize - imageSize - headerSize) else { return nil }
        return (imageSize + headerSize)..<fileSize
    }
}
