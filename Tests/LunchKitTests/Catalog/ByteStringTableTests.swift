import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

@Suite struct ByteStringTableTests {
    @Test func givesDenseIdsInTheOrderFirstSeen() {
        var table = ByteStringTable()
        #expect(table.insert("pizza") == (0, true))
        #expect(table.insert("sushi") == (1, true))
        #expect(table.insert("pizza") == (0, false))
        #expect(table.insert("") == (2, true))
        #expect(table.insert("") == (2, false))
        #expect(table.count == 3)
        #expect((0..<3).map(table.string) == ["pizza", "sushi", ""])
    }

    /// The hash reads a key's last 0–7 bytes in two loads that may overlap: it must hash
    /// them as the bytes one by one do (words that differ only there must not collide,
    /// and a key ending at its buffer's end is read within it).
    @Test func hashesTheLastBytesAsTheyAreOneByOne() {
        func reference(_ key: [UInt8]) -> UInt64 {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(key.count)
            var i = 0
            while i + 8 <= key.count {
                var word: UInt64 = 0
                for k in 0..<8 { word |= UInt64(key[i + k]) << UInt64(8 * k) }
                h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
                h ^= h >> 32
                i += 8
            }
            var tail: UInt64 = 0, shift: UInt64 = 0
            while i < key.count {
                tail |= UInt64(key[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h >> 29
            h = h &* 0xFF51_AFD7_ED55_8CCD
            return h ^ (h >> 32)
        }
        var seen: Set<UInt64> = []
        for length in 0...24 {
            let key = (0..<length).map { UInt8(truncatingIfNeeded: 0x41 &+ $0 &* 37) }
            let hash = key.withUnsafeBufferPointer { ByteStringTable.hash($0) }
            #expect(hash == reference(key), "length \(length)")
            seen.insert(hash)
            // Each last byte changed alone changes the hash.
            for k in max(0, length - 8)..<length {
                var other = key
                other[k] ^= 0x5A
                #expect(other.withUnsafeBufferPointer { ByteStringTable.hash($0) } != hash, "length \(length), byte \(k)")
            }
        }
        #expect(seen.count == 25)
    }

    @Test func findsEveryStringAfterGrowingAndNothingElse() {
        var table = ByteStringTable(capacity: 4)
        // Long ids that differ only at the end, and short ones, past several resizes.
        let keys = (0..<20_000).map { $0 % 2 == 0 ? "osm:node/10000000\($0)" : "w\($0)" }
        for (i, key) in keys.enumerated() { #expect(table.insert(key) == (i, true)) }
        for (i, key) in keys.enumerated() { #expect(table.find(key) == i) }
        #expect(table.find("osm:node/10000000") == nil)
        #expect(table.find("w20001") == nil)
        #expect(table.arena.count == keys.reduce(0) { $0 + $1.utf8.count })
    }

    @Test func comparesBytesNotCharacters() {
        // The same text in two Unicode forms is two keys: the catalog compares bytes.
        var table = ByteStringTable()
        #expect(table.insert("caf\u{E9}").isNew)
        #expect(table.insert("cafe\u{301}").isNew)
        #expect(table.count == 2)
    }
}
