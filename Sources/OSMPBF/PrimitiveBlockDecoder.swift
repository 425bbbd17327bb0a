/// Decodes one inflated PrimitiveBlock message into a `PBFBlock`.
struct PrimitiveBlockDecoder {
    let buf: UnsafeBufferPointer<UInt8>
    let options: PBFReadOptions
    var strings: StringTable
    let scale: CoordinateScale
    var block: PBFBlock

    static func decode(_ buf: UnsafeBufferPointer<UInt8>, index: Int, options: PBFReadOptions) throws(BlockDecodeError) -> PBFBlock {
        var r = ProtoReader(buf)
        var tableRange: Range<Int>?
        var groups: [Range<Int>] = []
        var granularity: Int64 = 100, dateGranularity: Int64 = 1000
        var latOffset: Int64 = 0, lonOffset: Int64 = 0
        while let f = try r.field() {
            switch f.number {
            case 1:
                try r.expect(f.wire, is: .lengthDelimited, field: 1, in: "PrimitiveBlock")
                guard tableRange == nil else { throw BlockDecodeError("PrimitiveBlock has two string tables") }
                tableRange = try r.lengthDelimited()
            case 2:
                groups.append(try r.lengthDelimited(f, in: "PrimitiveBlock"))
            case 17:
                try r.expect(f.wire, is: .varint, field: 17, in: "PrimitiveBlock")
                granularity = Int64(Int32(truncatingIfNeeded: try r.varint()))
            case 18:
                try r.expect(f.wire, is: .varint, field: 18, in: "PrimitiveBlock")
                dateGranularity = Int64(Int32(truncatingIfNeeded: try r.varint()))
            case 19:
                try r.expect(f.wire, is: .varint, field: 19, in: "PrimitiveBlock")
                latOffset = Int64(bitPattern: try r.varint())
            case 20:
                try r.expect(f.wire, is: .varint, field: 20, in: "PrimitiveBlock")
                lonOffset = Int64(bitPattern: try r.varint())
            default:
                try r.skip(f.wire)
            }
        }
        guard granularity > 0 else { throw BlockDecodeError("granularity \(granularity) is not positive") }
        // Timestamps are not exposed, but a broken date_granularity still marks a broken block.
        guard dateGranularity > 0 else { throw BlockDecodeError("date_granularity \(dateGranularity) is not positive") }
        var d = PrimitiveBlockDecoder(
            buf: buf, options: options, strings: try StringTable(buf, tableRange),
            scale: CoordinateScale(granularity: granularity, latOffset: latOffset, lonOffset: lonOffset),
            block: PBFBlock(index: index))
        for g in groups { try d.decodeGroup(g) }
        return d.block
    }

    private mutating func decodeGroup(_ range: Range<Int>) throws(BlockDecodeError) {
        var r = ProtoReader(buf, range)
        while let f = try r.field() {
            switch f.number {
            case 1 where options.anyNodes:
                try decodeNode(try r.lengthDelimited(f, in: "PrimitiveGroup"))
            case 2 where options.anyNodes:
                try decodeDenseNodes(try r.lengthDelimited(f, in: "PrimitiveGroup"))
            case 3 where options.ways:
                try decodeWay(try r.lengthDelimited(f, in: "PrimitiveGroup"))
            case 4 where options.relations:
                try decodeRelation(try r.lengthDelimited(f, in: "PrimitiveGroup"))
            default:
                try r.skip(f.wire)  // unwanted groups, changesets, unknown fields
            }
        }
    }

    // MARK: helpers

    /// Records a packed field's range; a second occurrence (legal protobuf, never written
    /// by OSM writers) is refused rather than silently misread.
    @inline(__always)
    static func packed(_ r: inout ProtoReader, _ wire: WireType, _ slot: inout Range<Int>?,
                       field: UInt64, in message: String) throws(BlockDecodeError) {
        try r.expect(wire, is: .lengthDelimited, field: field, in: message)
        guard slot == nil else { throw BlockDecodeError("\(message) field \(field) appears twice") }
        slot = try r.lengthDelimited()
    }

    private func count(_ range: Range<Int>?) -> Int {
        guard let range else { return 0 }
        return ProtoReader.countVarints(buf, range)
    }

    private func reader(_ range: Range<Int>?) -> ProtoReader {
        ProtoReader(buf, range ?? 0..<0)
    }

    /// Tags from parallel packed `keys` and `vals` (Node, Way, Relation).
    private mutating func tags(keys: Range<Int>?, vals: Range<Int>?, what: String) throws(BlockDecodeError) -> [PBFTag] {
        let n = count(keys)
        guard n == count(vals) else {
            throw BlockDecodeError("\(what) has \(n) tag keys but \(count(vals)) values")
        }
        if n == 0 { return [] }
        var k = reader(keys), v = reader(vals)
        var out: [PBFTag] = []
        out.reserveCapacity(n)
        for _ in 0..<n {
            let key = try strings.string(try k.varint())
            let value = try strings.string(try v.varint())
            out.append((key, value))
        }
        return out
    }

    private func coordinateError(id: Int64, lat: Int64, lon: Int64) -> BlockDecodeError {
        BlockDecodeError("node \(id) has coordinates outside ±90°/±180° (lat \(scale.degrees(lat, offset: scale.latOffset)), lon \(scale.degrees(lon, offset: scale.lonOffset)))")
    }

    @inline(__always)
    private mutating func emitNode(id: Int64, lat: Int32, lon: Int32, tagged: Bool, tags: [PBFTag]) {
        if options.nodeCoordinates {
            block.nodeCoordinates.ids.append(id)
            block.nodeCoordinates.lats.append(lat)
            block.nodeCoordinates.lons.append(lon)
        }
        if tagged ? options.taggedNodes : options.untaggedNodes {
            block.nodes.append(PBFNode(id: id, lat: Double(lat) / 1e7, lon: Double(lon) / 1e7, tags: tags))
        }
    }

    // MARK: entities

    private mutating func decodeNode(_ range: Range<Int>) throws(BlockDecodeError) {
        var r = ProtoReader(buf, range)
        var id: Int64?, rawLat: Int64?, rawLon: Int64?
        var keys: Range<Int>?, vals: Range<Int>?
        while let f = try r.field() {
            switch f.number {
            case 1:
                try r.expect(f.wire, is: .varint, field: 1, in: "Node"); id = try r.sint64()
            case 2: try Self.packed(&r, f.wire, &keys, field: 2, in: "Node")
            case 3: try Self.packed(&r, f.wire, &vals, field: 3, in: "Node")
            case 8:
                try r.expect(f.wire, is: .varint, field: 8, in: "Node"); rawLat = try r.sint64()
            case 9:
                try r.expect(f.wire, is: .varint, field: 9, in: "Node"); rawLon = try r.sint64()
            default: try r.skip(f.wire)
            }
        }
        guard let id, let rawLat, let rawLon else { throw BlockDecodeError("Node lacks id, lat or lon") }
        guard let lat = scale.lat(rawLat), let lon = scale.lon(rawLon) else {
            throw coordinateError(id: id, lat: rawLat, lon: rawLon)
        }
        let tagged = count(keys) > 0
        var t: [PBFTag] = []
        if tagged && options.taggedNodes {
            t = try tags(keys: keys, vals: vals, what: "node \(id)")
        } else {
            try checkTagIndices(keys: keys, vals: vals, what: "node \(id)")
        }
        emitNode(id: id, lat: lat, lon: lon, tagged: tagged, tags: t)
    }

    private mutating func checkTagIndices(keys: Range<Int>?, vals: Range<Int>?, what: String) throws(BlockDecodeError) {
        let n = count(keys)
        guard n == count(vals) else { throw BlockDecodeError("\(what) has \(n) tag keys but \(count(vals)) values") }
        var k = reader(keys), v = reader(vals)
        for _ in 0..<n {
            try strings.check(try k.varint())
            try strings.check(try v.varint())
        }
    }

    private mutating func decodeDenseNodes(_ range: Range<Int>) throws(BlockDecodeError) {
        var r = ProtoReader(buf, range)
        var idsR: Range<Int>?, latsR: Range<Int>?, lonsR: Range<Int>?, kvR: Range<Int>?
        while let f = try r.field() {
            switch f.number {
            case 1: try Self.packed(&r, f.wire, &idsR, field: 1, in: "DenseNodes")
            case 8: try Self.packed(&r, f.wire, &latsR, field: 8, in: "DenseNodes")
            case 9: try Self.packed(&r, f.wire, &lonsR, field: 9, in: "DenseNodes")
            case 10: try Self.packed(&r, f.wire, &kvR, field: 10, in: "DenseNodes")
            default: try r.skip(f.wire)  // denseinfo and unknown fields
            }
        }
        let n = count(idsR)
        guard count(latsR) == n, count(lonsR) == n else {
            throw BlockDecodeError("DenseNodes has \(n) ids, \(count(latsR)) latitudes and \(count(lonsR)) longitudes")
        }
        if n == 0 { return }
        var ids = reader(idsR), lats = reader(latsR), lons = reader(lonsR), kv = reader(kvR)
        let hasTags = !kv.atEnd
        let wantTags = options.taggedNodes
        let wantUntagged = options.untaggedNodes
        let wantCoords = options.nodeCoordinates
        if wantCoords {
            block.nodeCoordinates.ids.reserveCapacity(block.nodeCoordinates.ids.count &+ n)
            block.nodeCoordinates.lats.reserveCapacity(block.nodeCoordinates.lats.count &+ n)
            block.nodeCoordinates.lons.reserveCapacity(block.nodeCoordinates.lons.count &+ n)
        }
        if wantUntagged || (wantTags && hasTags) {
            block.nodes.reserveCapacity(block.nodes.count &+ (wantUntagged ? n : n / 8))
        }
        var id: Int64 = 0, rawLat: Int64 = 0, rawLon: Int64 = 0
        for _ in 0..<n {
            id = id &+ (try ids.sint64())
            rawLat = rawLat &+ (try lats.sint64())
            rawLon = rawLon &+ (try lons.sint64())
            guard let lat = scale.lat(rawLat), let lon = scale.lon(rawLon) else {
                throw coordinateError(id: id, lat: rawLat, lon: rawLon)
            }
            var tagged = false
            var t: [PBFTag] = []
            if hasTags {
                guard !kv.atEnd else { throw BlockDecodeError("DenseNodes keys_vals ends before node \(id)") }
                if wantTags {
                    // Count this node's pairs first so that its tag array is allocated once.
                    var ahead = kv
                    var pairs = 0
                    while try ahead.varint() != 0 { _ = try ahead.varint(); pairs &+= 1 }
                    if pairs > 0 { t.reserveCapacity(pairs) }
                }
                var k = try kv.varint()
                while k != 0 {
                    let v = try kv.varint()
                    tagged = true
                    if wantTags {
                        t.append((try strings.string(k), try strings.string(v)))
                    } else {
                        try strings.check(k); try strings.check(v)
                    }
                    k = try kv.varint()
                }
            }
            if wantCoords {
                block.nodeCoordinates.ids.append(id)
                block.nodeCoordinates.lats.append(lat)
                block.nodeCoordinates.lons.append(lon)
            }
            if tagged ? wantTags : wantUntagged {
                block.nodes.append(PBFNode(id: id, lat: Double(lat) / 1e7, lon: Double(lon) / 1e7, tags: t))
            }
        }
    }

    /// What a Way or a Relation holds: its id (field 1), its tags (fields 2 and 3) and the
    /// ranges of its packed fields 8 to `lastPacked` (a way's refs; a relation's roles,
    /// member ids and types). Other fields (info, a way's LocationsOnWays) are skipped.
    private struct Element {
        var id: Int64
        var tags: [PBFTag]
        var packed8: Range<Int>?, packed9: Range<Int>?, packed10: Range<Int>?
    }

    @inline(__always)
    private mutating func element(_ range: Range<Int>, _ message: String, lastPacked: UInt64) throws(BlockDecodeError) -> Element {
        var r = ProtoReader(buf, range)
        var id: Int64?
        var keys: Range<Int>?, vals: Range<Int>?, packed8: Range<Int>?, packed9: Range<Int>?, packed10: Range<Int>?
        while let f = try r.field() {
            switch f.number {
            case 1:
                try r.expect(f.wire, is: .varint, field: 1, in: message); id = Int64(bitPattern: try r.varint())
            case 2: try Self.packed(&r, f.wire, &keys, field: 2, in: message)
            case 3: try Self.packed(&r, f.wire, &vals, field: 3, in: message)
            case 8 where lastPacked >= 8: try Self.packed(&r, f.wire, &packed8, field: 8, in: message)
            case 9 where lastPacked >= 9: try Self.packed(&r, f.wire, &packed9, field: 9, in: message)
            case 10 where lastPacked >= 10: try Self.packed(&r, f.wire, &packed10, field: 10, in: message)
            default: try r.skip(f.wire)  // info, LocationsOnWays lat/lon, unknown fields
            }
        }
        guard let id else { throw BlockDecodeError("\(message) lacks an id") }
        let t = try tags(keys: keys, vals: vals, what: "\(message.lowercased()) \(id)")
        return Element(id: id, tags: t, packed8: packed8, packed9: packed9, packed10: packed10)
    }

    private mutating func decodeWay(_ range: Range<Int>) throws(BlockDecodeError) {
        let way = try element(range, "Way", lastPacked: 8)
        let (id, t, refsR) = (way.id, way.tags, way.packed8)
        let n = count(refsR)
        var refs = [Int64]()
        if n > 0 {
            refs.reserveCapacity(n)
            var rr = reader(refsR)
            var ref: Int64 = 0
            for _ in 0..<n {
                ref = ref &+ (try rr.sint64())
                refs.append(ref)
            }
        }
        block.ways.append(PBFWay(id: id, refs: refs, tags: t))
    }

    private mutating func decodeRelation(_ range: Range<Int>) throws(BlockDecodeError) {
        let relation = try element(range, "Relation", lastPacked: 10)
        let (id, t, rolesR, memidsR, typesR) = (relation.id, relation.tags, relation.packed8, relation.packed9, relation.packed10)
        let n = count(memidsR)
        guard count(rolesR) == n, count(typesR) == n else {
            throw BlockDecodeError("relation \(id) has \(count(rolesR)) roles, \(n) member ids and \(count(typesR)) member types")
        }
        var members = [PBFMember]()
        if n > 0 {
            members.reserveCapacity(n)
            var roles = reader(rolesR), memids = reader(memidsR), types = reader(typesR)
            var ref: Int64 = 0
            for _ in 0..<n {
                let role = try strings.string(try roles.varint())
                ref = ref &+ (try memids.sint64())
                let rawType = try types.varint()
                guard rawType <= 2, let type = PBFMemberType(rawValue: UInt8(rawType)) else {
                    throw BlockDecodeError("relation \(id) has a member of unknown type \(Int64(bitPattern: rawType))")
                }
                members.append(PBFMember(type: type, ref: ref, role: role))
            }
        }
        block.relations.append(PBFRelation(id: id, members: members, tags: t))
    }
}
