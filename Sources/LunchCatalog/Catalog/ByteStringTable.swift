import Foundation
import LunchStorage
import LunchText

/// Distinct byte strings, each given a dense id in the order first seen, kept end to end
/// in one array. Building a million-place catalog looks up millions of words and ids:
/// an open-addressing table over raw bytes does that without a `String` or a `Hasher`
/// per lookup (both showed up as a third of the import time).
struct ByteStringTable {
    /// Every string's bytes, end to end: string `i` is `arena[ends[i]..<ends[i + 1]]`.
    private(set) var arena: [UInt8] = []
    private(set) var ends: [UInt32] = [0]
    /// Per id, its hash (so growing never re-reads the bytes, and most mismatches are
    /// rejected without comparing them).
    private var hashes: [UInt32] = []
    /// 0 for an empty slot, else id + 1.
    private var slots: [UInt32]
    private var mask: Int

    init(capacity: Int = 64) {
        var size = 64
        while size < capacity * 2 { size <<= 1 }
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
        ends.reserveCapacity(capacity + 1)
    }

    var count: Int { hashes.count }

    /// The id of `key`, adding it when it is new.
    @discardableResult
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>) -> (id: Int, isNew: Bool) {
        if (count + 1) * 2 > slots.count { grow() }
        let (slot, found, short) = probe(key)
        if let found { return (found, false) }
        let id = count
        arena.append(contentsOf: key)
        ends.append(UInt32(arena.count))
        hashes.append(short)
        slots[slot] = UInt32(id + 1)
        return (id, true)
    }

    /// The id of `text`'s UTF-8 bytes, adding it when it is new.
    @discardableResult
    mutating func insert(_ text: String) -> (id: Int, isNew: Bool) {
        var text = text
        return text.withUTF8 { insert($0) }
    }

    /// The id of `key`, or nil.
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(key).found
    }

    /// Where `key` is (its id), or the empty slot where it would go; and its short hash.
    @inline(__always)
    private func probe(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int, found: Int?, short: UInt32) {
        let hash = Self.hash(key)
        let short = UInt32(truncatingIfNeeded: hash >> 32)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil, short) }
            let id = Int(entry - 1)
            if hashes[id] == short, equals(id, key) { return (slot, id, short) }
            slot = (slot + 1) & mask
        }
    }

    func find(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { find($0) }
    }

    /// String `id`'s bytes as text.
    func string(_ id: Int) -> String {
        arena.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(ends[id])..<Int(ends[id + 1])]), as: UTF8.self)
        }
    }

    private func equals(_ id: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(ends[id]), end = Int(ends[id + 1])
        guard end - start == key.count else { return false }
        if key.isEmpty { return true }
        return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, key.baseAddress!, key.count) == 0 }
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
        // The low hash bits are gone with the string; rebuild them from the bytes.
        arena.withUnsafeBufferPointer { arena in
            for id in 0..<hashes.count {
                let key = UnsafeBufferPointer(rebasing: arena[Int(ends[id])..<Int(ends[id + 1])])
                var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = UInt32(id + 1)
            }
        }
    }

    /// A fast 64-bit hash of bytes, eight at a time.
    static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
        guard let base = key.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= key.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        // The last 0–7 bytes, little-endian, in two loads that may overlap (the bytes they
        // share are the same, so OR-ing them gives what a byte-by-byte loop gives).
        var tail: UInt64 = 0
        let left = key.count - i
        if left >= 4 {
            let low = UInt64(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: i + left - 4, as: UInt32.self))
            tail = low | high << UInt64((left - 4) * 8)
        } else if left >= 2 {
            let low = UInt64(raw.loadUnaligned(fromByteOffset: i, as: UInt16.self))
            let high = UInt64(raw.loadUnaligned(fromByteOffset: i + left - 2, as: UInt16.self))
            tail = low | high << UInt64((left - 2) * 8)
        } else if left == 1 {
            tail = UInt64(key[i])
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 29
        h = h &* 0xFF51_AFD7_ED55_8CCD
        return h ^ (h >> 32)
    }
}
