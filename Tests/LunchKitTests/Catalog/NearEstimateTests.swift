import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `nearby` decides most places by `HaversineEstimate` and measures only those near the
/// circle's edge: the estimate's error stays within its bound, and places exactly on the
/// edge (or a rounding step either side of it) are found exactly as measuring every place does.
@Suite struct NearEstimateTests {
    var seed: UInt64 = 29
    mutating func unit() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }

    /// h as `Geo.distance` computes it.
    static func haversine(_ a: Coordinate, _ b: Coordinate) -> Double {
        let φ1 = a.lat * .pi / 180, φ2 = b.lat * .pi / 180
        let dφ = φ2 - φ1, dλ = (b.lon - a.lon) * .pi / 180
        return sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
    }

    @Test mutating func theEstimateIsWithinItsBoundEverywhereInTheBox() throws {
        for _ in 0..<200 {
            let centre = Coordinate(lat: 150 * unit() - 75, lon: 350 * unit() - 175)
            let radius = [1.0, 50, 1_500, 20_000, 100_000][Int(unit() * 5)]
            let box = Catalog.NearBox(centre: centre, radius: radius)
            guard let estimate = Catalog.HaversineEstimate(centre: centre, radius: radius, box: box) else { continue }
            let (lonLow, lonHigh) = box.lonRanges[0]
            for _ in 0..<500 {
                // Corners and edges of the box most of all, where the error is largest.
                func pick(_ low: Double, _ high: Double) -> Double {
                    let u = unit()
                    return u < 0.25 ? low : u < 0.5 ? high : low + (high - low) * unit()
                }
                let p = Coordinate(lat: pick(box.minLat, box.maxLat), lon: pick(lonLow, lonHigh))
                let h = Self.haversine(centre, p)
                #expect(abs(h - estimate.estimate(p.lat, p.lon)) <= estimate.error, "\(centre) \(radius) \(p)")
            }
        }
    }

    /// Radii equal to places' own distances (and one rounding step less): the places on
    /// the edge are in, or out, as measuring them says.
    @Test mutating func placesOnTheEdgeAreDecidedExactly() {
        let centre = Coordinate(lat: 35.6762, lon: 139.6503)
        var places: [Place] = []
        for n in 0..<3_000 {
            let c = Fixtures.offset(centre, metres: 2_000 * unit(), bearing: 360 * unit())
            places.append(Place(id: "osm:node/\(n)", name: "P\(n)", coordinate: c))
        }
        // Some on one spot, and some the same distance apart on a ring.
        for n in 0..<200 { places.append(Place(id: "osm:node/r\(n)", name: "R\(n)", coordinate: places[n % 5].coordinate)) }
        let catalog = Catalog(places: places)
        let coordinates = (0..<catalog.count).map { catalog.coordinate(at: $0) }
        for k in stride(from: 0, to: 3_000, by: 97) {
            let edge = Geo.distance(centre, coordinates[k])
            for radius in [edge, edge.nextDown, edge.nextUp] {
                var want: [Catalog.Hit] = []
                for (i, c) in coordinates.enumerated() {
                    let d = Geo.distance(centre, c)
                    if d <= radius { want.append(Catalog.Hit(index: i, distance: d)) }
                }
                want.sort { $0.distance < $1.distance || ($0.distance == $1.distance && $0.index < $1.index) }
                let got = catalog.nearby(centre, radius: radius)
                #expect(got.count == want.count, "\(radius)")
                #expect(Array(got.prefix(50)) == Array(want.prefix(50)), "\(radius)")
                #expect(catalog.nearby(centre, radius: radius).all == want, "\(radius)")
            }
        }
    }

    /// The estimate serves small circles away from the poles and the antimeridian only.
    @Test func whereTheEstimateIsUsed() {
        func used(_ c: Coordinate, _ r: Double) -> Bool {
            Catalog.HaversineEstimate(centre: c, radius: r, box: Catalog.NearBox(centre: c, radius: r)) != nil
        }
        #expect(used(Coordinate(lat: 35.6762, lon: 139.6503), 1_500))
        #expect(used(Fixtures.helsinki, 100_000))
        #expect(!used(Fixtures.helsinki, 200_000))
        #expect(!used(Coordinate(lat: 89.99, lon: 10), 1_500))
        #expect(!used(Coordinate(lat: 0.01, lon: 179.995), 1_500))
        #expect(!used(Fixtures.helsinki, 0))
    }
}
