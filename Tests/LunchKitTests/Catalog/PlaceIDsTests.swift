import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct PlaceIDsTests {
    static func place(_ id: String) -> Place {
        Place(id: id, name: "N", coordinate: Coordinate(lat: 60, lon: 24))
    }

    /// The ids laid out as a table of them gives them, in order; nil when any comes twice
    /// (in the first list, in the second, or in both), wherever it is.
    @Test func distinctIDsAreTheTablesAndARepeatIsFound() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<40 {
            let first = (0..<Int.random(in: 0...30, using: &generator)).map { Self.place("osm:node/\($0)") }
            var second = (0..<Int.random(in: 0...3_000, using: &generator)).map { Self.place("osm:way/\($0)-" + String(repeating: "x", count: $0 % 17)) }
            if round % 2 == 1, !second.isEmpty {
                let all = first + second
                second.append(all[Int.random(in: 0..<all.count, using: &generator)])
                second.swapAt(second.count - 1, Int.random(in: 0..<second.count, using: &generator))
            }
            var table = ByteStringTable()
            for p in first + second { table.insert(p.id) }
            let ids = PlaceIDs.distinct(first, second)
            if table.count == first.count + second.count {
                #expect(ids?.arena == table.arena && ids?.ends == table.ends)
            } else {
                #expect(ids == nil)
            }
        }
        #expect(PlaceIDs.distinct([], [])?.count == 0)
        #expect(PlaceIDs.distinct([Self.place("")], [Self.place("")]) == nil)
    }
}
