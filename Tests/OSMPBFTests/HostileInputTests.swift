import Testing
@testable import OSMPBF

/// Damaged and malicious input: each case must end in a PBFError with a clear message.
@Suite struct HostileInputTests {
    static let okBlock = PBFBuilder.denseBlock(strings: ["", "k", "v"], ids: [1, 2], lats: [10, 20], lons: [30, 40],
                                               keysVals: [1, 2, 0, 0])

    func error(_ bytes: [UInt8], threads: Int = 1) -> PBFError? {
        expectPBFError { _ = try collect(bytes, threads: threads) }
    }

    @Test(arguments: ["small-zlib.osm.pbf", "small-raw.osm.pbf", "small-nodense.osm.pbf"])
    func truncatedAtEveryByte(name: String) throws {
        let bytes = try resource(name)
        // A cut exactly between two blocks leaves a valid, shorter file.
        let boundaries = try frameBoundaries(bytes)
        for cut in 0..<bytes.count where !boundaries.contains(cut) {
            let e = error(Array(bytes.prefix(cut)))
            #expect(e != nil, "cut at \(cut) of \(name) was accepted")
        }
    }

    func frameBoundaries(_ bytes: [UInt8]) throws -> Set<Int> {
        try bytes.withUnsafeBufferPointer { buf in
            var scanner = FileScanner(count: buf.count)
            var ends = Set<Int>()
            while let frame = try scanner.next(buf) {
                ends.insert(frame.offset)
                ends.insert(frame.blob.upperBound)
            }
            return ends
        }
    }

    @Test func truncatedAtEveryKiBOfARealFile() throws {
        let bytes = try resource("small-zlib.osm.pbf") + []
        let big = PBFBuilder.file(blocks: Array(repeating: Self.okBlock, count: 200), zlib: true)
        for file in [bytes, big] {
            for cut in stride(from: 0, to: file.count, by: 1024) {
                #expect(error(Array(file.prefix(cut))) != nil)
                #expect(error(Array(file.prefix(cut)), threads: 2) != nil)
            }
        }
    }

    @Test func emptyAndForeignFiles() {
        #expect(error([])?.description == "not an OpenStreetMap PBF file (no OSMHeader block)")
        #expect(error(Array("<?xml version=\"1.0\"?><osm></osm>".utf8))?.description.hasPrefix("byte 0: not an OpenStreetMap PBF file") == true)
        let dataFirst = PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.rawBlob(Self.okBlock))
        #expect(error(dataFirst)?.description == "byte 0: not an OpenStreetMap PBF file (no OSMHeader block)")
    }

    @Test func hugeAndNegativeHeaderLengths() {
        #expect(error([0x00, 0x01, 0x00, 0x01, 0, 0])?.reason.contains("BlobHeader length 65537 exceeds 64 KiB") == true)
        #expect(error([0xFF, 0xFF, 0xFF, 0xFB])?.reason.contains("BlobHeader length -5 is negative") == true)
        let good = PBFBuilder.file(blocks: [Self.okBlock])
        let e = error(good + [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(e?.description == "block 2 (byte \(good.count)): BlobHeader length 2147483647 exceeds 64 KiB")
    }

    @Test func blobClaimingTwoGigabytes() {
        var file = PBFBuilder.file(blocks: [])
        file += PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.rawBlob(Self.okBlock), dataSize: 2_000_000_000)
        #expect(error(file)?.reason == "blob size 2000000000 exceeds 32 MiB")
        var neg = PBFBuilder.file(blocks: [])
        neg += PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.rawBlob(Self.okBlock), dataSize: -3)
        #expect(error(neg)?.reason == "blob size -3 is negative")
    }

    @Test func blockEndingPastTheEnd() {
        let file = PBFBuilder.file(blocks: [Self.okBlock, Self.okBlock])
        #expect(error(Array(file.dropLast(3)))?.reason == "truncated PBF file: block 2 ends past the end of the file")
    }

    @Test func rawSizeLies() {
        let header = PBFBuilder.frame(type: "OSMHeader", blob: PBFBuilder.rawBlob(PBFBuilder.headerBlock()))
        let small = header + PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.zlibBlob(Self.okBlock, rawSize: Self.okBlock.count - 1))
        #expect(error(small)?.description.contains("block 1") == true)
        #expect(error(small)?.reason == "zlib data inflates to \(Self.okBlock.count) bytes, but raw_size says \(Self.okBlock.count - 1)")
        let large = header + PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.zlibBlob(Self.okBlock, rawSize: Self.okBlock.count + 1))
        #expect(error(large)?.reason.contains("but raw_size says") == true)
        let huge = header + PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.zlibBlob(Self.okBlock, rawSize: 1 << 30))
        #expect(error(huge)?.reason == "raw_size 1073741824 is outside 0…32 MiB")
        let negative = header + PBFBuilder.frame(type: "OSMData", blob: PBFBuilder.zlibBlob(Self.okBlock, rawSize: -1))
        #expect(error(negative)?.reason == "raw_size -1 is outside 0…32 MiB")
    }

    @Test func damagedZlib() {
        var blob = ProtoWriter()
        blob.int(2, 100)
        var z = PBFBuilder.zlibCompress(Self.okBlock)
        for i in 2..<z.count { z[i] ^= 0x5A }
        blob.data(3, z)
        let file = PBFBuilder.file(blocks: []) + PBFBuilder.frame(type: "OSMData", blob: blob.bytes)
        #expect(error(file)?.reason.hasPrefix("damaged zlib data") == true)
    }

    @Test(arguments: [(4, "lzma"), (6, "lz4"), (7, "zstd"), (5, "bzip2")])
    func unsupportedCompression(field: Int, name: String) {
        var blob = ProtoWriter()
        blob.int(2, 10)
        blob.data(field, [1, 2, 3])
        let file = PBFBuilder.file(blocks: []) + PBFBuilder.frame(type: "OSMData", blob: blob.bytes)
        #expect(error(file)?.description == "block 1 (byte \(PBFBuilder.file(blocks: []).count)): unsupported compression (\(name))")
    }

    @Test func unsupportedRequiredFeature() {
        let file = PBFBuilder.file(required: ["OsmSchema-V0.6", "Sort.Type_then_ID_no_really"], blocks: [Self.okBlock])
        #expect(error(file)?.reason == "file requires the unsupported feature \"Sort.Type_then_ID_no_really\"")
    }

    @Test func stringIndexOutOfRange() {
        let block = PBFBuilder.denseBlock(strings: ["", "k"], ids: [1], lats: [0], lons: [0], keysVals: [1, 99, 0])
        #expect(error(PBFBuilder.file(blocks: [block]))?.description.hasSuffix(
            "string index 99 out of range (string table has 2 entries)") == true)
        let negative = PBFBuilder.denseBlock(strings: ["", "k"], ids: [1], lats: [0], lons: [0], keysVals: [1, -4, 0])
        #expect(error(PBFBuilder.file(blocks: [negative]))?.reason.contains("string index -4 out of range") == true)
    }

    @Test func mismatchedDenseArrays() {
        let block = PBFBuilder.denseBlock(ids: [1, 2, 3], lats: [0, 0], lons: [0, 0, 0])
        #expect(error(PBFBuilder.file(blocks: [block]))?.reason == "DenseNodes has 3 ids, 2 latitudes and 3 longitudes")
        let shortKV = PBFBuilder.denseBlock(strings: ["", "k"], ids: [1, 2], lats: [0, 0], lons: [0, 0], keysVals: [1, 1, 0])
        #expect(error(PBFBuilder.file(blocks: [shortKV]))?.reason == "DenseNodes keys_vals ends before node 2")
    }

    @Test func coordinatesOutOfRangeRefuseTheFile() {
        let block = PBFBuilder.denseBlock(ids: [1], lats: [900_000_001], lons: [0])
        #expect(error(PBFBuilder.file(blocks: [block]))?.reason.hasPrefix("node 1 has coordinates outside ±90°/±180°") == true)
        let overflow = PBFBuilder.denseBlock(ids: [1], lats: [Int64.max / 2], lons: [0], granularity: 1000)
        #expect(error(PBFBuilder.file(blocks: [overflow]))?.reason.hasPrefix("node 1 has coordinates outside") == true)
        let badGranularity = PBFBuilder.denseBlock(ids: [1], lats: [1], lons: [1], granularity: 0)
        #expect(error(PBFBuilder.file(blocks: [badGranularity]))?.reason == "granularity 0 is not positive")
    }

    @Test func badRelationMemberType() {
        var rel = ProtoWriter()
        rel.int(1, 5)
        rel.packedInt(8, [0])
        rel.packedDeltaSint(9, [7])
        rel.packedInt(10, [3])
        var group = ProtoWriter(); group.message(4, rel)
        var block = ProtoWriter(); block.message(1, PBFBuilder.stringTable([""])); block.message(2, group)
        #expect(error(PBFBuilder.file(blocks: [block.bytes]))?.reason == "relation 5 has a member of unknown type 3")
    }

    @Test func lengthDelimitedFieldsLongerThanTheirMessage() {
        var block = ProtoWriter()
        block.key(2, 2)
        block.rawVarint(UInt64(Int64.max))  // a group claiming 9 EB
        #expect(error(PBFBuilder.file(blocks: [block.bytes]))?.reason.contains("runs past the end of its message") == true)
        var negative = ProtoWriter()
        negative.key(1, 2)
        negative.rawVarint(UInt64(bitPattern: -1))
        #expect(error(PBFBuilder.file(blocks: [negative.bytes]))?.reason.contains("runs past the end") == true)
    }

    @Test func deltasThatOverflowDoNotTrap() throws {
        var way = ProtoWriter()
        way.int(1, 1)
        way.packedUint(8, [ProtoWriter.zigzag(Int64.max), ProtoWriter.zigzag(Int64.max), ProtoWriter.zigzag(Int64.min)])
        var group = ProtoWriter(); group.message(3, way)
        var block = ProtoWriter(); block.message(2, group)
        let c = try collect(PBFBuilder.file(blocks: [block.bytes]))
        #expect(c.ways.first?.refs == [Int64.max, -2, Int64.max - 1])
    }

    @Test func errorsArriveInFileOrderWithThreads() {
        let bad = PBFBuilder.denseBlock(ids: [1], lats: [900_000_001], lons: [0])
        let file = PBFBuilder.file(blocks: Array(repeating: Self.okBlock, count: 20) + [bad] + Array(repeating: Self.okBlock, count: 20), zlib: true)
        var seen = 0
        let e = expectPBFError {
            try PBFReader.read(file, threads: 3) { _ in seen += 1 }
        }
        #expect(seen == 20)
        #expect(e?.block == 21)
    }
}
