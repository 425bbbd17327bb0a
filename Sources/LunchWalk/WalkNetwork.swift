/// A walkable network: nodes (way ends and junctions) joined by edges (the ways between
/// them, with their shape points), in compressed sparse rows. Only the main network is
/// kept (see `WalkNetworkBuilder`). Every edge goes both ways: it has a half-edge out of
/// each end.
public struct WalkNetwork: Sendable {
    // Nodes: coordinates (1e-7 degree), and where each node's half-edges begin.
    let nodeLat: [Int32]
    let nodeLon: [Int32]
    let firstHalf: [UInt32]          // nodeCount + 1
    // Half-edges: where each goes, and its edge (`edge << 1 | 1` when it runs v → u).
    let halfTarget: [UInt32]
    let halfEdge: [UInt32]
    // Edges: length in decimetres, flags (bit 0: steps), shape points between the ends.
    let edgeLength: [UInt32]
    let edgeFlags: [UInt8]
    let shapeStart: [UInt32]         // edgeCount + 1
    let shapeLat: [Int32]
    let shapeLon: [Int32]
    // Each edge's ends (u → v is the edge's own direction), and the lazily built grid.
    let edgeFrom: [UInt32]
    let edgeTo: [UInt32]
    let snapIndex: SnapIndexBox

    init(nodeLat: [Int32], nodeLon: [Int32], firstHalf: [UInt32], halfTarget: [UInt32], halfEdge: [UInt32],
         edgeLength: [UInt32], edgeFlags: [UInt8], shapeStart: [UInt32], shapeLat: [Int32], shapeLon: [Int32],
         edgeFrom: [UInt32], edgeTo: [UInt32]) {
        self.nodeLat = nodeLat
        self.nodeLon = nodeLon
        self.firstHalf = firstHalf
        self.halfTarget = halfTarget
        self.halfEdge = halfEdge
        self.edgeLength = edgeLength
        self.edgeFlags = edgeFlags
        self.shapeStart = shapeStart
        self.shapeLat = shapeLat
        self.shapeLon = shapeLon
        self.edgeFrom = edgeFrom
        self.edgeTo = edgeTo
        self.snapIndex = SnapIndexBox()
    }

    public var nodeCount: Int { nodeLat.count }
    /// Edges (each walkable both ways).
    public var edgeCount: Int { edgeLength.count }
    public var isEmpty: Bool { nodeLat.isEmpty }
    /// The OSM way points the network is drawn from: its nodes and its edges' shape points.
    public var pointCount: Int { nodeLat.count + shapeLat.count }

    /// A node's coordinate.
    public func coordinate(ofNode n: Int) -> WalkCoordinate {
        WalkCoordinate(lat: FixedPoint.degrees(nodeLat[n]), lon: FixedPoint.degrees(nodeLon[n]))
    }

    /// An edge's length in metres (as stored: to a decimetre).
    func metres(ofEdge e: Int) -> Double { Double(edgeLength[e]) / 10 }

    /// What a metre of the edge costs.
    func costFactor(ofEdge e: Int) -> Double {
        edgeFlags[e] & EdgeFlags.steps != 0 ? WalkableRule.stepsCostFactor : 1
    }

    /// Number of points of an edge's polyline, ends included.
    func pointCount(ofEdge e: Int) -> Int { Int(shapeStart[e + 1] - shapeStart[e]) + 2 }

    /// The k-th point (fixed point) of an edge's polyline in its own direction u → v.
    func point(ofEdge e: Int, _ k: Int) -> (lat: Int32, lon: Int32) {
        let shapes = Int(shapeStart[e + 1] - shapeStart[e])
        if k == 0 { let u = Int(edgeFrom[e]); return (nodeLat[u], nodeLon[u]) }
        if k == shapes + 1 { let v = Int(edgeTo[e]); return (nodeLat[v], nodeLon[v]) }
        let i = Int(shapeStart[e]) + k - 1
        return (shapeLat[i], shapeLon[i])
    }

    func pointCoordinate(ofEdge e: Int, _ k: Int) -> WalkCoordinate {
        let p = point(ofEdge: e, k)
        return WalkCoordinate(lat: FixedPoint.degrees(p.lat), lon: FixedPoint.degrees(p.lon))
    }
}

enum EdgeFlags {
    static let steps: UInt8 = 1
    static let known: UInt8 = 1
}

extension WalkNetwork {
    /// Each edge's ends, from the half-edges (edge e's forward half-edge leaves u for v).
    /// Nil when some half-edge names no edge, or an edge has no forward half-edge or
    /// more than one. (That the backward ones mirror them is not checked: it is not
    /// needed for safety, and the checksum covers damage.)
    static func edgeEnds(firstHalf: [UInt32], halfTarget: [UInt32], halfEdge: [UInt32],
                         edgeCount: Int) -> (from: [UInt32], to: [UInt32])? {
        let unset = UInt32.max
        var from = [UInt32](repeating: unset, count: edgeCount)
        var to = [UInt32](repeating: 0, count: edgeCount)
        var forward = 0
        for u in 0..<max(0, firstHalf.count - 1) {
            for h in Int(firstHalf[u])..<Int(firstHalf[u + 1]) {
                let ref = halfEdge[h], e = Int(ref >> 1)
                guard e < edgeCount else { return nil }
                if ref & 1 == 0 {
                    guard from[e] == unset else { return nil }
                    from[e] = UInt32(u)
                    to[e] = halfTarget[h]
                    forward += 1
                }
            }
        }
        return forward == edgeCount ? (from, to) : nil
    }
}
