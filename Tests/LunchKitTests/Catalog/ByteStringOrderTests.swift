import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct ByteStringOrderTests {
    /// UTF-8 byte order, equal strings by position: what the binary searches assume.
    static func reference(_ strings: [String]) -> [UInt32] {
        strings.indices.sorted { a, b in
            let x = Array(strings[a].utf8), y = Array(strings[b].utf8)
            return x == y ? a < b : x.lexicographicallyPrecedes(y)
        }.map(UInt32.init)
    }

    @Test func ordersLikeAFullByteComparison() {
        var strings = [
            "osm:node/123", "osm:node/1234567890123", "osm:node/1234567890124", "osm:node/12", "osm:way/1",
            "ab", "ab\u{0}", "ab\u{0}c", "a", "", "", "pizza kitchen", "pizza kitchen", "pizza kitchen north",
            "Ärrä", "äkkiä", "кафе", "кафе кофе", "😀", "zz", "a\u{7F}", "a\u{80}",
        ]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab\u{0}é/0")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            strings.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        #expect(ByteStringOrder.order(strings) == Self.reference(strings))
    }

    @Test func keepsEqualStringsInTheirOrder() {
        let strings = Array(repeating: "the same name past sixteen bytes", count: 50) + ["a"]
        #expect(ByteStringOrder.order(strings) == [50] + (0..<50).map(UInt32.init))
    }

    /// Enough strings that the radix passes run (not only the insertion sort of short runs).
    @Test func ordersManyStringsSharingLongPrefixes() {
        var generator = SystemRandomNumberGenerator()
        let stems = ["", "a", "abcdefg", "abcdefgh", "abcdefghijklmn", "abcdefghijklmno", "osm:node/", "Golden Dragon "]
        let tails: [[UInt8]] = [[], [0], [0, 0], [0x7F], [0x80], [0xFF], [0xD0, 0xBA], [0x61], [0x61, 0x00, 0x62]]
        var strings: [[UInt8]] = []
        for _ in 0..<3_000 {
            var bytes = Array(stems.randomElement(using: &generator)!.utf8)
            for _ in 0..<Int.random(in: 0...3, using: &generator) { bytes += tails.randomElement(using: &generator)! }
            strings.append(bytes)
        }
        var arena: [UInt8] = [], ends: [UInt32] = [0]
        for s in strings {
            arena += s
            ends.append(UInt32(arena.count))
        }
        let expected = strings.indices.sorted { a, b in
            strings[a] == strings[b] ? a < b : strings[a].lexicographicallyPrecedes(strings[b])
        }.map(UInt32.init)
        #expect(ByteStringOrder.order(arena: arena, ends: ends) == expected)
    }

    @Test func ordersBytesFrom0x80AfterASCIIAndEmptyStringsFirst() {
        let strings = ["\u{FF}", "я", "z", "", "é", "\u{7F}", "", "a"]
        #expect(ByteStringOrder.order(strings) == [3, 6, 7, 2, 5, 4, 0, 1])
    }

    @Test func keepsManyEqualLongStringsInTheirOrder() {
        let long = "a name that is much longer than the seven bytes of one key"
        let strings = (0..<400).map { $0 % 3 == 0 ? long : long + "!" }
        let expected = (0..<400).filter { $0 % 3 == 0 } + (0..<400).filter { $0 % 3 != 0 }
        #expect(ByteStringOrder.order(strings) == expected.map(UInt32.init))
    }

    @Test func ordersNoStrings() {
        #expect(ByteStringOrder.order([String]()) == [])
        #expect(ByteStringOrder.order([""]) == [0])
    }

    /// Strings in a few ascending runs (ids in a file's order) take the comparing path:
    /// the same order, past 21 equal bytes and between equal strings too.
    @Test func ordersStringsComingInAFewRuns() {
        let long = "osm:node/1234567890123456789"
        var run: [String] = []
        for n in 0..<300 { run.append(long + String(n % 7)) }
        run += Array(repeating: long, count: 20) + ["", "", "a", "é", "\u{FF}"]
        let runs = run.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let strings = runs + runs.reversed().prefix(3).reversed() + runs
        #expect(ByteStringOrder.order(strings) == Self.reference(strings))
    }

    @Test func ordersIdsListedByNumber() {
        let strings = (1...5_000).map { "osm:node/\($0)" } + (1...300).map { "osm:way/\($0)" }
        #expect(ByteStringOrder.order(strings) == Self.reference(strings))
    }
}
