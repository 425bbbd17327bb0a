import Testing
@testable import LunchWalk

/// A bridge over a street: the street runs east–west, the bridge north–south over it
/// with no node in common (different levels). They meet only far away: from the
/// bridge's north end east and then south to the street's east end. A place beside the
/// bridge but by the street is reached along the street, not around the loop.
struct BridgeTests {
    static let metresPerDegree = GridNetwork.metresPerDegree

    /// x metres east, y metres north of (0, 0) at the equator.
    static func at(_ x: Double, _ y: Double) -> WalkCoordinate {
        WalkCoordinate(lat: y / metresPerDegree, lon: x / metresPerDegree)
    }

    static func network() -> WalkNetwork {
        var builder = WalkNetworkBuilder()
        var next: Int64 = 1
        /// A way through `points`, a node every 4 m (new ids).
        func way(_ points: [(Double, Double)], tags: [String: String]) {
            var ids: [Int64] = [], coordinates: [WalkCoordinate] = []
            for (a, b) in zip(points, points.dropFirst()) {
                let length = ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
                let steps = Int(length / 4)
                for k in 0..<steps {
                    let t = Double(k) / Double(steps)
                    coordinates.append(at(a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
                    ids.append(next)
                    next += 1
                }
            }
            coordinates.append(at(points.last!.0, points.last!.1))
            ids.append(next)
            next += 1
            builder.add(wayTags: tags, nodeIDs: ids, coordinates: coordinates)
        }
        way([(-400, 0), (400, 0)], tags: ["highway": "residential"])
        way([(0, -200), (0, 200)], tags: ["highway": "secondary", "bridge": "yes", "layer": "1"])
        let streetEast = next - 1 - 101, bridgeNorth = next - 1
        // The loop joining them: bridge's north end → (400, 200) → street's east end.
        var ids: [Int64] = [bridgeNorth], coordinates = [at(0, 200)]
        for k in 1..<100 { ids.append(next); next += 1; coordinates.append(at(Double(k) * 4, 200)) }
        for k in 0..<50 { ids.append(next); next += 1; coordinates.append(at(400, 200 - Double(k) * 4)) }
        ids.append(streetEast); coordinates.append(at(400, 0))
        builder.add(wayTags: ["highway": "footway"], nodeIDs: ids, coordinates: coordinates)
        return builder.build()
    }

    @Test func thePieces() {
        let net = Self.network()
        // One piece: the street, the bridge and the loop (ends and the crossing-free middle).
        let field = WalkField(network: net, from: Self.at(100, 1), maxCost: nil)
        #expect(field.walk(to: Self.at(0, 150)) != nil)
    }

    @Test func aPlaceBesideTheBridgeIsReachedAlongTheStreetBelow() throws {
        let net = Self.network()
        // 2 m east of the bridge, 6 m south of the street: the bridge is the nearest way.
        let place = Self.at(2, -6), start = Self.at(100, 1)
        #expect(abs(try #require(net.snap(place)).distance - 2) < 0.01)
        let field = WalkField(network: net, from: start, maxCost: nil)
        let leg = try #require(field.walk(to: place))
        // Onto the street, west along it, off to the place: about 100 m (not ~1,100 m
        // around the loop; the straight bits may meet the street a few metres along).
        #expect(leg.meters < 106 && leg.meters > leg.straightMeters, "\(leg.meters)")
        let line = try #require(field.route(to: place))
        let drawn = zip(line, line.dropFirst()).reduce(0) { $0 + Earth.metres($1.0, $1.1) }
        #expect(abs(drawn - leg.meters) < 0.5)
    }

    @Test func aStartBesideTheBridgeWalksTheStreetBelow() throws {
        let net = Self.network()
        let field = WalkField(network: net, from: Self.at(2, -6), maxCost: nil)
        // It meets the network on the bridge (nearest) and on the street below.
        #expect(field.starts.contains { abs($0.coordinate.lat) < 1e-9 })
        #expect(abs(try #require(field.start).coordinate.lon) < 1e-9)
        let leg = try #require(field.walk(to: Self.at(100, 1)))
        #expect(leg.meters < 106 && leg.meters > leg.straightMeters, "\(leg.meters)")
        let line = try #require(field.route(to: Self.at(100, 1)))
        let drawn = zip(line, line.dropFirst()).reduce(0) { $0 + Earth.metres($1.0, $1.1) }
        #expect(abs(drawn - leg.meters) < 0.5)
    }

    @Test func aWayFartherThanTheSlackIsNotTried() throws {
        let net = Self.network()
        // 2 m from the bridge, 15 m from the street: more than 10 m farther, so only the
        // bridge: around the loop (more than a kilometre).
        let field = WalkField(network: net, from: Self.at(100, 1), maxCost: nil)
        let leg = try #require(field.walk(to: Self.at(2, -15)))
        #expect(leg.meters > 1000, "\(leg.meters)")
        #expect(net.snaps(Self.at(2, -15)).allSatisfy { abs($0.coordinate.lon) < 1e-9 })
    }
}
