import Foundation

/// Sorts byte strings kept end to end (`ByteStringTable`'s form) into UTF-8 byte order,
/// equal strings by position: what the catalog's binary searches compare. Sorted on their
/// first sixteen bytes as two integers; only strings that agree on those are compared in
/// full (ids such as `osm:node/…` share their first eight bytes).
enum ByteStringOrder {
    private struct Key {
        var high: UInt64
        var low: UInt64
        var index: UInt32
    }

    static func order(arena: [UInt8], ends: [UInt32]) -> [UInt32] {
        let count = ends.count - 1
        return arena.withUnsafeBufferPointer { arena in
            ends.withUnsafeBufferPointer { ends in
                var keys = [Key]()
                keys.reserveCapacity(count)
                for i in 0..<count {
                    let start = Int(ends[i]), end = Int(ends[i + 1])
                    var high: UInt64 = 0, low: UInt64 = 0
                    var k = start
                    while k < end, k - start < 8 { high |= UInt64(arena[k]) << (56 - 8 * (k - start)); k += 1 }
                    while k < end, k - start < 16 { low |= UInt64(arena[k]) << (120 - 8 * (k - start)); k += 1 }
                    keys.append(Key(high: high, low: low, index: UInt32(i)))
                }
                func full(_ a: Int, _ b: Int) -> Int32 {
                    let aStart = Int(ends[a]), aLength = Int(ends[a + 1]) - aStart
                    let bStart = Int(ends[b]), bLength = Int(ends[b + 1]) - bStart
                    let common = min(aLength, bLength)
                    if common > 0 {
                        let c = memcmp(arena.baseAddress! + aStart, arena.baseAddress! + bStart, common)
                        if c != 0 { return c }
                    }
                    return aLength == bLength ? 0 : (aLength < bLength ? -1 : 1)
                }
                keys.sort { a, b in
                    if a.high != b.high { return a.high < b.high }
                    if a.low != b.low { return a.low < b.low }
                    let c = full(Int(a.index), Int(b.index))
                    return c != 0 ? c < 0 : a.index < b.index
                }
                return keys.map(\.index)
            }
        }
    }

    /// The same order for strings (small inputs and tests).
    static func order(_ strings: [String]) -> [UInt32] {
        var arena: [UInt8] = [], ends: [UInt32] = [0]
        for s in strings {
            arena.append(contentsOf: s.utf8)
            ends.append(UInt32(arena.count))
        }
        return order(arena: arena, ends: ends)
    }
}
