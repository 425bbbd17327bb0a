import LunchWalk
import OSMPBF

/// The walkable network of an `.osm.pbf` file: its ways that `WalkableRule` lets a person
/// walk, on their nodes' coordinates (every node's coordinates are kept as compact arrays
/// while the file is read, then looked up by id).
public enum PBFWalkNetwork {
    public static func read(path: String) throws -> WalkNetwork {
        var coordinates = NodeCoordinates()
        var ways: [(tags: [String: String], refs: [Int64])] = []
        try PBFReader.read(contentsOf: path, options: .compact) { block in
            coordinates.append(block.nodeCoordinates)
            for way in block.ways where way.tags.contains(where: { $0.key == "highway" }) {
                var tags: [String: String] = [:]
                for tag in way.tags { tags[tag.key] = tag.value }
                if WalkableRule.isWalkable(tags) { ways.append((tags, way.refs)) }
            }
        }
        coordinates.sort()
        var builder = WalkNetworkBuilder()
        for way in ways {
            var ids: [Int64] = [], points: [WalkCoordinate] = []
            ids.reserveCapacity(way.refs.count)
            points.reserveCapacity(way.refs.count)
            // A way with a node missing from the extract (cut at its edge) is left out whole,
            // as pyosmium's location handler leaves it (tools/walk-check.py).
            for ref in way.refs {
                guard let point = coordinates[ref] else { break }
                ids.append(ref)
                points.append(point)
            }
            if ids.count == way.refs.count, ids.count >= 2 { builder.add(wayTags: way.tags, nodeIDs: ids, coordinates: points) }
        }
        return builder.build()
    }
}

/// Node id → coordinate, as three arrays sorted by id (16 bytes a node).
struct NodeCoordinates {
    private var ids: [Int64] = []
    private var lats: [Int32] = []
    private var lons: [Int32] = []
    private var sorted = true

    mutating func append(_ block: PBFNodeCoordinates) {
        if let first = block.ids.first, let last = ids.last, first <= last { sorted = false }
        if sorted, zip(block.ids, block.ids.dropFirst()).contains(where: { $0 >= $1 }) { sorted = false }
        ids += block.ids
        lats += block.lats
        lons += block.lons
    }

    mutating func sort() {
        guard !sorted else { return }
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        ids = order.map { ids[$0] }
        lats = order.map { lats[$0] }
        lons = order.map { lons[$0] }
        sorted = true
    }

    subscript(id: Int64) -> WalkCoordinate? {
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) / 2
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        guard low < ids.count, ids[low] == id else { return nil }
        return WalkCoordinate(lat: Double(lats[low]) / 1e7, lon: Double(lons[low]) / 1e7)
    }
}
