import Testing
@testable import OSMPBF

@Suite struct WireFormatTests {
    func reader<R>(_ bytes: [UInt8], _ body: (inout ProtoReader) throws -> R) throws -> R {
        try bytes.withUnsafeBufferPointer { buf in
            var r = ProtoReader(buf)
            return try body(&r)
        }
    }

    @Test func varintsAndZigzag() throws {
        var w = ProtoWriter()
        let values: [UInt64] = [0, 1, 127, 128, 300, UInt64(UInt32.max), UInt64.max]
        for v in values { w.rawVarint(v) }
        for v: Int64 in [0, -1, 1, -64, 64, Int64.min, Int64.max] { w.rawVarint(ProtoWriter.zigzag(v)) }
        let (u, s) = try reader(w.bytes) { r in
            (try values.map { _ in try r.varint() }, try (0..<7).map { _ in try r.sint64() })
        }
        #expect(u == values)
        #expect(s == [0, -1, 1, -64, 64, Int64.min, Int64.max])
    }

    @Test func malformedVarints() {
        #expect(throws: BlockDecodeError.self) { try reader([0x80, 0x80]) { r in try r.varint() } }
        #expect(throws: BlockDecodeError.self) { try reader([UInt8](repeating: 0xFF, count: 11) + [0]) { r in try r.varint() } }
        #expect(throws: BlockDecodeError.self) { try reader([UInt8](repeating: 0xFF, count: 10)) { r in try r.varint() } }
    }

    @Test func countVarintsCountsAnUnterminatedTail() {
        let n = [UInt8]([0x01, 0x80, 0x01, 0x80]).withUnsafeBufferPointer { ProtoReader.countVarints($0, 0..<4) }
        #expect(n == 3)
    }

    /// Unknown fields of every wire type (groups nested) are skipped wherever they appear.
    @Test func unknownFieldsOfEveryWireTypeAreSkipped() throws {
        func noise(_ w: inout ProtoWriter) {
            w.key(30, 1); w.bytes += [UInt8](repeating: 0xAB, count: 8)
            w.key(31, 5); w.bytes += [1, 2, 3, 4]
            w.key(32, 3); w.uint(1, 5); w.key(33, 3); w.string(2, "x"); w.key(33, 4); w.key(32, 4)
            w.uint(34, 1 << 40)
            w.string(35, "unknown")
        }
        var dense = ProtoWriter()
        noise(&dense)
        dense.packedDeltaSint(1, [5, 6])
        dense.packedDeltaSint(8, [100, 200])
        noise(&dense)
        dense.packedDeltaSint(9, [300, 400])
        var group = ProtoWriter(); noise(&group); group.message(2, dense); noise(&group)
        var block = ProtoWriter(); noise(&block); block.message(1, PBFBuilder.stringTable([""])); block.message(2, group); noise(&block)
        var file = PBFBuilder.file(blocks: [block.bytes])
        file += PBFBuilder.frame(type: "SomethingNew", blob: [1, 2, 3])  // unknown block types are skipped too
        file += PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.rawBlob(block.bytes))
        let c = try collect(file)
        #expect(c.nodes.map(\.id) == [5, 6, 5, 6])
        #expect(c.nodes.map(\.lat) == [100e-7, 200e-7, 100e-7, 200e-7])
        #expect(c.blockIndices == [1, 3])
    }

    @Test func unterminatedAndStrayGroupsAreErrors() {
        var block = ProtoWriter(); block.key(32, 3); block.uint(1, 1)
        #expect(expectPBFError { _ = try collect(PBFBuilder.file(blocks: [block.bytes])) }?.reason == "unterminated protobuf group")
        var stray = ProtoWriter(); stray.key(32, 4)
        #expect(expectPBFError { _ = try collect(PBFBuilder.file(blocks: [stray.bytes])) }?.reason == "unexpected protobuf end-group")
    }

    @Test func packedFieldGivenTwiceIsRefused() {
        var way = ProtoWriter()
        way.int(1, 1); way.packedDeltaSint(8, [1]); way.packedDeltaSint(8, [2])
        var group = ProtoWriter(); group.message(3, way)
        var block = ProtoWriter(); block.message(2, group)
        #expect(expectPBFError { _ = try collect(PBFBuilder.file(blocks: [block.bytes])) }?.reason == "Way field 8 appears twice")
    }
}
