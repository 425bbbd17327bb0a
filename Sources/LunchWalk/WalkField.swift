/// One bounded search from a start: the cheapest walks from there to every node the
/// bound allows (Dijkstra on a binary heap; nodes kept by `NodeSlots`).
///
/// The start walks straight to one of its snapped points (`WalkNetwork.snaps`: the
/// nearest way's, and those of ways a few metres farther, such as the street under a
/// bridge), then along that edge to both ends; the search starts from all of them. A
/// destination is reached along the network to one of its own snapped points (from
/// either end of that edge, or directly when a start point is on the same edge) and
/// then straight on: the cheapest of these is the walk.
public struct WalkField: Sendable {
    public let network: WalkNetwork
    /// The start's nearest snap (nil: more than 250 m from the network, and nothing is reached).
    public var start: WalkSnap? { starts.first }
    /// Every point where the start meets the network, nearest first.
    public let starts: [WalkSnap]
    public let startCoordinate: WalkCoordinate
    /// The bound on cost (nil: the whole component).
    public let maxCost: Double?

    // Per slot (see NodeSlots): the node, cost, metres, how it was reached, settled.
    private var slots: NodeSlots
    private var node: [Int32] = []
    private var cost: [Double] = []
    private var metres: [Double] = []
    private var via: [UInt32] = []       // the half-edge used, or `fromStart…`
    private var previous: [Int32] = []   // the slot before; -1 - k: reached from starts[k]
    private var settled: [Bool] = []

    static let fromStartBackward = UInt32.max      // along the start edge to its u end
    static let fromStartForward = UInt32.max - 1   // along the start edge to its v end

    public var startSnapped: Bool { start != nil }
    /// Nodes settled within the bound.
    public var settledCount: Int { settled.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// - Parameter maxCost: cost bound (metres; steps count 1.5) including the start's
    ///   straight bit; nil for no bound.
    public init(network: WalkNetwork, from: WalkCoordinate, maxCost: Double?) {
        self.network = network
        startCoordinate = from
        self.maxCost = maxCost
        slots = NodeSlots(nodeCount: network.nodeCount)
        starts = network.snaps(from)
        var heap = CostHeap()
        for (k, s) in starts.enumerated() {
            let e = s.edge, f = network.costFactor(ofEdge: e)
            let u = Int(network.edgeFrom[e]), v = Int(network.edgeTo[e])
            offer(u, cost: s.distance + s.fromU * f, metres: s.distance + s.fromU, via: Self.fromStartBackward,
                  previous: Int32(-1 - k), &heap)
            offer(v, cost: s.distance + s.toV * f, metres: s.distance + s.toV, via: Self.fromStartForward,
                  previous: Int32(-1 - k), &heap)
        }
        let bound = maxCost ?? .infinity
        while let (c, slot) = heap.pop() {
            if settled[slot] || c > cost[slot] { continue }
            if c > bound { break }
            settled[slot] = true
            let n = Int(node[slot]), m = metres[slot]
            for h in Int(network.firstHalf[n])..<Int(network.firstHalf[n + 1]) {
                let edge = Int(network.halfEdge[h] >> 1)
                let length = network.metres(ofEdge: edge)
                offer(Int(network.halfTarget[h]), cost: c + length * network.costFactor(ofEdge: edge),
                      metres: m + length, via: UInt32(h), previous: Int32(slot), &heap)
            }
        }
    }

    /// A search bounded by walking minutes at a speed (cost = minutes × speed).
    public init(network: WalkNetwork, from: WalkCoordinate, maxMinutes: Double,
                kilometresPerHour: Double = WalkLeg.defaultKilometresPerHour) {
        self.init(network: network, from: from, maxCost: maxMinutes * kilometresPerHour * 1000 / 60)
    }

    private mutating func offer(_ n: Int, cost c: Double, metres m: Double, via h: UInt32, previous p: Int32,
                                _ heap: inout CostHeap) {
        let (slot, isNew) = slots.insert(n)
        if isNew {
            node.append(Int32(n)); cost.append(c); metres.append(m); via.append(h); previous.append(p)
            settled.append(false)
        } else if settled[slot] || c >= cost[slot] {
            return
        } else {
            cost[slot] = c; metres[slot] = m; via[slot] = h; previous[slot] = p
        }
        heap.push(c, slot)
    }

    /// The cheapest settled way to one of a destination's snaps: through the edge's u
    /// end, its v end, or directly along a start point's edge.
    private enum Arrival { case throughU(slot: Int), throughV(slot: Int), direct(start: Int) }

    private struct Best {
        var cost: Double, metres: Double
        var arrival: Arrival
        var snap: WalkSnap
    }

    private func arrival(at destination: WalkCoordinate) -> Best? {
        guard !starts.isEmpty else { return nil }
        return arrival(at: network.snaps(destination))
    }

    /// The cheapest arrival at a destination's snaps (`network.snaps`).
    private func arrival(at snaps: [WalkSnap]) -> Best? {
        var best: Best?
        for d in snaps {
            let e = d.edge, f = network.costFactor(ofEdge: e)
            func consider(_ c: Double, _ m: Double, _ a: Arrival) {
                let total = c + d.distance
                if best.map({ total < $0.cost }) ?? true { best = Best(cost: total, metres: m + d.distance, arrival: a, snap: d) }
            }
            if let slot = slots.slot(of: Int(network.edgeFrom[e])), settled[slot] {
                consider(cost[slot] + d.fromU * f, metres[slot] + d.fromU, .throughU(slot: slot))
            }
            if let slot = slots.slot(of: Int(network.edgeTo[e])), settled[slot] {
                consider(cost[slot] + d.toV * f, metres[slot] + d.toV, .throughV(slot: slot))
            }
            for (k, s) in starts.enumerated() where s.edge == e {
                let along = abs(d.fromU - s.fromU)
                consider(s.distance + along * f, s.distance + along, .direct(start: k))
            }
        }
        guard let best else { return nil }
        if let maxCost, best.cost > maxCost { return nil }
        return best
    }

    /// The start point a settled slot was reached from.
    private func startIndex(of slot: Int) -> Int {
        var first = slot
        while previous[first] >= 0 { first = Int(previous[first]) }
        return Int(-1 - previous[first])
    }

    /// Walking to a destination (see the type's note). Nil when the destination is more
    /// than 250 m from the network, not reached within the bound, or the start didn't snap.
    public func walk(to destination: WalkCoordinate) -> WalkLeg? {
        guard let a = arrival(at: destination) else { return nil }
        return leg(a, to: destination)
    }

    /// `walk(to:)` with the destination's snaps made already (`network.snaps(destination)`:
    /// they depend on the network alone, so a caller may keep them for the next search).
    public func walk(to destination: WalkCoordinate, snaps: [WalkSnap]) -> WalkLeg? {
        guard !starts.isEmpty, let a = arrival(at: snaps) else { return nil }
        return leg(a, to: destination)
    }

    private func leg(_ a: Best, to destination: WalkCoordinate) -> WalkLeg {
        let s: WalkSnap
        switch a.arrival {
        case .direct(let k): s = starts[k]
        case .throughU(let slot), .throughV(let slot): s = starts[startIndex(of: slot)]
        }
        return WalkLeg(meters: a.metres, cost: a.cost, offNetworkMeters: s.distance + a.snap.distance,
                       straightMeters: Earth.metres(startCoordinate, destination))
    }

    /// The walk's polyline for drawing, start → destination (nil when `walk` is).
    public func route(to destination: WalkCoordinate) -> [WalkCoordinate]? {
        guard let a = arrival(at: destination) else { return nil }
        let d = a.snap
        var line = [startCoordinate]
        let e = d.edge
        switch a.arrival {
        case .direct(let k):
            let s = starts[k]
            line.append(s.coordinate)
            if s.fromU <= d.fromU {
                for k in stride(from: s.piece + 1, through: d.piece, by: 1) { line.append(network.pointCoordinate(ofEdge: e, k)) }
            } else {
                for k in stride(from: s.piece, to: d.piece, by: -1) { line.append(network.pointCoordinate(ofEdge: e, k)) }
            }
        case .throughU(let slot):
            appendPath(to: slot, &line)
            for k in 0...d.piece { line.append(network.pointCoordinate(ofEdge: e, k)) }
        case .throughV(let slot):
            appendPath(to: slot, &line)
            for k in stride(from: network.pointCount(ofEdge: e) - 1, to: d.piece, by: -1) {
                line.append(network.pointCoordinate(ofEdge: e, k))
            }
        }
        line.append(d.coordinate)
        line.append(destination)
        return line.reduce(into: []) { out, p in if out.last != p { out.append(p) } }
    }

    /// The polyline from the start's snapped point to a settled slot's node (its last
    /// point not included: the caller's next edge part begins there).
    private func appendPath(to slot: Int, _ line: inout [WalkCoordinate]) {
        var halves: [UInt32] = [], first = slot
        while previous[first] >= 0 { halves.append(via[first]); first = Int(previous[first]) }
        let s = starts[Int(-1 - previous[first])]
        line.append(s.coordinate)
        let se = s.edge
        if via[first] == Self.fromStartBackward {
            for k in stride(from: s.piece, through: 0, by: -1) { line.append(network.pointCoordinate(ofEdge: se, k)) }
        } else {
            for k in (s.piece + 1)..<network.pointCount(ofEdge: se) { line.append(network.pointCoordinate(ofEdge: se, k)) }
        }
        for h in halves.reversed() {
            let ref = network.halfEdge[Int(h)], edge = Int(ref >> 1), count = network.pointCount(ofEdge: edge)
            if ref & 1 == 0 {
                for k in 1..<count { line.append(network.pointCoordinate(ofEdge: edge, k)) }
            } else {
                for k in stride(from: count - 2, through: 0, by: -1) { line.append(network.pointCoordinate(ofEdge: edge, k)) }
            }
        }
        line.removeLast()
    }
}
