import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct IntegerRadixSortTests {
    @Test func sortsLikeSortOnAllBits() {
        var generator = SystemRandomNumberGenerator()
        var values = (0..<5_000).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
        values += [0, 0, UInt64.max, 1 << 63, 1 << 63]
        let expected = values.sorted()
        IntegerRadixSort.sort(&values, fromBit: 0)
        #expect(values == expected)
    }

    /// The grid's (cell << 32 | position) pairs: sorted on the cells alone, positions in order.
    @Test func keepsTheOrderOfValuesEqualOnTheSortedBits() {
        var generator = SystemRandomNumberGenerator()
        let cells = (0..<3_000).map { _ in UInt64.random(in: 0..<40, using: &generator) * 1_000_003 }
        var pairs = cells.enumerated().map { $0.element << 32 | UInt64(7_000 - $0.offset) }
        let expected = cells.indices.sorted { cells[$0] != cells[$1] ? cells[$0] < cells[$1] : $0 < $1 }
            .map { cells[$0] << 32 | UInt64(7_000 - $0) }
        IntegerRadixSort.sort(&pairs, fromBit: 32)
        #expect(pairs == expected)
    }

    @Test func leavesShortAndEqualListsAlone() {
        var empty: [UInt64] = []
        IntegerRadixSort.sort(&empty, fromBit: 0)
        #expect(empty.isEmpty)
        var same: [UInt64] = [5 << 32 | 3, 5 << 32 | 1, 5 << 32 | 2]
        IntegerRadixSort.sort(&same, fromBit: 32)
        #expect(same == [5 << 32 | 3, 5 << 32 | 1, 5 << 32 | 2])
    }
}
