import Testing
@testable import LunchWalk

/// A 10 × 10 grid, 100 m apart, at the equator: walks are Manhattan distances.
struct GridTests {
    let grid = GridNetwork(size: 10, spacing: 100)

    @Test func shape() {
        let net = grid.build()
        #expect(net.nodeCount == 100)
        #expect(net.edgeCount == 180)
        #expect(!net.isEmpty)
    }

    @Test func cornerToCorner() throws {
        let field = WalkField(network: grid.build(), from: grid.coordinate(0, 0), maxCost: nil)
        #expect(field.startSnapped)
        let leg = try #require(field.walk(to: grid.coordinate(9, 9)))
        #expect(abs(leg.meters - 1800) < 0.5)
        #expect(abs(leg.cost - 1800) < 0.5)
        #expect(leg.offNetworkMeters < 0.01)   // coordinates are kept to 1e-7 degree
        #expect(abs(leg.straightMeters - 1800 * 0.5.squareRoot()) < 1)
        #expect(abs(leg.minutes() - 1800 / 80) < 0.01)
    }

    @Test func offNetworkEndsAndMidEdges() throws {
        // Start 30 m north of the middle of edge (0,2)–(0,3): 30 m off, 50 m to either end.
        let s = WalkCoordinate(lat: 30 / GridNetwork.metresPerDegree, lon: 2.5 * grid.step)
        // Destination 20 m east of the point 40 m up the edge (5,7)–(6,7).
        let d = WalkCoordinate(lat: 5.4 * grid.step, lon: 7 * grid.step + 20 / GridNetwork.metresPerDegree)
        let field = WalkField(network: grid.build(), from: s, maxCost: nil)
        let leg = try #require(field.walk(to: d))
        // 30 + (50 + 400 m east to column 7) + (500 + 40 m north) + 20.
        #expect(abs(leg.meters - 1040) < 0.5)
        #expect(abs(leg.offNetworkMeters - 50) < 0.01)
        let line = try #require(field.route(to: d))
        #expect(line.first == s && line.last == d)
        let length = zip(line, line.dropFirst()).reduce(0) { $0 + Earth.metres($1.0, $1.1) }
        #expect(abs(length - leg.meters) < 0.5)
    }

    @Test func sameEdgeWalksDirectly() throws {
        let net = grid.build()
        let s = WalkCoordinate(lat: 4 * grid.step, lon: 4.1 * grid.step)
        let d = WalkCoordinate(lat: 4 * grid.step + 10 / GridNetwork.metresPerDegree, lon: 4.8 * grid.step)
        let field = WalkField(network: net, from: s, maxCost: 100)
        let leg = try #require(field.walk(to: d))
        #expect(abs(leg.meters - 80) < 0.01)
        let line = try #require(field.route(to: d))
        #expect(line.count == 4)
    }

    @Test func stepsCostMore() throws {
        // Column 0 is steps: going north along it costs 1.5 a metre, so the cheapest way
        // from (0,0) to (9,0) is along column 1 (100 + 900 + 100 m) rather than up the steps.
        let field = WalkField(network: grid.build(stepsColumns: [0]), from: grid.coordinate(0, 0), maxCost: nil)
        let leg = try #require(field.walk(to: grid.coordinate(9, 0)))
        #expect(abs(leg.cost - 1100) < 0.5)
        #expect(abs(leg.meters - 1100) < 0.5)
        let up = try #require(field.walk(to: grid.coordinate(2, 0)))
        #expect(abs(up.cost - 300) < 0.5)       // 200 m of steps
        #expect(abs(up.meters - 200) < 0.5)
    }

    @Test func boundAndLimits() {
        let net = grid.build()
        let field = WalkField(network: net, from: grid.coordinate(0, 0), maxCost: 450)
        #expect(field.walk(to: grid.coordinate(2, 2)) != nil)        // 400 m
        #expect(field.walk(to: grid.coordinate(3, 2)) == nil)        // 500 m
        #expect(field.walk(to: grid.coordinate(9, 9)) == nil)
        let far = WalkCoordinate(lat: -300 / GridNetwork.metresPerDegree, lon: 0)
        #expect(net.snap(far) == nil)
        #expect(WalkField(network: net, from: far, maxCost: nil).startSnapped == false)
        #expect(field.walk(to: far) == nil)
        #expect(net.snap(WalkCoordinate(lat: .nan, lon: 0)) == nil)
    }

    @Test func minutesBound() throws {
        // 5 minutes at 4.8 km/h is 400 m (a grid node 400 m away may be a centimetre over).
        let field = WalkField(network: grid.build(), from: grid.coordinate(0, 0), maxMinutes: 5)
        #expect(field.walk(to: grid.coordinate(2, 1)) != nil)
        #expect(field.walk(to: grid.coordinate(2, 3)) == nil)
    }
}
