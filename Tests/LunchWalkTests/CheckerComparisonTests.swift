import Foundation
import Testing
@testable import LunchWalk

/// The Swift network and search against tools/walk-check.py (networkx) on real OSM
/// extracts: every destination's route metres equal within 1 % or 5 m, and both agree
/// on which destinations are reachable.
struct CheckerComparisonTests {
    static let helsinkiReady = Checker.available("Helsinki.osm.pbf") && HelsinkiPlaces.available

    @Test(.enabled(if: helsinkiReady)) func helsinkiPlacesFromDefaultLocation() throws {
        let places = try HelsinkiPlaces.load()
        #expect(places.count == 357)
        let start = HelsinkiPlaces.defaultLocation
        let answer = try Checker.answer(pbfName: "Helsinki.osm.pbf", start: start, points: places)
        let net = Checker.network(answer)
        let field = WalkField(network: net, from: start, maxCost: nil)
        #expect(field.startSnapped)
        var maxError = 0.0, compared = 0
        var ratios: [Double] = []
        var byRoute = 0, byStraight = 0
        let fiveMinutes = 4.8 * 1000 / 60 * 5
        for (p, r) in zip(places, answer.results) {
            let leg = field.walk(to: p)
            #expect((leg == nil) == (r.meters == nil), "reachability differs at \(p)")
            if let leg, let m = r.meters, let c = r.cost {
                compared += 1
                maxError = max(maxError, abs(leg.meters - m))
                #expect(abs(leg.meters - m) <= max(5, 0.01 * m), "\(p): \(leg.meters) m, checker \(m) m")
                #expect(abs(leg.cost - c) <= max(5, 0.01 * c))
                if leg.straightMeters >= 150 { ratios.append(leg.meters / leg.straightMeters) }
                if leg.minutes() <= 5 { byRoute += 1 }
            }
            if Earth.metres(start, p) <= fiveMinutes { byStraight += 1 }
        }
        ratios.sort()
        let median = ratios.isEmpty ? 0 : ratios[ratios.count / 2]
        print("Helsinki: \(net.nodeCount) nodes, \(net.edgeCount) edges; compared \(compared) of \(places.count);",
              "max |Δ| \(maxError) m; median route/straight (≥150 m) \(median);",
              "within 5 min: \(byRoute) by route, \(byStraight) straight")
        #expect(compared == 357)
        // 157 when a point met only its nearest way; 173 now that it meets every way within
        // 10 m of that (a footway under or over the nearest one, a street below a bridge).
        #expect(byRoute == 173)
        #expect(byStraight == 235)
        // The same answers from a network read back from its bytes, and bounded to 15 min.
        let read = try WalkNetwork(serialized: net.serialized())
        let bounded = WalkField(network: read, from: start, maxMinutes: 15)
        for (p, r) in zip(places, answer.results) {
            guard let m = r.meters, let c = r.cost else { continue }
            let leg = bounded.walk(to: p)
            if c <= 1200 - 0.5 { #expect(leg.map { abs($0.meters - m) <= max(5, 0.01 * m) } == true) }
            if c > 1200 + 0.5 { #expect(leg == nil) }
        }
    }

    @Test(.enabled(if: Checker.available("test.osm.pbf"))) func smallExtract() throws {
        // test.osm.pbf: a piece of Kotka (60.52–60.54 N, 26.93–26.97 E); start in its
        // middle, a grid of destinations over it.
        let start = WalkCoordinate(lat: 60.53, lon: 26.95)
        var points: [WalkCoordinate] = []
        for i in 0..<15 { for j in 0..<15 { points.append(WalkCoordinate(lat: 60.521 + Double(i) * 0.0013, lon: 26.931 + Double(j) * 0.0027)) } }
        let answer = try Checker.answer(pbfName: "test.osm.pbf", start: start, points: points)
        let net = Checker.network(answer)
        let field = WalkField(network: net, from: start, maxCost: nil)
        var compared = 0, maxError = 0.0
        for (p, r) in zip(points, answer.results) {
            let leg = field.walk(to: p)
            #expect((leg == nil) == (r.meters == nil), "reachability differs at \(p)")
            if let leg, let m = r.meters {
                compared += 1
                maxError = max(maxError, abs(leg.meters - m))
                #expect(abs(leg.meters - m) <= max(5, 0.01 * m), "\(p): \(leg.meters) m, checker \(m) m")
            }
        }
        print("test.osm.pbf: \(net.nodeCount) nodes; compared \(compared) of \(points.count); max |Δ| \(maxError) m")
        #expect(compared > 50)
    }
}
