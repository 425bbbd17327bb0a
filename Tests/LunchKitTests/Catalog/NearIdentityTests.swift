import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `near` gives exactly what measuring every place with `Geo.distance` gives: the same
/// rows in the same order, with the same distances to the last bit.
@Suite struct NearIdentityTests {
    func expectSame(_ catalog: Catalog, _ coordinates: [Coordinate], centre: Coordinate, radius: Double) {
        var want: [Catalog.Hit] = []
        for (i, c) in coordinates.enumerated() {
            let d = Geo.distance(centre, c)
            if d <= radius { want.append(Catalog.Hit(index: i, distance: d)) }
        }
        want.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
        #expect(catalog.near(centre, radius: radius) == want, "\(centre) \(radius)")
        expectSamePages(catalog.nearby(centre, radius: radius), want, "\(centre) \(radius)")
    }

    /// `nearby` read as `near` and `more` read it (the first page, the count, page after
    /// page), from the far end first, and whole: always `want`'s rows in `want`'s order.
    func expectSamePages(_ make: @autoclosure () -> Catalog.NearHits, _ want: [Catalog.Hit], _ what: String) {
        let paged = make()
        #expect(paged.count == want.count, "\(what)")
        var pages: [Catalog.Hit] = []
        for start in stride(from: 0, to: want.count, by: 50) { pages += paged[start..<min(want.count, start + 50)] }
        #expect(pages == want, "\(what)")
        let backwards = make()
        #expect(backwards.indices.reversed().map { backwards[$0] } == want.reversed(), "\(what)")
        let middle = make()
        if !want.isEmpty { #expect(middle[want.count / 2] == want[want.count / 2], "\(what)") }
        #expect(middle.all == want, "\(what)")
        #expect(make().all == want, "\(what)")
    }

    /// Hundreds of places at the same distance (the same spot, and a ring around it): the
    /// ties are ordered by place across every page boundary.
    @Test func tiesAcrossPages() {
        let centre = Fixtures.helsinki
        var places: [Place] = []
        for n in 0..<700 {
            let c = n % 3 == 0 ? centre : Fixtures.offset(centre, metres: n % 3 == 1 ? 100 : 250, bearing: Double(n % 7) * 90)
            places.append(Place(id: "osm:node/\(n)", name: "P\(n)", coordinate: c))
        }
        let catalog = Catalog(places: places)
        let coordinates = (0..<catalog.count).map { catalog.coordinate(at: $0) }
        for radius in [1.0, 150, 300] { expectSame(catalog, coordinates, centre: centre, radius: radius) }
    }

    @Test func generatedPlacesAroundTheWorld() {
        var seed: UInt64 = 7
        func unit() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let centres = [Fixtures.helsinki, Coordinate(lat: 35.6762, lon: 139.6503), Coordinate(lat: -33.87, lon: 151.21),
                       Coordinate(lat: 0.01, lon: 179.995), Coordinate(lat: 89.99, lon: 10)]
        var places: [Place] = []
        for (k, centre) in centres.enumerated() {
            for n in 0..<4_000 {
                var c = Fixtures.offset(centre, metres: 6_000 * unit(), bearing: 360 * unit())
                c.lon = remainder(c.lon, 360)  // across the antimeridian
                places.append(Place(id: "osm:node/\(k * 10_000 + n)", name: "P\(n)", coordinate: c))
            }
        }
        let catalog = Catalog(places: places)
        let coordinates = (0..<catalog.count).map { catalog.coordinate(at: $0) }
        for centre in centres {
            for radius in [50.0, 400, 1_500, 5_000, 12_000] { expectSame(catalog, coordinates, centre: centre, radius: radius) }
        }
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["osm/almaty-2025-09.overpass.json", "osm/piemonte-restaurants-2015-02.geojson",
                      "osm/helsinki-center-2019.overpass.json"])
    func realData(file: String) throws {
        let shared = try #require(Fixtures.sharedData)
        let catalog = Catalog(places: try CatalogLoader.readPlaces(path: shared + "/" + file))
        let coordinates = (0..<catalog.count).map { catalog.coordinate(at: $0) }
        let centre = try #require(catalog.centre)
        for radius in [100.0, 800, 1_500, 10_000, 200_000] {
            expectSame(catalog, coordinates, centre: centre, radius: radius)
            expectSame(catalog, coordinates, centre: Fixtures.offset(centre, metres: 2_500, bearing: 300), radius: radius)
        }
    }
}
