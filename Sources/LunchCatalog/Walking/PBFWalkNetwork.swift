import LunchWalk
import OSMPBF

/// The walkable network of an `.osm.pbf` file: its ways that `WalkableRule` lets a person
/// walk, on their nodes' coordinates (every node's coordinates are kept as compact arrays
/// while the file is read, then looked up by id). `PBFPlaceReader` reads the places and
/// this network in one pass; this reads the network alone (`tools/gen-walk`, tests).
public enum PBFWalkNetwork {
    public static func read(path: String) throws -> WalkNetwork {
        var coordinates = NodeCoordinates()
        var ways = WalkWays()
        try PBFReader.read(contentsOf: path, options: .compact) { block in
            coordinates.append(block.nodeCoordinates)
            for way in block.ways { ways.add(way) }
        }
        coordinates.sort()
        return ways.network(coordinates) ?? WalkNetworkBuilder().build()
    }
}

/// The walkable ways of a file as they are read: their node ids end to end and whether
/// each is steps (the only tag the network keeps).
struct WalkWays: Sendable {
    private var refs: [Int64] = []
    private var starts: [Int] = [0]
    private var steps: [Bool] = []

    var isEmpty: Bool { steps.isEmpty }

    /// A PBF way, kept when it is walkable.
    mutating func add(_ way: PBFWay) {
        guard way.refs.count >= 2, way.tags.contains(where: { $0.key == "highway" }) else { return }
        var tags: [String: String] = [:]
        for tag in way.tags where Self.ruleKeys.contains(tag.key) { tags[tag.key] = tag.value }
        add(tags: tags, refs: way.refs)
    }

    /// A way with its tags (only `ruleKeys` are looked at), kept when it is walkable.
    mutating func add(tags: [String: String], refs: [Int64]) {
        guard refs.count >= 2, WalkableRule.isWalkable(tags) else { return }
        self.refs += refs
        starts.append(self.refs.count)
        steps.append(WalkableRule.isSteps(tags))
    }

    /// Adds another part's ways after these.
    mutating func append(_ other: WalkWays) {
        let base = refs.count
        refs += other.refs
        starts += other.starts.dropFirst().map { $0 + base }
        steps += other.steps
    }

    /// The tags `WalkableRule` reads.
    static let ruleKeys: Set<String> = ["highway", "foot", "access", "area", "tunnel", "layer"]

    /// The network over the ways whose every node has a coordinate: a way with a node
    /// missing from the extract (cut at its edge) is left out whole, as pyosmium's location
    /// handler leaves it (tools/walk-check.py). Nil when no way is left.
    func network(_ coordinates: NodeCoordinates) -> WalkNetwork? {
        var builder = WalkNetworkBuilder(keyCount: coordinates.count)
        var any = false
        var keys: [Int32] = []
        var hint = 0
        coordinates.withIndex { index in
            coordinates.withFixed { lats, lons in
                for w in steps.indices {
                    keys.removeAll(keepingCapacity: true)
                    for ref in refs[starts[w]..<starts[w + 1]] {
                        guard let at = index.position(of: ref, near: hint) else { break }
                        hint = at
                        keys.append(Int32(at))
                    }
                    guard keys.count == starts[w + 1] - starts[w] else { continue }
                    keys.withUnsafeBufferPointer { builder.add(keys: $0, lat: lats, lon: lons, steps: steps[w]) }
                    any = true
                }
            }
        }
        guard any else { return nil }
        let network = builder.build()
        return network.isEmpty ? nil : network
    }
}

/// Node id → coordinate, as three arrays sorted by id (16 bytes a node).
struct NodeCoordinates: Sendable {
    private(set) var ids: [Int64] = []
    private var lats: [Int32] = []
    private var lons: [Int32] = []
    private var sorted = true

    var count: Int { ids.count }

    mutating func append(_ block: PBFNodeCoordinates) {
        guard block.count > 0 else { return }
        if let first = block.ids.first, let last = ids.last, first <= last { sorted = false }
        if sorted, zip(block.ids, block.ids.dropFirst()).contains(where: { $0 >= $1 }) { sorted = false }
        ids += block.ids
        lats += block.lats
        lons += block.lons
    }

    /// Blocks' nodes after these, in order (the arrays grown once).
    mutating func append(contentsOf blocks: [PBFNodeCoordinates]) {
        let total = ids.count + blocks.reduce(0) { $0 + $1.count }
        ids.reserveCapacity(total)
        lats.reserveCapacity(total)
        lons.reserveCapacity(total)
        for block in blocks { append(block) }
    }

    /// Another part's nodes after these.
    mutating func append(_ other: NodeCoordinates) {
        if let first = other.ids.first, let last = ids.last, first <= last { sorted = false }
        if !other.sorted { sorted = false }
        ids += other.ids
        lats += other.lats
        lons += other.lons
    }

    /// One node (fixed point, 1e-7 degrees).
    mutating func append(id: Int64, lat: Int32, lon: Int32) {
        if let last = ids.last, id <= last { sorted = false }
        ids.append(id)
        lats.append(lat)
        lons.append(lon)
    }

    /// Sorts by id; of a node given twice, one of its coordinates is kept (each id is
    /// then at one position: `position(of:near:)` names a node).
    mutating func sort() {
        guard !sorted else { return }
        var order = ids.indices.sorted { ids[$0] < ids[$1] }
        var kept = 0
        for i in order.indices where kept == 0 || ids[order[i]] != ids[order[kept - 1]] {
            order[kept] = order[i]
            kept += 1
        }
        order.removeSubrange(kept...)
        ids = order.map { ids[$0] }
        lats = order.map { lats[$0] }
        lons = order.map { lons[$0] }
        sorted = true
    }

    /// The fixed-point coordinates by position (sorted first).
    func withFixed<R>(_ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) throws -> R) rethrows -> R {
        try lats.withUnsafeBufferPointer { la in try lons.withUnsafeBufferPointer { lo in try body(la, lo) } }
    }

    /// A node's position (sorted first); `near`: a position to look around first.
    func position(of id: Int64, near hint: Int) -> Int? {
        index(id, near: hint)
    }

    /// The sorted ids with an index by value (`NodeIndex`), for many look-ups.
    func withIndex<R>(_ body: (NodeIndex) throws -> R) rethrows -> R {
        try ids.withUnsafeBufferPointer { try body(NodeIndex(sorted: $0)) }
    }

    subscript(id: Int64) -> WalkCoordinate? {
        find(id, near: 0)?.coordinate
    }

    /// Fixed-point coordinates of a node (sorted first).
    func fixed(_ id: Int64) -> (lat: Int32, lon: Int32)? {
        guard let i = index(id, near: 0) else { return nil }
        return (lats[i], lons[i])
    }

    /// The node's coordinate and its position; `near`: a position to look around first
    /// (a way's nodes often have ids close together).
    func find(_ id: Int64, near hint: Int) -> (coordinate: WalkCoordinate, at: Int)? {
        guard let i = index(id, near: hint) else { return nil }
        return (WalkCoordinate(lat: Double(lats[i]) / 1e7, lon: Double(lons[i]) / 1e7), i)
    }

    private func index(_ id: Int64, near hint: Int) -> Int? {
        let n = ids.count
        guard n > 0 else { return nil }
        // Galloping from the hint, then a binary search in the bracket found.
        var low = 0, high = n
        if hint >= 0, hint < n {
            if ids[hint] == id { return hint }
            var step = 1
            if ids[hint] < id {
                low = hint + 1
                while low + step < n, ids[low + step] <= id { low += step; step *= 2 }
                high = min(n, low + step + 1)
            } else {
                high = hint
                while high - step > 0, ids[high - step] > id { high -= step; step *= 2 }
                low = max(0, high - step - 1)
            }
        }
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        guard low < n, ids[low] == id else { return nil }
        return low
    }
}

/// Finds a node id among ids sorted once (each id once) in about one step: the range of
/// ids is cut into about half as many buckets as there are ids, by value, and each
/// bucket's first position is kept, so a look-up searches only its own bucket (a few ids
/// when they are spread evenly, as in an extract; a binary search of a crowded one).
/// Valid while the ids it was made over are.
struct NodeIndex {
    private let ids: UnsafeBufferPointer<Int64>
    private let low: Int64
    private let shift: UInt64
    /// Per bucket, the position of its first id; one more at the end (the count).
    private let starts: [Int32]

    init(sorted ids: UnsafeBufferPointer<Int64>) {
        self.ids = ids
        guard let first = ids.first, let last = ids.last else {
            low = 0; shift = 0; starts = [0, 0]
            return
        }
        low = first
        // The span fits in 64 bits whatever the signs (the ids are sorted).
        let span = UInt64(bitPattern: last &- first)
        let wanted = UInt64(max(1, ids.count / 2))
        var shift: UInt64 = 0
        while span >> shift >= wanted { shift += 1 }
        self.shift = shift
        let buckets = Int(span >> shift) + 1
        var starts = [Int32](repeating: Int32(ids.count), count: buckets + 1)
        var next = 0
        for (position, id) in ids.enumerated() {
            let bucket = Int(UInt64(bitPattern: id &- first) >> shift)
            while next <= bucket { starts[next] = Int32(position); next += 1 }
        }
        self.starts = starts
    }

    /// The id's position, or nil; `near`: a position to try first (a way's next node often
    /// follows its last).
    @inline(__always)
    func position(of id: Int64, near hint: Int) -> Int? {
        if hint >= 0, hint < ids.count {
            if ids[hint] == id { return hint }
            if hint + 1 < ids.count, ids[hint + 1] == id { return hint + 1 }
        }
        guard let last = ids.last, id >= low, id <= last else { return nil }
        let bucket = Int(UInt64(bitPattern: id &- low) >> shift)
        var lower = Int(starts[bucket]), upper = Int(starts[bucket + 1])
        while lower < upper {
            let middle = (lower + upper) / 2
            if ids[middle] < id { lower = middle + 1 } else { upper = middle }
        }
        return lower < ids.count && ids[lower] == id ? lower : nil
    }
}
