import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

@Suite struct CatalogMergerTests {
    static func place(_ id: Int, _ version: Int) -> Place {
        Place(id: "osm:node/\(id)", name: "Place \(id) v\(version)", coordinate: Coordinate(lat: 60 + Double(id) / 1000, lon: 24),
              cuisines: version % 2 == 0 ? ["pizza"] : [], tags: ["cafe"])
    }

    /// Merging onto a stored catalog gives what merging onto its decoded list gives:
    /// the same places in the same order, the same counts, the same id table.
    @Test func ontoAStoredCatalogIsTheSameAsOntoItsList() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<30 {
            let base = (0..<Int.random(in: 0...40, using: &generator)).map { Self.place($0 * 2, 0) }
            // Unchanged, updated, new, and ids that come twice (the same or changed).
            let incoming = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
                Self.place(Int.random(in: 0...100, using: &generator), Int.random(in: 0...2, using: &generator))
            }
            var list = base
            var listIDs = ByteStringTable()
            let expected = CatalogMerger.merge(incoming, into: &list, ids: &listIDs)
            var ids = ByteStringTable()
            let (places, counts) = CatalogMerger.merge(incoming, onto: Catalog(places: base), ids: &ids)
            #expect(places == list)
            #expect(counts == expected)
            #expect(ids.arena == listIDs.arena && ids.ends == listIDs.ends)
            #expect(ids.count == places.count)
        }
    }

    @Test func countsAsTheReportSaysThem() {
        let base = Catalog(places: [Self.place(1, 0), Self.place(2, 0)])
        var ids = ByteStringTable()
        let incoming = [Self.place(1, 0), Self.place(2, 1), Self.place(3, 0), Self.place(3, 1), Self.place(2, 1)]
        let (places, counts) = CatalogMerger.merge(incoming, onto: base, ids: &ids)
        // Each id once: 1 unchanged, 2 updated (twice in the file), 3 added (twice).
        #expect(counts == CatalogMerger.Counts(added: 1, updated: 1, unchanged: 1))
        #expect(places == [Self.place(1, 0), Self.place(2, 1), Self.place(3, 1)])
    }
}

@Suite struct CatalogMergerTakingTests {
    /// Taking the incoming places gives what the merge gives: the same places in the same
    /// order, counts and id table; when no id repeats the places are moved, not merged.
    @Test func takingIsTheSameMerge() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<60 {
            let base = (0..<Int.random(in: 0...20, using: &generator)).map { CatalogMergerTests.place($0 * 2, 0) }
            // Every other round: new ids only (the moved case); otherwise any id, some twice.
            let incoming = round % 2 == 0
                ? (0..<Int.random(in: 0...50, using: &generator)).map { CatalogMergerTests.place(1_000 + $0, 1) }
                : (0..<Int.random(in: 0...50, using: &generator)).map { _ in
                    CatalogMergerTests.place(Int.random(in: 0...60, using: &generator), Int.random(in: 0...2, using: &generator))
                }
            var expected = base, expectedIDs = ByteStringTable()
            let expectedCounts = CatalogMerger.merge(incoming, into: &expected, ids: &expectedIDs)
            var list = base, taken = incoming, ids = PlaceIDs()
            let counts = CatalogMerger.merge(taking: &taken, into: &list, ids: &ids)
            #expect(list == expected)
            #expect(counts == expectedCounts)
            #expect(ids.arena == expectedIDs.arena && ids.ends == expectedIDs.ends)
            #expect(taken.isEmpty)
        }
    }
}
