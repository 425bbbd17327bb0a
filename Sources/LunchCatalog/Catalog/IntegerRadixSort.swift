import LunchStorage
import LunchText

/// A stable least-significant-digit radix sort of 64-bit integers on their high bits: the
/// catalog build sorts millions of (key << 32 | position) pairs, which a comparison sort
/// does several times slower.
enum IntegerRadixSort {
    /// Bits sorted on in one pass.
    static let digitBits = 11

    /// Sorts `values` on their bits from `lowestBit` up; values equal on those bits keep
    /// their order. With `lowestBit` 0 it is `values.sort()`; with 32 and positions in the
    /// low bits, ascending as given, it is too.
    static func sort(_ values: inout [UInt64], fromBit lowestBit: Int) {
        guard values.count > 1, let largest = values.max() else { return }
        let width = 64 - (largest >> UInt64(lowestBit)).leadingZeroBitCount
        var scratch = [UInt64](repeating: 0, count: values.count)
        let buckets = 1 << digitBits, mask = UInt64(buckets - 1)
        var counts = [Int](repeating: 0, count: buckets)
        var shift = lowestBit
        while shift < lowestBit + width {
            let s = UInt64(shift)
            let moved: Bool = values.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    counts.withUnsafeMutableBufferPointer { counts in
                        counts.update(repeating: 0)
                        for v in source { counts[Int(truncatingIfNeeded: (v >> s) & mask)] += 1 }
                        // One digit for all: this pass would move nothing.
                        if counts.contains(source.count) { return false }
                        var start = 0
                        for d in 0..<buckets {
                            let n = counts[d]
                            counts[d] = start
                            start += n
                        }
                        for v in source {
                            let d = Int(truncatingIfNeeded: (v >> s) & mask)
                            target[counts[d]] = v
                            counts[d] += 1
                        }
                        return true
                    }
                }
            }
            if moved { swap(&values, &scratch) }
            shift += digitBits
        }
    }
}
