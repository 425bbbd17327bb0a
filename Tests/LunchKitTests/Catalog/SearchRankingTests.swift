import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `search` ranks exactly as a reference that scores every matching place (a whole-name
/// match above the rest, then the query's words in order) and sorts them all (best score first, then nearest, then catalog order): same rows, order, scores,
/// distances and total, whichever shortcut (grid rings, partial sort) the ranking takes.
@Suite struct SearchRankingTests {
    /// Every match scored as the index says, sorted whole.
    static func reference(_ catalog: Catalog, _ text: String, from origin: Coordinate, limit: Int = 50)
        -> (total: Int, hits: [Catalog.SearchHit]) {
        let (words, typed) = catalog.queryWords(text)
        let places = catalog.image.section(.postingPlaces, as: UInt32.self)
        let weights = catalog.image.section(.postingWeights, as: UInt8.self)
        let starts = catalog.image.section(.postingStarts, as: UInt32.self)
        var scores: [UInt32: Float]?
        for word in words {
            var best: [UInt32: Float] = [:]
            for (token, quality) in catalog.tokenMatches(for: word, typed: typed[word]) {
                for p in Int(starts[token])..<Int(starts[token + 1]) {
                    best[places[p]] = max(best[places[p]] ?? 0, Float(Double(weights[p]) * quality))
                }
            }
            if let sofar = scores {
                var both: [UInt32: Float] = [:]
                for (place, score) in sofar { if let more = best[place] { both[place] = score + more } }
                scores = both
            } else {
                scores = best
            }
        }
        // A place whose whole name is the text ranks above the rest.
        for place in catalog.placesNamed(text) where scores?[place] != nil { scores?[place]! += Catalog.MatchQuality.wholeName }
        // Then one whose name has the query's words in its order.
        if words.count > 1 {
            for place in Array((scores ?? [:]).keys) where catalog.nameHolds(words, place: Int(place)) {
                scores?[place]! += Catalog.MatchQuality.wordOrder
            }
        }
        let φ0 = origin.lat * .pi / 180, cos0 = cos(φ0)
        var all: [(place: UInt32, score: Float, key: Double)] = []
        for (place, score) in scores ?? [:] {
            let c = catalog.coordinate(at: Int(place))
            let φ: Double = c.lat * .pi / 180
            let a: Double = sin((φ - φ0) / 2)
            let b: Double = sin((c.lon - origin.lon) * .pi / 180 / 2)
            let key: Double = a * a + cos0 * cos(φ) * b * b
            all.append((place, score, key))
        }
        all.sort { x, y in x.score != y.score ? x.score > y.score : (x.key != y.key ? x.key < y.key : x.place < y.place) }
        let hits = all.prefix(limit).map {
            Catalog.SearchHit(index: Int($0.place), score: Double($0.score),
                              distance: Geo.distance(origin, catalog.coordinate(at: Int($0.place))))
        }
        return (all.count, hits)
    }

    func expectSame(_ catalog: Catalog, _ text: String, from origin: Coordinate) {
        let got = catalog.search(text, from: origin, limit: 50)
        let want = Self.reference(catalog, text, from: origin)
        #expect(got.total == want.total, "\(text)")
        #expect(got.hits == want.hits, "\(text) from \(origin)")
    }

    /// Thousands of places with the same score around the origin: the grid-ring shortcut.
    @Test func aLargeTiedGroupIsRankedAsTheReference() {
        var seed: UInt64 = 13
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let words = ["tacos", "pizza", "sushi", "golden", "taqueria", "kebab"]
        let places = (0..<30_000).map { n -> Place in
            let metres = 20_000 * unit() * unit()  // denser near the centre
            let a = words[Int(unit() * 6)], b = words[Int(unit() * 6)]
            return Fixtures.place(n + 1, "\(a.capitalized) \(n % 97)", metres: metres, bearing: unit() * 360,
                                  cuisines: [b], tags: n % 3 == 0 ? ["restaurant", "takeaway"] : ["restaurant"])
        }
        let catalog = Catalog(places: places)
        for origin in [Fixtures.helsinki, Fixtures.offset(Fixtures.helsinki, metres: 9_000, bearing: 40),
                       Coordinate(lat: 35.6762, lon: 139.6503)] {
            for text in ["tacos", "taco", "tacso", "pizza tacos", "golden 5", "restaurant", "kebab takeaway", "t"] {
                expectSame(catalog, text, from: origin)
            }
        }
    }

    /// Thousands named exactly the word (a whole-name level of its own), thousands more
    /// with it in the name, the cuisine or as a typo: every level large, the total counted
    /// over lists that share places.
    @Test func largeLevelsOfWholeNamesAndSharedPlaces() {
        var seed: UInt64 = 41
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let names = ["Tacos", "Tacos Bar", "Taco Shack", "Tacso", "Burrito Place"]
        let places = (0..<12_000).map { n -> Place in
            Fixtures.place(n + 1, names[Int(unit() * 5)], metres: 8_000 * unit(), bearing: unit() * 360,
                           cuisines: unit() < 0.5 ? ["tacos"] : ["mexican"], tags: ["restaurant"])
        }
        let catalog = Catalog(places: places)
        for origin in [Fixtures.helsinki, Fixtures.offset(Fixtures.helsinki, metres: 5_000, bearing: 200)] {
            for text in ["tacos", "Tacos", "taco", "burrito", "mexican"] { expectSame(catalog, text, from: origin) }
            for limit in [1, 7, 700, 2_600] {
                let got = catalog.search("tacos", from: origin, limit: limit)
                let want = Self.reference(catalog, "tacos", from: origin, limit: limit)
                #expect(got.total == want.total && got.hits == want.hits, "limit \(limit)")
            }
        }
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["osm/almaty-2025-09.overpass.json", "osm/piemonte-restaurants-2015-02.geojson",
                      "osm/helsinki-center-2019.overpass.json"])
    func realDataIsRankedAsTheReference(file: String) throws {
        let shared = try #require(Fixtures.sharedData)
        let catalog = Catalog(places: try CatalogLoader.readPlaces(path: shared + "/" + file))
        let centre = try #require(catalog.centre)
        for origin in [centre, Fixtures.offset(centre, metres: 3_000, bearing: 120)] {
            for text in ["pizza", "kafe", "кафе", "coffee", "rest", "restaurant", "bar", "pizzeria italiana", "a", "piza"] {
                expectSame(catalog, text, from: origin)
            }
        }
    }
}
