import Testing
@testable import LunchCatalog

/// The bucketed index a PBF import finds way nodes with: every id it holds at its position,
/// none it does not, whatever the spread of the ids (dense, sparse, negative, the whole
/// 64-bit range) and whatever position is tried first.
@Suite struct NodeIndexTests {
    /// Each id found where a binary search finds it, and ids between and beyond not found.
    private func check(_ ids: [Int64]) {
        ids.withUnsafeBufferPointer { sorted in
            let index = NodeIndex(sorted: sorted)
            for (position, id) in ids.enumerated() {
                #expect(index.position(of: id, near: 0) == position)
                #expect(index.position(of: id, near: position) == position)
                #expect(index.position(of: id, near: ids.count - 1 - position) == position)
                #expect(index.position(of: id, near: -1) == position)
            }
            var absent: [Int64] = []
            for (a, b) in zip(ids, ids.dropFirst()) where b > a &+ 1 { absent.append(a + (b - a) / 2) }
            if let first = ids.first, first > Int64.min { absent.append(first - 1) }
            if let last = ids.last, last < Int64.max { absent.append(last + 1) }
            for id in absent {
                #expect(index.position(of: id, near: 0) == nil)
            }
        }
    }

    @Test func findsDenseIDs() {
        check(Array(1...1_000))
    }

    @Test func findsSparseAndCrowdedIDs() {
        // A crowded run (one bucket holds many) beside ids far apart.
        var ids: [Int64] = Array(10...500)
        ids += [1_000_000, 5_000_000_000, 5_000_000_001, 9_000_000_000_000]
        check(ids)
    }

    @Test func findsNegativeIDsAndTheWholeRange() {
        check([Int64.min, -5_000_000_000, -3, -2, 0, 7, 1 << 40, Int64.max])
    }

    @Test func findsOneIDAndNone() {
        check([42])
        [Int64]().withUnsafeBufferPointer { empty in
            #expect(NodeIndex(sorted: empty).position(of: 42, near: 0) == nil)
        }
    }

    /// The same network as the galloping search gave: a way's nodes are found by the index.
    @Test func networkUsesEveryWayNode() throws {
        var coordinates = NodeCoordinates()
        for (k, id) in [Int64(-7), 3, 900, 901, 1 << 33].enumerated() {
            coordinates.append(id: id, lat: 600_000_000 + Int32(k) * 1_000, lon: 250_000_000)
        }
        coordinates.sort()
        var ways = WalkWays()
        ways.add(tags: ["highway": "footway"], refs: [-7, 3, 900, 901, 1 << 33])
        // A way with a node missing from the file is left out whole.
        ways.add(tags: ["highway": "footway"], refs: [3, 902])
        let network = try #require(ways.network(coordinates))
        #expect(network.pointCount == 5)
    }
}
