/// One OSM tag. Tags keep the order they have in the file.
public typealias PBFTag = (key: String, value: String)

/// A node as a full object (id, coordinates in degrees, tags). The decoded elements
/// (`PBFNode`, `PBFWay`, `PBFRelation`) are made by the decoder only (their memberwise
/// initialisers); readers get them, never build them.
public struct PBFNode: Sendable {
    public var id: Int64
    public var lat: Double
    public var lon: Double
    public var tags: [PBFTag]
}

public struct PBFWay: Sendable {
    public var id: Int64
    /// Node ids in way order (delta decoding already undone).
    public var refs: [Int64]
    public var tags: [PBFTag]
}

public enum PBFMemberType: UInt8, Sendable, Hashable {
    case node = 0, way = 1, relation = 2
}

public struct PBFMember: Sendable, Hashable {
    public var type: PBFMemberType
    public var ref: Int64
    public var role: String

    public init(type: PBFMemberType, ref: Int64, role: String) {
        self.type = type; self.ref = ref; self.role = role
    }
}

public struct PBFRelation: Sendable {
    public var id: Int64
    public var members: [PBFMember]
    public var tags: [PBFTag]
}

/// Every node of a block as parallel arrays: no per-node allocation.
/// Coordinates are fixed point in units of 1e-7 degrees (the OSM precision);
/// a coordinate given more finely than that (granularity < 100) is rounded to nearest.
public struct PBFNodeCoordinates: Sendable {
    public var ids: [Int64] = []
    public var lats: [Int32] = []
    public var lons: [Int32] = []

    public init() {}

    public var count: Int { ids.count }
    public func latitude(at i: Int) -> Double { Double(lats[i]) / 1e7 }
    public func longitude(at i: Int) -> Double { Double(lons[i]) / 1e7 }
}

/// One decoded OSMData block.
public struct PBFBlock: Sendable {
    /// Position of the block in the file, counting every blob: the OSMHeader is block 0,
    /// so the first data block is normally 1. Error messages use the same numbering.
    public var index: Int
    /// Where the block's blob ends in the file (for progress: bytes read so far).
    public var byteEnd = 0
    /// Nodes as objects: tagged nodes if `options.taggedNodes`, untagged ones if `options.untaggedNodes`.
    public var nodes: [PBFNode]
    /// Every node of the block (tagged or not) if `options.nodeCoordinates`, otherwise empty.
    public var nodeCoordinates: PBFNodeCoordinates
    public var ways: [PBFWay]
    public var relations: [PBFRelation]

    public init(index: Int, nodes: [PBFNode] = [], nodeCoordinates: PBFNodeCoordinates = .init(),
                ways: [PBFWay] = [], relations: [PBFRelation] = []) {
        self.index = index; self.nodes = nodes; self.nodeCoordinates = nodeCoordinates
        self.ways = ways; self.relations = relations
    }
}

/// What to decode. Groups that are not wanted are skipped without being decoded.
public struct PBFReadOptions: Sendable {
    /// Put nodes that have tags into `PBFBlock.nodes`.
    public var taggedNodes: Bool
    /// Put nodes without tags into `PBFBlock.nodes` (most nodes of a way network).
    public var untaggedNodes: Bool
    /// Fill `PBFBlock.nodeCoordinates` with every node's id and fixed-point coordinates.
    public var nodeCoordinates: Bool
    public var ways: Bool
    public var relations: Bool

    public init(taggedNodes: Bool = true, untaggedNodes: Bool = true, nodeCoordinates: Bool = false,
                ways: Bool = true, relations: Bool = true) {
        self.taggedNodes = taggedNodes; self.untaggedNodes = untaggedNodes
        self.nodeCoordinates = nodeCoordinates; self.ways = ways; self.relations = relations
    }

    /// Every object as a full struct (the default).
    public static let everything = PBFReadOptions()
    /// The compact form for routing: all node coordinates as parallel arrays,
    /// only tagged nodes as `PBFNode`, plus ways and relations.
    public static let compact = PBFReadOptions(untaggedNodes: false, nodeCoordinates: true)

    var anyNodes: Bool { taggedNodes || untaggedNodes || nodeCoordinates }
}
