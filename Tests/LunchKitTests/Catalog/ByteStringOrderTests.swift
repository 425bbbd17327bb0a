import Testing
@testable import LunchKit

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
}
