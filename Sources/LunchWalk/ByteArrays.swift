// The package's only unsafe pointers: copying arrays of fixed-width integers to and from
// little-endian bytes in one pass each, and hashing bytes a word at a time.

/// Little-endian bytes being read: every read is bounds-checked first by its caller
/// (`ByteReader.take` checks and throws).
struct ByteReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - position }

    mutating func take<T: FixedWidthInteger>(_ count: Int, of: T.Type) throws(WalkNetworkError) -> [T] {
        let size = MemoryLayout<T>.size
        guard count >= 0, count <= remaining / size else { throw .truncated }
        let start = position
        position += count * size
        let values = [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                let source = UnsafeRawBufferPointer(rebasing: raw[start..<(start + count * size)])
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
            }
            initialized = count
        }
        #if _endian(big)
        return values.map { T(littleEndian: $0) }
        #else
        return values
        #endif
    }

    mutating func value<T: FixedWidthInteger>(_: T.Type) throws(WalkNetworkError) -> T {
        try take(1, of: T.self)[0]
    }

    mutating func skip(_ count: Int) throws(WalkNetworkError) {
        guard count >= 0, count <= remaining else { throw .truncated }
        position += count
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ values: [T]) {
        #if _endian(big)
        let values = values.map { $0.littleEndian }
        #endif
        values.withUnsafeBytes { append(contentsOf: $0) }
    }

    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        appendLittleEndian([value])
    }
}

/// A 64-bit hash of some bytes, 8 at a time (multiply–xorshift; not cryptographic: it
/// catches damage, not forgery).
func walkChecksum(_ bytes: [UInt8], from start: Int) -> UInt64 {
    var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count - start)
    bytes.withUnsafeBytes { raw in
        let body = UnsafeRawBufferPointer(rebasing: raw[start...])
        let words = body.count / 8
        for i in 0..<words {
            let w = UInt64(littleEndian: body.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
        }
        var tail: UInt64 = 0
        for i in (words * 8)..<body.count { tail = tail << 8 | UInt64(body[i]) }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
    }
    return h
}
