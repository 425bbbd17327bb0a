import LunchStorage
import LunchText

/// Little-endian reads that stop (nil) at the end of the bytes.
struct LittleEndianReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint16() -> UInt16? {
        take(2).map { UInt16($0[$0.startIndex]) | UInt16($0[$0.startIndex + 1]) << 8 }
    }

    mutating func uint32() -> UInt32? {
        take(4).map { Self.uint32($0, at: $0.startIndex) }
    }

    mutating func uint16s(_ count: Int) -> [UInt16]? {
        guard count <= (bytes.count - offset) / 2, let raw = take(count * 2) else { return nil }
        return (0..<count).map { UInt16(raw[raw.startIndex + 2 * $0]) | UInt16(raw[raw.startIndex + 2 * $0 + 1]) << 8 }
    }

    private static func uint32(_ b: ArraySlice<UInt8>, at i: Int) -> UInt32 {
        UInt32(b[i]) | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2]) << 16 | UInt32(b[i + 3]) << 24
    }
}
