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
