import Foundation
import Testing
@testable import LunchKit

/// Real data: `near` on the Almaty extract equals a brute-force reference.
@Suite struct AlmatyNearTests {
    @Test func nearMatchesBruteForceOnRealData() throws {
        guard let shared = Fixtures.sharedData else { return }
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

    @Test func mostRealOpeningHoursCanBeRead() throws {
        guard let shared = Fixtures.sharedData else { return }
        let places = try CatalogLoader.readPlaces(path: shared + "/osm/almaty-2025-09.overpass.json")
        let values = places.compactMap(\.openingHours)
        let readable = values.filter { OpeningHours($0) != nil }
        #expect(Double(readable.count) / Double(values.count) > 0.9)
        #expect(OpeningHours("24 hours") == nil)
    }
}
