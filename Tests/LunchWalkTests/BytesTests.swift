import Testing
@testable import LunchWalk

/// The network's bytes: read back equal, and damaged or hostile bytes throw, never crash.
struct BytesTests {
    static func small() -> WalkNetwork {
        // A 4 × 4 grid with one column of steps and a way with shape points (a bent one
        // from (0,0) to (3,3) through two points no other way uses).
        let grid = GridNetwork(size: 4, spacing: 50)
        var b = WalkNetworkBuilder()
        for r in 0..<4 {
            b.add(wayTags: ["highway": "footway"], nodeIDs: (0..<4).map { grid.id(r, $0) }, coordinates: (0..<4).map { grid.coordinate(r, $0) })
            b.add(wayTags: ["highway": r == 2 ? "steps" : "path"], nodeIDs: (0..<4).map { grid.id($0, r) }, coordinates: (0..<4).map { grid.coordinate($0, r) })
        }
        b.add(wayTags: ["highway": "service"], nodeIDs: [grid.id(0, 0), 900, 901, grid.id(3, 3)],
              coordinates: [grid.coordinate(0, 0), WalkCoordinate(lat: -0.0004, lon: 0.001), WalkCoordinate(lat: -0.0002, lon: 0.0015), grid.coordinate(3, 3)])
        return b.build()
    }

    static let probes: [WalkCoordinate] = [
        WalkCoordinate(lat: 0.0001, lon: 0.0002), WalkCoordinate(lat: 0.0013, lon: 0.0009),
        WalkCoordinate(lat: -0.0003, lon: 0.0012), WalkCoordinate(lat: 0.0007, lon: 0.0001),
    ]

    /// Everything a reader of a network may do, to prove it doesn't crash.
    static func exercise(_ net: WalkNetwork) -> Double {
        var sum = 0.0
        for p in probes {
            let field = WalkField(network: net, from: p, maxCost: nil)
            for q in probes {
                sum += field.walk(to: q)?.meters ?? 0
                sum += Double(field.route(to: q)?.count ?? 0)
            }
        }
        return sum
    }

    @Test func roundTrip() throws {
        let net = Self.small()
        #expect(net.shapeLat.count == 2)
        let bytes = net.serialized()
        #expect(bytes.count % 4 == 0)
        let read = try WalkNetwork(serialized: bytes)
        #expect(read.nodeCount == net.nodeCount && read.edgeCount == net.edgeCount)
        #expect(read.serialized() == bytes)
        #expect(Self.exercise(read) == Self.exercise(net))
        #expect(try WalkNetwork(serialized: ArraySlice(bytes)).serialized() == bytes)
        let empty = WalkNetworkBuilder().build()
        #expect(empty.isEmpty)
        let readEmpty = try WalkNetwork(serialized: empty.serialized())
        #expect(readEmpty.isEmpty && readEmpty.snap(WalkCoordinate(lat: 0, lon: 0)) == nil)
    }

    @Test func everyTruncationThrows() {
        let bytes = Self.small().serialized()
        for n in 0..<bytes.count {
            #expect(throws: WalkNetworkError.self) { try WalkNetwork(serialized: bytes[0..<n]) }
        }
        #expect(throws: WalkNetworkError.self) { try WalkNetwork(serialized: bytes + [0, 0, 0, 0]) }
    }

    @Test func randomMutationsThrow() {
        let bytes = Self.small().serialized()
        var rng = SplitMix(seed: 42)
        for _ in 0..<3000 {
            var b = bytes
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                b[Int(rng.next() % UInt64(b.count))] ^= UInt8(1 + rng.next() % 255)
            }
            #expect(throws: WalkNetworkError.self) { try WalkNetwork(serialized: b) }
        }
    }

    /// Mutations with the checksum made right again (a forger, or a bug in a writer):
    /// the structural checks throw, or what they let through is safe to use.
    @Test func resealedMutationsAreCheckedOrSafe() {
        let bytes = Self.small().serialized()
        var rng = SplitMix(seed: 7)
        var thrown = 0, accepted = 0
        for i in 0..<4000 {
            var b = bytes
            let count = 1 + Int(rng.next() % 3)
            for _ in 0..<count {
                // Most mutations in the header and offsets, where they matter most.
                let limit = i % 2 == 0 ? min(b.count, 200) : b.count
                let at = Int(rng.next() % UInt64(limit))
                b[at] = i % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : b[at] ^ (1 << (rng.next() % 8))
            }
            WalkNetwork.seal(&b)
            do {
                let net = try WalkNetwork(serialized: b)
                _ = Self.exercise(net)
                accepted += 1
            } catch {
                thrown += 1
            }
        }
        #expect(thrown > 1000)
        #expect(accepted > 100)
    }

    @Test func hostileCounts() {
        var b = Self.small().serialized()
        // Huge counts: the length check refuses them before any allocation.
        for field in [12, 16, 20, 24] {
            var c = b
            for i in 0..<4 { c[field + i] = 0xFF }
            WalkNetwork.seal(&c)
            #expect(throws: WalkNetworkError.self) { try WalkNetwork(serialized: c) }
        }
        b[8] = 2
        #expect(throws: WalkNetworkError.unsupportedVersion(2)) { try WalkNetwork(serialized: b) }
        b[0] = 0
        #expect(throws: WalkNetworkError.badMagic) { try WalkNetwork(serialized: b) }
    }
}

/// A small deterministic random generator for the tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
