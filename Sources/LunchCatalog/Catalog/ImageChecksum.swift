import LunchStorage
import LunchText

/// The catalog image's 64-bit checksum, fed in parts: eight bytes at a time (words that
/// straddle two parts are joined), the last few bytes one at a time.
struct ImageChecksum: Equatable {
    private var h: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var i = 0
        while pendingCount > 0, i < bytes.count {
            pending |= UInt64(bytes[i]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            i += 1
            if pendingCount == 8 {
                mix(pending)
                pending = 0
                pendingCount = 0
            }
        }
        while i + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        while i < bytes.count {
            pending |= UInt64(bytes[i]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            i += 1
        }
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) {
        h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 32
    }

    var value: UInt64 {
        var h = h
        for k in 0..<pendingCount {
            h = (h ^ ((pending >> (8 * UInt64(k))) & 0xFF)) &* 0xC4CE_B9FE_1A85_EC53
        }
        return h
    }
}
