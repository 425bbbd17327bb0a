/// The nodes one search has reached, each with a slot (0, 1, 2, … in the order they
/// were reached): an array by node for small networks, an open-addressing hash table
/// for large ones (a bounded search on millions of nodes touches only thousands, and
/// must not clear an array per node).
struct NodeSlots: Sendable {
    private var dense: [Int32] = []
    private var keys: [UInt32] = []
    private var values: [Int32] = []
    private var mask = 0
    private(set) var count = 0

    static let denseLimit = 1 << 16

    init(nodeCount: Int) {
        if nodeCount <= Self.denseLimit {
            dense = [Int32](repeating: -1, count: nodeCount)
        } else {
            grow(to: 1024)
        }
    }

    func slot(of node: Int) -> Int? {
        if !dense.isEmpty || mask == 0 {
            guard node < dense.count else { return nil }
            let s = dense[node]
            return s < 0 ? nil : Int(s)
        }
        var i = Self.hash(node) & mask
        while true {
            let k = keys[i]
            if k == UInt32(truncatingIfNeeded: node) { return Int(values[i]) }
            if k == UInt32.max { return nil }
            i = (i + 1) & mask
        }
    }

    /// The node's slot, made when new (`isNew`).
    mutating func insert(_ node: Int) -> (slot: Int, isNew: Bool) {
        if !dense.isEmpty || mask == 0 {
            let s = dense[node]
            if s >= 0 { return (Int(s), false) }
            dense[node] = Int32(count)
            count += 1
            return (count - 1, true)
        }
        if (count + 1) * 2 > mask + 1 { grow(to: (mask + 1) * 2) }
        var i = Self.hash(node) & mask
        let key = UInt32(truncatingIfNeeded: node)
        while true {
            let k = keys[i]
            if k == key { return (Int(values[i]), false) }
            if k == UInt32.max {
                keys[i] = key
                values[i] = Int32(count)
                count += 1
                return (count - 1, true)
            }
            i = (i + 1) & mask
        }
    }

    private static func hash(_ node: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: node) &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    private mutating func grow(to capacity: Int) {
        let oldKeys = keys, oldValues = values
        keys = [UInt32](repeating: .max, count: capacity)
        values = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        for (k, v) in zip(oldKeys, oldValues) where k != .max {
            var i = Self.hash(Int(k)) & mask
            while keys[i] != .max { i = (i + 1) & mask }
            keys[i] = k
            values[i] = v
        }
    }
}

/// A binary min-heap of (cost, slot) on two arrays; stale entries are skipped by the
/// caller (a slot pushed again with a lower cost leaves its old entry behind).
struct CostHeap: Sendable {
    private var costs: [Double] = []
    private var slots: [Int32] = []

    var isEmpty: Bool { costs.isEmpty }

    mutating func push(_ cost: Double, _ slot: Int) {
        costs.append(cost)
        slots.append(Int32(slot))
        var i = costs.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard costs[parent] > cost else { break }
            costs[i] = costs[parent]; slots[i] = slots[parent]
            i = parent
        }
        costs[i] = cost; slots[i] = Int32(slot)
    }

    mutating func pop() -> (cost: Double, slot: Int)? {
        guard let top = costs.first else { return nil }
        let topSlot = Int(slots[0])
        let lastCost = costs.removeLast(), lastSlot = slots.removeLast()
        let n = costs.count
        if n > 0 {
            var i = 0
            while true {
                var child = 2 * i + 1
                if child >= n { break }
                if child + 1 < n, costs[child + 1] < costs[child] { child += 1 }
                guard costs[child] < lastCost else { break }
                costs[i] = costs[child]; slots[i] = slots[child]
                i = child
            }
            costs[i] = lastCost; slots[i] = lastSlot
        }
        return (top, topSlot)
    }
}
