import CZlib

/// A minimal protobuf encoder for building PBF files (good and hostile) inside tests.
struct ProtoWriter {
    var bytes: [UInt8] = []

    static func zigzag(_ v: Int64) -> UInt64 { UInt64(bitPattern: (v << 1) ^ (v >> 63)) }

    mutating func rawVarint(_ v: UInt64) {
        var v = v
        while v >= 0x80 { bytes.append(UInt8(v & 0x7F) | 0x80); v >>= 7 }
        bytes.append(UInt8(v))
    }
    mutating func key(_ field: Int, _ wire: Int) { rawVarint(UInt64(field << 3 | wire)) }
    mutating func uint(_ field: Int, _ v: UInt64) { key(field, 0); rawVarint(v) }
    mutating func int(_ field: Int, _ v: Int64) { uint(field, UInt64(bitPattern: v)) }
    mutating func sint(_ field: Int, _ v: Int64) { uint(field, Self.zigzag(v)) }
    mutating func data(_ field: Int, _ b: [UInt8]) { key(field, 2); rawVarint(UInt64(b.count)); bytes += b }
    mutating func string(_ field: Int, _ s: String) { data(field, Array(s.utf8)) }
    mutating func message(_ field: Int, _ m: ProtoWriter) { data(field, m.bytes) }
    mutating func packedUint(_ field: Int, _ vs: [UInt64]) {
        var p = ProtoWriter(); for v in vs { p.rawVarint(v) }; data(field, p.bytes)
    }
    mutating func packedInt(_ field: Int, _ vs: [Int64]) { packedUint(field, vs.map { UInt64(bitPattern: $0) }) }
    /// Delta-codes `values`, then zigzags and packs them.
    mutating func packedDeltaSint(_ field: Int, _ values: [Int64]) {
        var prev: Int64 = 0
        packedUint(field, values.map { v in defer { prev = v }; return Self.zigzag(v &- prev) })
    }
}

enum PBFBuilder {
    static func zlibCompress(_ input: [UInt8]) -> [UInt8] {
        var outLen = compressBound(uLong(input.count))
        var out = [UInt8](repeating: 0, count: Int(outLen))
        _ = compress2(&out, &outLen, input, uLong(input.count), 6)
        return Array(out.prefix(Int(outLen)))
    }

    static func rawBlob(_ payload: [UInt8]) -> [UInt8] {
        var b = ProtoWriter(); b.data(1, payload); return b.bytes
    }

    static func zlibBlob(_ payload: [UInt8], rawSize: Int? = nil) -> [UInt8] {
        var b = ProtoWriter()
        b.int(2, Int64(rawSize ?? payload.count))
        b.data(3, zlibCompress(payload))
        return b.bytes
    }

    /// length prefix + BlobHeader + Blob.
    static func frame(type: String, blob: [UInt8], dataSize: Int64? = nil) -> [UInt8] {
        var h = ProtoWriter()
        h.string(1, type)
        h.int(3, dataSize ?? Int64(blob.count))
        let n = UInt32(h.bytes.count)
        return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + h.bytes + blob
    }

    static func headerBlock(required: [String] = ["OsmSchema-V0.6", "DenseNodes"]) -> [UInt8] {
        var h = ProtoWriter()
        for f in required { h.string(4, f) }
        h.string(16, "OSMPBFTests")
        return h.bytes
    }

    static func stringTable(_ strings: [String]) -> ProtoWriter {
        var st = ProtoWriter()
        for s in strings { st.string(1, s) }
        return st
    }

    /// A PrimitiveBlock with one dense-node group.
    static func denseBlock(strings: [String] = [""], ids: [Int64], lats: [Int64], lons: [Int64], keysVals: [Int64] = [],
                           granularity: Int64? = nil, latOffset: Int64? = nil, lonOffset: Int64? = nil) -> [UInt8] {
        var dense = ProtoWriter()
        dense.packedDeltaSint(1, ids)
        dense.packedDeltaSint(8, lats)
        dense.packedDeltaSint(9, lons)
        if !keysVals.isEmpty { dense.packedInt(10, keysVals) }
        var group = ProtoWriter(); group.message(2, dense)
        var block = ProtoWriter()
        block.message(1, stringTable(strings))
        block.message(2, group)
        if let granularity { block.int(17, granularity) }
        if let latOffset { block.int(19, latOffset) }
        if let lonOffset { block.int(20, lonOffset) }
        return block.bytes
    }

    /// A whole file: OSMHeader, then one OSMData frame per primitive block.
    static func file(required: [String] = ["OsmSchema-V0.6", "DenseNodes"], blocks: [[UInt8]], zlib: Bool = false) -> [UInt8] {
        var out = frame(type: "OSMHeader", blob: rawBlob(headerBlock(required: required)))
        for b in blocks { out += frame(type: "OSMData", blob: zlib ? zlibBlob(b) : rawBlob(b)) }
        return out
    }
}
