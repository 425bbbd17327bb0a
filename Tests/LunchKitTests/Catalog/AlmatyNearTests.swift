import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Real data: `near` on the Almaty extract equals a brute-force reference.
@Suite struct AlmatyNearTests {
    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func nearMatchesBruteForceOnRealData() throws {
        let shared = try #require(Fixtures.sharedData)
        let places = try CatalogLoader.readPlaces(path: shared + "/osm/almaty-2025-09.overpass.json")
        let catalog = Catalog(places: places)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let centre = Coordinate(lat: Double.random(in: 43.15...43.35, using: &rng),
                                    lon: Double.random(in: 76.8...77.05, using: &rng))
            let radius = Double.random(in: 100...5000, using: &rng)
            let expected = bruteForceNear(places.map { $0.coordinate }, centre: centre, radius: radius)
            #expect(catalog.near(centre, radius: radius).map { $0.index } == expected)
        }
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func mostRealOpeningHoursCanBeRead() throws {
        let shared = try #require(Fixtures.sharedData)
        let places = try CatalogLoader.readPlaces(path: shared + "/osm/almaty-2025-09.overpass.json")
        let values = places.compactMap(\.openingHours)
        let readable = values.filter { OpeningHours($0) != nil }
        #expect(Double(readable.count) / Double(values.count) > 0.9)
        #expect(OpeningHours("24 hours") == nil)
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func piemonteOpeningHoursAreReadOrHonestlyUnknown() throws {
        let shared = try #require(Fixtures.sharedData)
        let data = try Data(contentsOf: URL(fileURLWithPath: shared + "/osm/piemonte-restaurants-2015-02.geojson"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        let values = features.compactMap { ($0["properties"] as? [String: Any])?["opening_hours"] as? String }
        #expect(!values.isEmpty)
        let calendar = Calendar.lunch
        let monday = try #require(FixedClock.parseLocalTime("2026-11-16T20:00"))
        var readable = 0
        for value in values {
            let status = OpeningHours.status(of: value, at: monday, calendar: calendar)
            if OpeningHours(value) != nil { readable += 1 } else { #expect(status == .unknown) }
        }
        #expect(Double(readable) / Double(values.count) > 0.8)
        #expect(OpeningHours.status(of: "We - Mo 18:00-1:00", at: monday, calendar: calendar).isOpen)
    }
}
