/// Why bytes are not a walk network.
public enum WalkNetworkError: Error, Sendable, Equatable {
    case badMagic
    case unsupportedVersion(UInt32)
    case truncated
    case wrongLength
    case checksumMismatch
    /// Counts, offsets, node numbers or coordinates that don't fit together.
    case inconsistent(String)
}

/// The bytes of a network (all little-endian):
///
///     0  "LWALKNET"  8  version (UInt32, 1)  12 nodes  16 half-edges  20 edges  24 shape points
///     28 0 (UInt32)  32 checksum of bytes 40... (UInt64)
///     40 node lat, node lon (Int32 1e-7 degree each), first half-edge (UInt32, nodes + 1),
///        half-edge target, half-edge edge (UInt32 each), edge length (UInt32 decimetres),
///        shape start (UInt32, edges + 1), shape lat, shape lon (Int32), edge flags (UInt8),
///        zero padding to a multiple of 4.
extension WalkNetwork {
    static let magic: [UInt8] = Array("LWALKNET".utf8)
    static let version: UInt32 = 1
    static let headerSize = 40

    public func serialized() -> [UInt8] {
        var out = Self.magic
        out.reserveCapacity(Self.headerSize + 4 * (3 * nodeCount + 2 * halfTarget.count + 3 * edgeCount + 2 * shapeLat.count) + edgeCount + 8)
        out.appendLittleEndian(Self.version)
        for count in [nodeCount, halfTarget.count, edgeCount, shapeLat.count, 0] { out.appendLittleEndian(UInt32(count)) }
        out.appendLittleEndian(UInt64(0))
        out.appendLittleEndian(nodeLat)
        out.appendLittleEndian(nodeLon)
        out.appendLittleEndian(firstHalf)
        out.appendLittleEndian(halfTarget)
        out.appendLittleEndian(halfEdge)
        out.appendLittleEndian(edgeLength)
        out.appendLittleEndian(shapeStart)
        out.appendLittleEndian(shapeLat)
        out.appendLittleEndian(shapeLon)
        out.append(contentsOf: edgeFlags)
        while out.count % 4 != 0 { out.append(0) }
        Self.seal(&out)
        return out
    }

    /// Writes the checksum of bytes 40... into bytes 32..<40.
    static func seal(_ bytes: inout [UInt8]) {
        guard bytes.count >= headerSize else { return }
        let sum = walkChecksum(bytes, from: headerSize)
        for i in 0..<8 { bytes[32 + i] = UInt8(truncatingIfNeeded: sum >> (8 * i)) }
    }

    /// Reads `serialized()` bytes: one copy of each array and one pass to check that
    /// they fit together. Damaged or hostile bytes throw.
    public init(serialized: some Collection<UInt8>) throws(WalkNetworkError) {
        let bytes = serialized.withContiguousStorageIfAvailable { Array($0) } ?? Array(serialized)
        try self.init(checking: bytes, verifyChecksum: true)
    }

    init(checking bytes: [UInt8], verifyChecksum: Bool) throws(WalkNetworkError) {
        var r = ByteReader(bytes)
        guard bytes.count >= Self.headerSize else { throw .truncated }
        guard Array(bytes[0..<8]) == Self.magic else { throw .badMagic }
        try r.skip(8)
        let version = try r.value(UInt32.self)
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let n = Int(try r.value(UInt32.self)), h = Int(try r.value(UInt32.self))
        let e = Int(try r.value(UInt32.self)), s = Int(try r.value(UInt32.self))
        guard try r.value(UInt32.self) == 0 else { throw .inconsistent("reserved field") }
        let sum = try r.value(UInt64.self)
        // Counts are below 2^32, so this sum can't overflow an Int.
        var length = Self.headerSize + 4 * (3 * n + 1 + 2 * h + 2 * e + 1 + 2 * s) + e
        length += (4 - length % 4) % 4
        guard bytes.count == length else { throw bytes.count < length ? .truncated : .wrongLength }
        if verifyChecksum, walkChecksum(bytes, from: Self.headerSize) != sum { throw .checksumMismatch }
        guard h == 2 * e else { throw .inconsistent("half-edges are not twice the edges") }

        let nodeLat = try r.take(n, of: Int32.self), nodeLon = try r.take(n, of: Int32.self)
        let firstHalf = try r.take(n + 1, of: UInt32.self)
        let halfTarget = try r.take(h, of: UInt32.self), halfEdge = try r.take(h, of: UInt32.self)
        let edgeLength = try r.take(e, of: UInt32.self), shapeStart = try r.take(e + 1, of: UInt32.self)
        let shapeLat = try r.take(s, of: Int32.self), shapeLon = try r.take(s, of: Int32.self)
        let edgeFlags = try r.take(e, of: UInt8.self)

        try Self.checkRows(firstHalf, count: h, "half-edge rows")
        try Self.checkRows(shapeStart, count: s, "shape rows")
        try Self.checkCoordinates(nodeLat, nodeLon)
        try Self.checkCoordinates(shapeLat, shapeLon)
        for t in halfTarget where Int(t) >= n { throw .inconsistent("half-edge target") }
        for f in edgeFlags where f & ~EdgeFlags.known != 0 { throw .inconsistent("edge flags") }
        guard let ends = Self.edgeEnds(firstHalf: firstHalf, halfTarget: halfTarget, halfEdge: halfEdge, edgeCount: e)
        else { throw .inconsistent("half-edges don't pair up into edges") }
        self.init(nodeLat: nodeLat, nodeLon: nodeLon, firstHalf: firstHalf, halfTarget: halfTarget, halfEdge: halfEdge,
                  edgeLength: edgeLength, edgeFlags: edgeFlags, shapeStart: shapeStart, shapeLat: shapeLat,
                  shapeLon: shapeLon, edgeFrom: ends.from, edgeTo: ends.to)
    }

    private static func checkRows(_ starts: [UInt32], count: Int, _ what: String) throws(WalkNetworkError) {
        guard starts.first == 0, Int(starts[starts.count - 1]) == count else { throw .inconsistent(what) }
        for i in 1..<starts.count where starts[i] < starts[i - 1] { throw .inconsistent(what) }
    }

    private static func checkCoordinates(_ lat: [Int32], _ lon: [Int32]) throws(WalkNetworkError) {
        for v in lat where v < -900_000_000 || v > 900_000_000 { throw .inconsistent("latitude") }
        for v in lon where v < -1_800_000_000 || v > 1_800_000_000 { throw .inconsistent("longitude") }
    }
}
