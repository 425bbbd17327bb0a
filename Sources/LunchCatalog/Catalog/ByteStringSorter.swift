import Foundation
import LunchStorage
import LunchText

/// The work of `ByteStringOrder`: sorts `entries` (each string's keys and position) in
/// place, `scratch` as room to move them through.
struct ByteStringSorter {
    typealias Entry = ByteStringOrder.Entry

    let arena: UnsafeBufferPointer<UInt8>
    let ends: UnsafeBufferPointer<UInt32>
    let entries: UnsafeMutableBufferPointer<Entry>
    let scratch: UnsafeMutableBufferPointer<Entry>

    /// Reads the keys of `entries[low..<high]` from `depth` on: key, next and last.
    func readKeys(_ low: Int, _ high: Int, depth: Int) {
        for i in low..<high {
            let s = Int(entries[i].index)
            let start = Int(ends[s]) + depth, end = Int(ends[s + 1])
            let key = ByteStringOrder.key(arena, start: start, end: end)
            entries[i].key = key
            guard key & 0xFF == 8 else { continue }
            let next = ByteStringOrder.key(arena, start: start + 7, end: end)
            entries[i].next = next
            guard next & 0xFF == 8 else { continue }
            entries[i].last = ByteStringOrder.key(arena, start: start + 14, end: end)
        }
    }

    /// True when the entries' first 21 bytes go down at most `limit` times.
    func fewRuns(limit: Int) -> Bool {
        var descents = 0
        for i in entries.indices.dropFirst() where Self.precedes(entries[i], entries[i - 1]) {
            descents += 1
            if descents > limit { return false }
        }
        return true
    }

    /// True when `a`'s key, next and last order it before `b` (as far as they tell).
    @inline(__always)
    static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        if a.key != b.key { return a.key < b.key }
        if a.key & 0xFF != 8 { return false }
        if a.next != b.next { return a.next < b.next }
        if a.next & 0xFF != 8 { return false }
        return a.last < b.last
    }

    /// A comparison sort of all the entries (keys read from depth 0).
    func sortByComparing() {
        let arena = arena, ends = ends
        var entries = entries
        entries.sort { a, b in
            if a.key != b.key { return a.key < b.key }
            if a.key & 0xFF == 8 {
                if a.next != b.next { return a.next < b.next }
                if a.next & 0xFF == 8 {
                    if a.last != b.last { return a.last < b.last }
                    if a.last & 0xFF == 8 {
                        // Equal on their first 21 bytes and longer: the rest compared.
                        let aStart = Int(ends[Int(a.index)]) + 21, aLength = Int(ends[Int(a.index) + 1]) - aStart
                        let bStart = Int(ends[Int(b.index)]) + 21, bLength = Int(ends[Int(b.index) + 1]) - bStart
                        let common = min(aLength, bLength)
                        if common > 0 {
                            let c = memcmp(arena.baseAddress! + aStart, arena.baseAddress! + bStart, common)
                            if c != 0 { return c < 0 }
                        }
                        if aLength != bLength { return aLength < bLength }
                    }
                }
            }
            return a.index < b.index
        }
    }

    /// Sorts `entries[low..<high]`, strings that agree on their first `depth` bytes.
    /// `known`: how many of each entry's keys (key, next, last) are those from `depth`
    /// on; none, and all three are read.
    mutating func sort(_ low: Int, _ high: Int, depth: Int, known: Int) {
        if known == 0 { readKeys(low, high, depth: depth) }
        // Bytes every key shares (all of them for equal names) are skipped in one pass,
        // not counted byte by byte.
        let first = entries[low].key
        var differ: UInt64 = 0
        for i in low..<high { differ |= entries[i].key ^ first }
        if differ != 0 { radix(low, high, shift: UInt64(63 - differ.leadingZeroBitCount) & ~7) }
        var i = low
        while i < high {
            let key = entries[i].key
            var j = i + 1
            while j < high, entries[j].key == key { j += 1 }
            if j - i > 1, key & 0xFF == 8 {
                for k in i..<j {
                    entries[k].key = entries[k].next
                    entries[k].next = entries[k].last
                }
                sort(i, j, depth: depth + 7, known: (known == 0 ? 3 : known) - 1)
            }
            i = j
        }
    }

    /// Sorts `entries[low..<high]` stably on their keys' bytes from the one at `shift` down.
    mutating func radix(_ low: Int, _ high: Int, shift: UInt64) {
        if high - low <= ByteStringOrder.shortRun {
            insertionSort(low, high)
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 257 + 256) { space in
            // Only the counts start at zero (`next` is written before it is read).
            let counts = UnsafeMutableBufferPointer(rebasing: space[0..<257])
            counts.initialize(repeating: 0)
            let next = UnsafeMutableBufferPointer(rebasing: space[257...])
            for i in low..<high { counts[Int(truncatingIfNeeded: entries[i].key >> shift) & 0xFF + 1] += 1 }
            if counts.contains(high - low) {
                // One byte value for all: nothing to move at this byte.
                if shift > 0 { radix(low, high, shift: shift - 8) }
                return
            }
            counts[0] = low
            for b in 1...256 { counts[b] += counts[b - 1] }
            // counts[b] is where byte b's entries start; scatter, then copy back.
            for b in 0..<256 { next[b] = counts[b] }
            for i in low..<high {
                let b = Int(truncatingIfNeeded: entries[i].key >> shift) & 0xFF
                scratch[next[b]] = entries[i]
                next[b] += 1
            }
            UnsafeMutableRawPointer(entries.baseAddress! + low)
                .copyMemory(from: scratch.baseAddress! + low, byteCount: (high - low) * MemoryLayout<Entry>.stride)
            guard shift > 0 else { return }
            for b in 0..<256 where counts[b + 1] - counts[b] > 1 {
                radix(counts[b], counts[b + 1], shift: shift - 8)
            }
        }
    }

    /// Stable: an entry moves only past greater keys.
    private func insertionSort(_ low: Int, _ high: Int) {
        guard high - low > 1 else { return }
        for i in (low + 1)..<high {
            let entry = entries[i]
            var j = i
            while j > low, entries[j - 1].key > entry.key {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[j] = entry
        }
    }
}
