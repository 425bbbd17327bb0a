import Foundation
import Testing
import LunchCatalog
import LunchTestSupport

/// The `pbf` harness on its seeds and on what it wraps: no crash, and a wrapped block is
/// read as the import reads a file.
@Suite struct FuzzPBFTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theHarnessRunsOnItsSeedsAndTheSampleExtract() throws {
        let seeds = Self.root.appendingPathComponent("Fuzz/Corpus/pbf")
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        #expect(names.count >= 5)
        for name in names { FuzzHarness.pbf.run(try Data(contentsOf: seeds.appendingPathComponent(name))) }
        FuzzHarness.pbf.run(try Data(contentsOf: Self.root.appendingPathComponent("Tests/Data/Helsinki.osm.pbf")))
        for text in ["", "x", String(repeating: "\u{FF}", count: 300)] { FuzzHarness.pbf.run(Data(text.utf8)) }
    }

    @Test func wrappedBytesAreAFileOfOneRawBlock() throws {
        // An empty PrimitiveBlock: a whole file with no places and no ways.
        let file = FuzzPBF.wrap([])
        let read = try PlaceFileReader.read(Data(file))
        #expect(read.format == "OpenStreetMap PBF")
        #expect(read.places.isEmpty && read.walkNetwork == nil)
    }
}
