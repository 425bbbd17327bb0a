import Foundation
import LunchStorage
import LunchText

/// Sorts byte strings kept end to end (`ByteStringTable`'s form) into UTF-8 byte order
/// (bytes as unsigned), equal strings by position: what the catalog's binary searches
/// compare.
///
/// A radix sort, not a comparison sort (which missed the cache on every comparison of
/// millions of names): each string is given a 64-bit key, its next seven bytes big-endian
/// and how many of its bytes are left from there (8 for more than seven), and the
/// (key, position) pairs are sorted byte by byte of the key, most significant first,
/// stably. Strings with equal keys and more bytes left are sorted again on their next
/// seven; equal keys with fewer left are equal strings, already in position order. The
/// count in the key puts a string before a longer one it begins, and "ab" before "ab\0".
/// Each entry carries its string's next two keys too, read with the first in one pass over
/// the strings in their order: names that agree on their first seven or fourteen bytes
/// (many are equal) are sorted on them without reading their bytes again out of order,
/// which missed the cache once per name at millions of names.
enum ByteStringOrder {
    struct Entry {
        var key: UInt64
        var next: UInt64 = 0
        var last: UInt64 = 0
        var index: UInt32
    }

    /// Runs this short are sorted by insertion, not by counting.
    static let shortRun = 32
    /// Strings that come in at most this many ascending runs (ids in the order of a file
    /// that lists them by number) are sorted by comparing: merging the runs is faster.
    static let fewRuns = 64

    static func order(arena: [UInt8], ends: [UInt32]) -> [UInt32] {
        let count = ends.count - 1
        guard count > 0 else { return [] }
        var entries = (0..<UInt32(count)).map { Entry(key: 0, index: $0) }
        var scratch: [Entry] = []
        func withSorter(_ body: (inout ByteStringSorter) -> Void) {
            arena.withUnsafeBufferPointer { arena in
                ends.withUnsafeBufferPointer { ends in
                    entries.withUnsafeMutableBufferPointer { entries in
                        scratch.withUnsafeMutableBufferPointer { scratch in
                            var sorter = ByteStringSorter(arena: arena, ends: ends, entries: entries, scratch: scratch)
                            body(&sorter)
                        }
                    }
                }
            }
        }
        var sorted = false
        withSorter { sorter in
            sorter.readKeys(0, count, depth: 0)
            if sorter.fewRuns(limit: Self.fewRuns) {
                sorter.sortByComparing()
                sorted = true
            }
        }
        if !sorted {
            // Room to move entries through, only for the radix sort.
            scratch = [Entry](repeating: Entry(key: 0, index: 0), count: count)
            withSorter { $0.sort(0, count, depth: 0, known: 3) }
        }
        return entries.map(\.index)
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

    /// The key of the string from `start` to `end`: seven bytes big-endian (zeros past
    /// the end), then the number of bytes left, at most 8.
    @inline(__always)
    static func key(_ arena: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        let left = end - start
        if left >= 8 {
            let word = UnsafeRawPointer(arena.baseAddress! + start).loadUnaligned(as: UInt64.self)
            return (UInt64(bigEndian: word) & ~0xFF) | 8
        }
        var key: UInt64 = 0
        var k = 0
        while k < left {
            key |= UInt64(arena[start + k]) << (56 - 8 * k)
            k += 1
        }
        return key | UInt64(left)
    }
}
