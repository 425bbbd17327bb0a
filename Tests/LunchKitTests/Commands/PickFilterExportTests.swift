import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

@Suite struct PickTests {
    func shell() -> TestShell {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384")
        return s
    }

    @Test func neverRepeatsUntilAllWereShownThenSaysSo() {
        let s = shell()
        s.run("filter radius 600")   // 5 places: Golden Sushi, Pizza Place, Kahvila, Café Regatta, Tacos
        var seen: [String] = []
        for _ in 0..<5 {
            s.run("pick")
            seen.append(s.store.state.currentPlace ?? "")
        }
        #expect(Set(seen).count == 5)
        s.output.clear()
        s.run("pick")
        #expect(s.output.stdout.hasPrefix(Messages.allPicked(5)))
        #expect(s.store.state.picked.count == 1)
    }

    @Test func aPlaceVisitedYesterdayIsNeverDrawnWhileOthersRemain() throws {
        let s = shell()
        s.run("filter radius 600; show golden s; rate 5")
        // The clock says 2026-11-20 12:30: that visit is minutes old.
        var drawn: [String: Int] = [:]
        for _ in 0..<200 {
            try s.store.send(.picksReset)
            s.run("pick")
            drawn[s.store.state.currentPlace ?? "", default: 0] += 1
        }
        #expect(drawn["osm:node/6"] == nil)
        #expect(drawn.values.reduce(0, +) == 200)
    }

    @Test func favouritesRatedHighAreDrawnMoreThanUnratedPlaces() throws {
        // Weights on a fixed seed: a 5★ favourite weighs 3 × (5/3)² ≈ 8.3, an unrated place 1.
        let weights = [PickWeights.weight(favorite: true, averageStars: 5), 1, 1, 1, PickWeights.weight(favorite: false, averageStars: 1)]
        let random = SeededRandomSource(seed: 7)
        var counts = [Int](repeating: 0, count: weights.count)
        for _ in 0..<10_000 { counts[PickWeights.draw(weights, u: random.nextUnit())] += 1 }
        #expect(counts[0] > 5 * counts[1])
        #expect(counts[4] < counts[1])
        #expect(abs(Double(counts[0]) / 10_000 - weights[0] / weights.reduce(0, +)) < 0.02)
    }

    @Test func thePickBecomesTheCurrentPlace() {
        let s = shell()
        s.run("pick 300; rate 4 \"great\"")
        #expect(s.output.stderr == "")
        #expect(s.store.state.visits.first?.placeID == s.store.state.currentPlace)
    }

    @Test func nothingToPickIsAClearError() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 10,10")
        #expect(s.run("pick").failed)
        #expect(s.output.stderr.hasPrefix("error: nothing to pick: no places within 1.5 km"))
    }
}

@Suite struct FilterTests {
    @Test func setShowClearAndUndo() {
        let s = TestShell(places: Fixtures.small)
        s.run("filter +vegan -fast_food price 2 radius 1km open")
        var expected = Preferences()
        expected.wantedTags = ["vegan"]
        expected.avoidedTags = ["fast_food"]
        expected.maxPrice = 2
        expected.radiusMetres = 1000
        expected.openNow = true
        #expect(s.store.state.preferences == expected)
        #expect(s.savedState?.contains("\"wanted_tags\"") == true)
        s.run("undo")
        #expect(s.store.state.preferences == Preferences())
        s.run("filter +vegan; filter clear")
        #expect(s.store.state.preferences == Preferences())
    }

    @Test func unknownTagsAreAcceptedWithAWarning() {
        let s = TestShell(places: Fixtures.small)
        #expect(!s.run("filter +vegn").failed)
        #expect(s.output.stdout.hasPrefix("warning: no place in the catalog has tag 'vegn'; did you mean 'vegan'?"))
        #expect(s.store.state.preferences.wantedTags == ["vegn"])
    }

    @Test func savedFiltersApplyToNearAndCommandWordsToThatCommandOnly() {
        let s = TestShell(places: Fixtures.small, json: false)
        s.run("at 60.1699,24.9384; filter +sushi; near 600")
        #expect(s.store.state.currentList == ["osm:node/6"])
        s.run("near 600 -sushi")   // this command's word overrides the saved one
        #expect(!s.store.state.currentList.contains("osm:node/6"))
        #expect(s.store.state.preferences.wantedTags == ["sushi"])
    }
}

@Suite struct ExportTests {
    @Test func csvAndJSON() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4 \"good, \\\"strong\\\" coffee\"; fav kahvila; export /out/v.csv; export /out/v.json")
        #expect(s.output.stderr == "")
        let csv = String(decoding: try #require(s.storage["/out/v.csv"]), as: UTF8.self)
        #expect(csv == "type,date,place_id,name,stars,note\r\nvisit,2026-11-20,osm:node/2,Kahvila Suomi,4,\"good, \"\"strong\"\" coffee\"\r\nfavorite,,osm:node/2,Kahvila Suomi,,\r\n")
        let json = String(decoding: try #require(s.storage["/out/v.json"]), as: UTF8.self)
        #expect(json.hasPrefix(#"{"favorites":[{"id":"osm:node/2","name":"Kahvila Suomi"}],"visits":[{"place_id":"osm:node/2""#))
    }
}
