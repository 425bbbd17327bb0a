/// Builds a `WalkNetwork` from OSM ways.
///
/// Ways that are not walkable (`WalkableRule`) are dropped as they come. Nodes shared
/// between ways (or used twice by one way) and way ends become the network's nodes; the
/// other way nodes become their edges' shape points.
///
/// Only the main network is kept: the connected components with at least
/// `mainComponentNodes` (200) OSM nodes, and the largest component always. A bit of
/// footway on a roof or a disconnected courtyard then never captures a start or a
/// destination (they snap to the main network instead). Sizes count the distinct OSM
/// nodes of a component's walkable ways (so they don't depend on the compression).
public struct WalkNetworkBuilder {
    public static let mainComponentNodes = 200

    private var index: [Int64: Int32] = [:]
    /// For a builder made with `init(keyCount:)`: the node of each key (-1: not seen yet).
    private var keyed: [Int32] = []
    private var lat: [Int32] = []
    private var lon: [Int32] = []
    // Ways: their nodes (indexes into lat/lon), where each way starts, and its steps flag.
    private var wayNodes: [Int32] = []
    private var wayStart: [Int] = [0]
    private var waySteps: [Bool] = []

    public init() {}

    /// A builder whose nodes are named by keys `0..<keyCount` (e.g. positions in a table of
    /// node ids sorted once) instead of OSM ids: `add(keys:…)` finds a node by an array
    /// look-up, not by hashing its id. Nodes are numbered in the order first seen, as
    /// with ids, so the same ways give the same network either way.
    package init(keyCount: Int) {
        keyed = [Int32](repeating: -1, count: keyCount)
    }

    /// One OSM way: its tags (the builder applies the walkable rule) and its nodes in
    /// order (id and coordinate; a node's first coordinate is the one kept). Ways with
    /// fewer than two distinct nodes, or a coordinate out of range, are dropped.
    public mutating func add(wayTags: [String: String], nodeIDs: [Int64], coordinates: [WalkCoordinate]) {
        guard WalkableRule.isWalkable(wayTags) else { return }
        add(nodeIDs: nodeIDs, coordinates: coordinates, steps: WalkableRule.isSteps(wayTags))
    }

    /// A way known to be walkable (for generated networks).
    public mutating func add(nodeIDs: [Int64], coordinates: [WalkCoordinate], steps: Bool) {
        guard nodeIDs.count == coordinates.count, nodeIDs.count >= 2 else { return }
        var fixed: [(Int32, Int32)] = []
        fixed.reserveCapacity(coordinates.count)
        for c in coordinates {
            guard let la = FixedPoint.fixed(c.lat, limit: 90), let lo = FixedPoint.fixed(c.lon, limit: 180) else { return }
            fixed.append((la, lo))
        }
        let mark = wayNodes.count
        for (i, id) in nodeIDs.enumerated() {
            let n: Int32
            if let known = index[id] { n = known } else {
                n = Int32(lat.count)
                index[id] = n
                lat.append(fixed[i].0)
                lon.append(fixed[i].1)
            }
            if wayNodes.count > mark, wayNodes[wayNodes.count - 1] == n { continue }
            wayNodes.append(n)
        }
        endWay(from: mark, steps: steps)
    }

    /// A way known to be walkable, by keys (see `init(keyCount:)`): node `keys[i]` is at
    /// `lat[keys[i]]`, `lon[keys[i]]` (fixed point, 1e-7 degree). Dropped as `add(nodeIDs:…)`
    /// drops a way: fewer than two distinct nodes, or a coordinate out of range.
    package mutating func add(keys: UnsafeBufferPointer<Int32>, lat allLat: UnsafeBufferPointer<Int32>,
                              lon allLon: UnsafeBufferPointer<Int32>, steps: Bool) {
        guard keys.count >= 2 else { return }
        for key in keys {
            let k = Int(key)
            guard abs(Int64(allLat[k])) <= 900_000_000, abs(Int64(allLon[k])) <= 1_800_000_000 else { return }
        }
        let mark = wayNodes.count
        keyed.withUnsafeMutableBufferPointer { keyed in
            for key in keys {
                let k = Int(key)
                var n = keyed[k]
                if n < 0 {
                    n = Int32(lat.count)
                    keyed[k] = n
                    lat.append(allLat[k])
                    lon.append(allLon[k])
                }
                if wayNodes.count > mark, wayNodes[wayNodes.count - 1] == n { continue }
                wayNodes.append(n)
            }
        }
        endWay(from: mark, steps: steps)
    }

    public func build() -> WalkNetwork {
        let n = lat.count
        let main = mainNodes()
        var compact = [Int32](repeating: -1, count: n)
        var nodeLat: [Int32] = [], nodeLon: [Int32] = []
        var edgeFrom: [UInt32] = [], edgeTo: [UInt32] = [], edgeLength: [UInt32] = [], edgeFlags: [UInt8] = []
        var shapeStart: [UInt32] = [0], shapeLat: [Int32] = [], shapeLon: [Int32] = []
        lat.withUnsafeBufferPointer { lat in
        lon.withUnsafeBufferPointer { lon in
        wayNodes.withUnsafeBufferPointer { wayNodes in
        compact.withUnsafeMutableBufferPointer { compact in
            // Network nodes: way ends and nodes used more than once.
            var uses = [UInt8](repeating: 0, count: n)
            uses.withUnsafeMutableBufferPointer { uses in
                for w in 0..<waySteps.count {
                    let a = wayStart[w], b = wayStart[w + 1]
                    uses[Int(wayNodes[a])] = 2
                    uses[Int(wayNodes[b - 1])] = 2
                    for i in a..<b { let k = Int(wayNodes[i]); uses[k] = min(2, uses[k] + 1) }
                }
                var count = 0
                for k in 0..<n where main[k] && uses[k] >= 2 { count += 1 }
                nodeLat.reserveCapacity(count)
                nodeLon.reserveCapacity(count)
                for k in 0..<n where main[k] && uses[k] >= 2 {
                    compact[k] = Int32(nodeLat.count)
                    nodeLat.append(lat[k])
                    nodeLon.append(lon[k])
                }
            }
            // Edges: each way cut at its network nodes (at most one an OSM segment).
            let segments = wayNodes.count - waySteps.count
            edgeFrom.reserveCapacity(segments); edgeTo.reserveCapacity(segments)
            edgeLength.reserveCapacity(segments); edgeFlags.reserveCapacity(segments)
            shapeStart.reserveCapacity(segments + 1)
            shapeLat.reserveCapacity(segments); shapeLon.reserveCapacity(segments)
            for w in 0..<waySteps.count where main[Int(wayNodes[wayStart[w]])] {
                let a = wayStart[w], b = wayStart[w + 1]
                var from = Int(wayNodes[a]), metres = 0.0
                var pLat = FixedPoint.degrees(lat[from]), pLon = FixedPoint.degrees(lon[from])
                var pCos = Earth.cosine(pLat)
                for i in (a + 1)..<b {
                    let k = Int(wayNodes[i])
                    let kLat = FixedPoint.degrees(lat[k]), kLon = FixedPoint.degrees(lon[k]), kCos = Earth.cosine(kLat)
                    metres += Earth.metres(pLat, pLon, cosA: pCos, kLat, kLon, cosB: kCos)
                    (pLat, pLon, pCos) = (kLat, kLon, kCos)
                    if compact[k] < 0 {
                        shapeLat.append(lat[k])
                        shapeLon.append(lon[k])
                        continue
                    }
                    edgeFrom.append(UInt32(compact[from]))
                    edgeTo.append(UInt32(compact[k]))
                    edgeLength.append(UInt32(min(Double(UInt32.max), (metres * 10).rounded())))
                    edgeFlags.append(waySteps[w] ? EdgeFlags.steps : 0)
                    shapeStart.append(UInt32(shapeLat.count))
                    from = k
                    metres = 0
                }
            }
        }
        }
        }
        }
        // Half-edges in rows by node: u → v (edge << 1) and v → u (edge << 1 | 1).
        var firstHalf = [UInt32](repeating: 0, count: nodeLat.count + 1)
        for e in edgeFrom.indices {
            firstHalf[Int(edgeFrom[e]) + 1] += 1
            firstHalf[Int(edgeTo[e]) + 1] += 1
        }
        for i in 0..<nodeLat.count { firstHalf[i + 1] += firstHalf[i] }
        var next = firstHalf
        var halfTarget = [UInt32](repeating: 0, count: edgeFrom.count * 2), halfEdge = halfTarget
        for e in edgeFrom.indices {
            let u = Int(edgeFrom[e]), v = Int(edgeTo[e])
            halfTarget[Int(next[u])] = UInt32(v); halfEdge[Int(next[u])] = UInt32(e) << 1; next[u] += 1
            halfTarget[Int(next[v])] = UInt32(u); halfEdge[Int(next[v])] = UInt32(e) << 1 | 1; next[v] += 1
        }
        return WalkNetwork(nodeLat: nodeLat, nodeLon: nodeLon, firstHalf: firstHalf, halfTarget: halfTarget,
                           halfEdge: halfEdge, edgeLength: edgeLength, edgeFlags: edgeFlags, shapeStart: shapeStart,
                           shapeLat: shapeLat, shapeLon: shapeLon, edgeFrom: edgeFrom, edgeTo: edgeTo)
    }

    /// Whether each OSM node is in a main component (union–find over the ways' segments).
    private func mainNodes() -> [Bool] {
        let n = lat.count
        var parent = [Int32](0..<Int32(n))
        var size = [Int32](repeating: 0, count: n)
        var main = [Bool](repeating: false, count: n)
        parent.withUnsafeMutableBufferPointer { parent in
            func root(_ x: Int) -> Int {
                var r = x
                while Int(parent[r]) != r { r = Int(parent[r]) }
                var y = x
                while Int(parent[y]) != r { let up = Int(parent[y]); parent[y] = Int32(r); y = up }
                return r
            }
            wayNodes.withUnsafeBufferPointer { wayNodes in
                for w in 0..<waySteps.count {
                    for i in (wayStart[w] + 1)..<wayStart[w + 1] {
                        let a = root(Int(wayNodes[i - 1])), b = root(Int(wayNodes[i]))
                        if a != b { parent[max(a, b)] = Int32(min(a, b)) }
                    }
                }
            }
            size.withUnsafeMutableBufferPointer { size in
                for k in 0..<n { size[root(k)] += 1 }
                var largest = 0
                for k in 0..<n where size[k] > size[largest] { largest = k }
                main.withUnsafeMutableBufferPointer { main in
                    for k in 0..<n {
                        let r = root(k)
                        main[k] = r == largest || size[r] >= Int32(Self.mainComponentNodes)
                    }
                }
            }
        }
        return main
    }

    /// Ends the way whose nodes start at `mark`: kept with two distinct nodes or more,
    /// else its nodes are taken back.
    private mutating func endWay(from mark: Int, steps: Bool) {
        guard wayNodes.count - mark >= 2 else {
            wayNodes.removeSubrange(mark...)
            return
        }
        wayStart.append(wayNodes.count)
        waySteps.append(steps)
    }
}
