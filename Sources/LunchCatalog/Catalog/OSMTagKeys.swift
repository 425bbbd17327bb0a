import Foundation
import LunchStorage
import LunchText

/// The keys `OSMTags` reads, found by a slot made of a key's length and first and last
/// bytes (no two of these keys share one), then compared: ten million keys of a million
/// elements are looked up without hashing their bytes. A class: a look-up reads the one
/// table in place (a struct's 128 slots were copied out of the static for each key).
final class OSMTagKeys: Sendable {
    private let slots: InlineArray<128, Int8>
    /// The keys' bytes end to end: key `i` is `arena[starts[i]..<starts[i + 1]]`.
    private let arena: [UInt8]
    private let starts: [Int]

    /// Nil when two keys would share a slot. Keys in `apart` keep their number but get no
    /// slot (one that would share another's is compared by whoever asks, `OSMTags.interest`).
    init?(_ keys: [String], apart: Set<String> = []) {
        var arena: [UInt8] = [], starts = [0]
        var slots = InlineArray<128, Int8>(repeating: -1)
        for (i, key) in keys.enumerated() {
            let bytes = Array(key.utf8)
            guard !bytes.isEmpty, i < Int(Int8.max) else { return nil }
            if !apart.contains(key) {
                let slot = bytes.withUnsafeBufferPointer { Self.slot($0) }
                guard slots[slot] < 0 else { return nil }
                slots[slot] = Int8(i)
            }
            arena += bytes
            starts.append(arena.count)
        }
        self.slots = slots
        self.arena = arena
        self.starts = starts
    }

    @inline(__always)
    private static func slot(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        (key.count &* 12 &+ Int(key[0]) &* 9 &+ Int(key[key.count - 1])) & 127
    }

    /// The index of `key` among the keys, or nil.
    func find(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !key.isEmpty else { return nil }
        let i = Int(slots[Self.slot(key)])
        guard i >= 0 else { return nil }
        let start = starts[i], length = starts[i + 1] - start
        guard length == key.count else { return nil }
        return arena.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, key.baseAddress!, length) == 0 } ? i : nil
    }
}
