import Testing
@testable import LunchKit

/// The index made of two parts (a half of the places on each core) is the index made of
/// one: the same words in the same order, the same places and weights under each.
@Suite struct SearchIndexPartTests {
    static func places() -> [Place] {
        let texts = SearchIndexBuilderTests.texts
        var places = texts.enumerated().map { i, text in
            Place(id: "p\(i)", name: text.isEmpty ? "x" : text, coordinate: Coordinate(lat: 1, lon: 1),
                  cuisines: [texts[(i + 3) % texts.count], "pizza"], tags: ["cafe", "diet \(i % 3)"],
                  address: texts[(i + 7) % texts.count] + " \(i), Kallio")
        }
        // Past the word limit: the words after it count only where the place has them already,
        // and some of them are other places' words.
        let many = (0..<(PlaceLimits.indexedWords + 40)).map { "w\($0)" }.joined(separator: " ")
        places.insert(Place(id: "many", name: "Many Words", coordinate: Coordinate(lat: 2, lon: 2),
                            cuisines: ["pizza"], address: many + " kallio cafe many"), at: 5)
        places.append(Place(id: "later", name: "w300 w260", coordinate: Coordinate(lat: 3, lon: 3)))
        return places
    }

    static func same(_ a: SearchIndexBuilder.Output, _ b: SearchIndexBuilder.Output) -> Bool {
        a.tokenOffsets == b.tokenOffsets && a.tokens == b.tokens && a.postingStarts == b.postingStarts
            && a.postingPlaces == b.postingPlaces && a.postingWeights == b.postingWeights
    }

    @Test func twoPartsMakeTheIndexOfOne() {
        let places = Self.places()
        let folded = CatalogBuilder.foldedNames(places[...])
        let whole = SearchIndexBuilder.build(places, foldedNames: folded)
        #expect(whole.postingPlaces.contains(UInt32(places.count - 1)))
        for split in [0, 1, 5, 6, places.count / 2, places.count - 1, places.count] {
            let parts = [SearchIndexPart(places[..<split], foldedNames: folded), SearchIndexPart(places[split...], foldedNames: folded)]
            #expect(Self.same(SearchIndexBuilder.finish(parts), whole), "split at \(split)")
        }
    }
}
