import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

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

    /// The places (indices) under `word` in `index`.
    static func places(of word: String, in index: SearchIndexBuilder.Output) -> [UInt32] {
        for r in 0..<(index.tokenOffsets.count - 1) {
            let token = index.tokens[Int(index.tokenOffsets[r])..<Int(index.tokenOffsets[r + 1])]
            if Array(token) == Array(word.utf8) {
                return Array(index.postingPlaces[Int(index.postingStarts[r])..<Int(index.postingStarts[r + 1])])
            }
        }
        return []
    }

    /// A cuisine's words are found once and used for every place that has it; a place at the
    /// word limit still gets only the words it has room for (and those other places have).
    @Test func aCuisineAtTheWordLimitKeepsTheLimit() {
        let full = (0..<(PlaceLimits.indexedWords - 1)).map { "n\($0)" }.joined(separator: " ")
        let places = [
            Place(id: "a", name: full, coordinate: Coordinate(lat: 1, lon: 1), cuisines: ["Fresh Ramen", "Solo Dish"]),
            Place(id: "b", name: "Bowl", coordinate: Coordinate(lat: 1, lon: 1), cuisines: ["Fresh Ramen", "Fresh Ramen"]),
            Place(id: "c", name: full, coordinate: Coordinate(lat: 1, lon: 1), cuisines: ["Fresh Ramen"]),
        ]
        let index = SearchIndexBuilder.build(places, foldedNames: CatalogBuilder.foldedNames(places[...]))
        #expect(Self.places(of: "fresh", in: index) == [0, 1, 2])
        #expect(Self.places(of: "ramen", in: index) == [1])
        #expect(Self.places(of: "fresh ramen", in: index) == [1])
        // A word no place has room for is not a word of the index at all.
        let tokens = (0..<(index.tokenOffsets.count - 1)).map {
            String(decoding: index.tokens[Int(index.tokenOffsets[$0])..<Int(index.tokenOffsets[$0 + 1])], as: UTF8.self)
        }
        #expect(!tokens.contains("solo") && !tokens.contains("dish") && tokens.contains("ramen"))
    }

    /// The vocabulary counted by two parts (each value as many times as places list it) is
    /// the one counted by one part.
    @Test func twoPartsCountTheVocabularyOfOne() throws {
        var places = Self.places()
        places[3].cuisines.append("pizza")
        places[4].tags = ["Café", "cafe", "vegan"]
        let folded = CatalogBuilder.foldedNames(places[...])
        let one = SearchIndexPart(places[...], foldedNames: folded)
        let empty = SearchIndexPart(places[places.count...], foldedNames: folded)
        let whole = CatalogBuilder.vocabulary(one, empty)
        let pizzas = places.reduce(0) { $0 + $1.cuisines.filter { $0 == "pizza" }.count }
        let image = try CatalogImage(bytes: CatalogBuilder.build(places))
        #expect(Catalog(image: image, sourceName: "test").vocabulary.cuisines["pizza"] == pizzas)
        #expect(Catalog(image: image, sourceName: "test").vocabulary.tags["Café"] == 1)
        for split in [0, 1, 4, 5, places.count / 2, places.count] {
            let parts = (SearchIndexPart(places[..<split], foldedNames: folded), SearchIndexPart(places[split...], foldedNames: folded))
            #expect(CatalogBuilder.vocabulary(parts.0, parts.1) == whole, "split at \(split)")
        }
    }
}
