import LunchWalk

/// The walkable network an Overpass answer may hold beside its places: ways with their
/// node ids (`nodes`, with the nodes' own elements: `>; out skel`) or their points
/// (`geometry`: `out geom`), and the tags `WalkableRule` reads. Each half of a file read
/// on two cores gathers its own; they are joined, then made one network.
struct OverpassWalks: Sendable {
    private var coordinates = NodeCoordinates()
    private var ways = WalkWays()

    /// A node element's coordinate, kept when the file turns out to have ways.
    mutating func node(id: Int64, lat: Double, lon: Double) {
        guard let la = Self.fixed(lat, limit: 90), let lo = Self.fixed(lon, limit: 180) else { return }
        coordinates.append(id: id, lat: la, lon: lo)
    }

    /// A way element: its rule tags and its nodes, or its points (`geometry`, a nil point
    /// for one Overpass could not give: the way is then left out whole).
    mutating func way(tags: [String: String], nodes: [Int64]?, geometry: [(lat: Double, lon: Double)?]?) {
        guard tags["highway"] != nil else { return }
        if let geometry, nodes == nil || nodes!.count != geometry.count {
            // Points without ids: a point's id is made from its coordinate (negative, never an
            // OSM id), so ways that share a point meet there.
            var ids: [Int64] = []
            for point in geometry {
                guard let point, let la = Self.fixed(point.lat, limit: 90), let lo = Self.fixed(point.lon, limit: 180) else { return }
                let id = Int64.min | Int64(la + 900_000_000) << 32 | Int64(UInt32(bitPattern: lo))
                coordinates.append(id: id, lat: la, lon: lo)
                ids.append(id)
            }
            return ways.add(tags: tags, refs: ids)
        }
        guard let nodes else { return }
        if let geometry {
            for (id, point) in zip(nodes, geometry) {
                if let point { node(id: id, lat: point.lat, lon: point.lon) }
            }
        }
        ways.add(tags: tags, refs: nodes)
    }

    /// Adds what another part of the same file gathered.
    mutating func append(_ other: OverpassWalks) {
        guard !other.ways.isEmpty || other.coordinates.count > 0 else { return }
        coordinates.append(other.coordinates)
        ways.append(other.ways)
    }

    /// The network, nil when the file has no walkable way.
    mutating func network() -> WalkNetwork? {
        guard !ways.isEmpty else { return nil }
        coordinates.sort()
        return ways.network(coordinates)
    }

    /// Degrees as 1e-7 fixed point, nil when out of range or not a number.
    static func fixed(_ degrees: Double, limit: Double) -> Int32? {
        guard degrees.isFinite, abs(degrees) <= limit else { return nil }
        return Int32((degrees * 1e7).rounded())
    }
}

extension OSMTagMapping {
    /// The `highway` values a person may walk (`WalkableRule.highways`), in name order: what
    /// `sync` asks Overpass for beside the places.
    public static var walkableHighways: [String] { WalkableRule.highways.sorted() }
}
