import Testing
import LunchWalk

/// The walkable rule, and the builder's main-network rule.
struct RuleTests {
    @Test func walkableRule() {
        let yes: [[String: String]] = [
            ["highway": "footway"], ["highway": "steps"], ["highway": "primary", "oneway": "yes"],
            ["highway": "service", "access": "private", "foot": "yes"],
            ["highway": "footway", "access": "no", "foot": "permissive"],
            ["highway": "pedestrian", "area": "yes"],
            ["highway": "footway", "tunnel": "yes", "layer": "-1"],       // a pedestrian tunnel
            ["highway": "service", "tunnel": "yes", "layer": "1"],
            ["highway": "service", "tunnel": "building_passage", "layer": "-1"],
            ["highway": "corridor"], ["highway": "bridleway"], ["highway": "service", "layer": "x", "tunnel": "yes"],
        ]
        let no: [[String: String]] = [
            [:], ["highway": "motorway"], ["highway": "trunk"], ["highway": "platform"], ["highway": "trail"],
            ["highway": "construction"], ["building": "yes"], ["highway": "footway", "foot": "no"],
            ["highway": "service", "access": "private"], ["highway": "residential", "access": "no", "foot": "destination"],
            ["highway": "footway", "area": "yes"], ["highway": "service", "tunnel": "yes", "layer": "-4"],
            ["highway": "service", "tunnel": "yes", "layer": " -1 "],
        ]
        for t in yes { #expect(WalkableRule.isWalkable(t), "\(t)") }
        for t in no { #expect(!WalkableRule.isWalkable(t), "\(t)") }
        #expect(WalkableRule.isSteps(["highway": "steps"]) && !WalkableRule.isSteps(["highway": "footway"]))
    }

    /// A 15 × 15 grid (225 nodes: main) 100 m apart, and a three-node footway of its own
    /// 10 m from the start: the start snaps to the grid, 40 m away, not to the piece.
    @Test func smallPiecesDontCaptureTheStart() throws {
        let grid = GridNetwork(size: 15, spacing: 100)
        var b = WalkNetworkBuilder()
        for r in 0..<15 {
            b.add(wayTags: ["highway": "residential"], nodeIDs: (0..<15).map { grid.id(r, $0) }, coordinates: (0..<15).map { grid.coordinate(r, $0) })
            b.add(wayTags: ["highway": "residential"], nodeIDs: (0..<15).map { grid.id($0, r) }, coordinates: (0..<15).map { grid.coordinate($0, r) })
        }
        let m = GridNetwork.metresPerDegree
        let start = WalkCoordinate(lat: 3 * grid.step + 40 / m, lon: 3.5 * grid.step)
        b.add(wayTags: ["highway": "footway"], nodeIDs: [1001, 1002, 1003],
              coordinates: [WalkCoordinate(lat: start.lat + 10 / m, lon: start.lon - 20 / m), WalkCoordinate(lat: start.lat + 10 / m, lon: start.lon),
                            WalkCoordinate(lat: start.lat + 10 / m, lon: start.lon + 20 / m)])
        let net = b.build()
        #expect(net.nodeCount == 225)
        let snap = try #require(net.snap(start))
        #expect(abs(snap.distance - 40) < 0.01)
    }

    /// A pedestrian square (area=yes, a closed ring) is walked along its edge, and joins
    /// the streets that touch it.
    @Test func pedestrianSquareIsWalkedAlongItsEdge() throws {
        let grid = GridNetwork(size: 15, spacing: 100)
        var b = WalkNetworkBuilder()
        for r in 0..<15 {
            b.add(wayTags: ["highway": "residential"], nodeIDs: (0..<15).map { grid.id(r, $0) }, coordinates: (0..<15).map { grid.coordinate(r, $0) })
        }
        b.add(wayTags: ["highway": "residential"], nodeIDs: (0..<15).map { grid.id($0, 0) }, coordinates: (0..<15).map { grid.coordinate($0, 0) })
        // A 100 m square ring east of row 14's end, touching it at (14,14).
        let corner = grid.coordinate(14, 14), s = grid.step
        let ring = [corner, WalkCoordinate(lat: corner.lat, lon: corner.lon + s), WalkCoordinate(lat: corner.lat + s, lon: corner.lon + s),
                    WalkCoordinate(lat: corner.lat + s, lon: corner.lon), corner]
        b.add(wayTags: ["highway": "pedestrian", "area": "yes"], nodeIDs: [grid.id(14, 14), 5001, 5002, 5003, grid.id(14, 14)], coordinates: ring)
        b.add(wayTags: ["highway": "footway", "area": "yes"], nodeIDs: [grid.id(0, 0), 6001, 6002, grid.id(0, 0)],
              coordinates: [grid.coordinate(0, 0), WalkCoordinate(lat: -s, lon: 0), WalkCoordinate(lat: -s, lon: s), grid.coordinate(0, 0)])
        let net = b.build()
        let field = WalkField(network: net, from: grid.coordinate(14, 13), maxCost: nil)
        // To the square's far corner: 100 m to (14,14), then 200 m round the ring either way.
        let leg = try #require(field.walk(to: ring[2]))
        #expect(abs(leg.meters - 300) < 0.5)
        // The footway "area" south of (0,0) is left out: its far corner is reached along
        // row 0 (100 m) and then 100 m straight south.
        let south = try #require(WalkField(network: net, from: grid.coordinate(0, 0), maxCost: nil).walk(to: WalkCoordinate(lat: -s, lon: s)))
        #expect(abs(south.offNetworkMeters - 100) < 0.5)
        #expect(abs(south.meters - 200) < 0.5)
    }
}
