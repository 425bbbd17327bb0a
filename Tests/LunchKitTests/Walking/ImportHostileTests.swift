import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchTestSupport
import LunchWalk

/// What a hostile tester found in the PBF import, each as a user meets it.
@Suite struct ImportHostileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let helsinkiPBF = root.appendingPathComponent("Tests/Data/Helsinki.osm.pbf").path
    static let historyPBF = root.appendingPathComponent("Tests/OSMPBFTests/Resources/small-history.osh.pbf").path

    /// A fresh folder, removed by the caller.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-hostile-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path + "/data", withIntermediateDirectories: true)
        return path
    }

    /// An Overpass answer of cafés (`id`, `name`) near Helsinki's centre, without ways.
    static func overpass(_ places: [(Int, String)]) -> String {
        let elements = places.map { p in
            #"{"type":"node","id":\#(p.0),"lat":\#(60.1699 + Double(p.0) * 0.0001),"lon":24.9384,"tags":{"amenity":"cafe","name":"\#(p.1)"}}"#
        }
        return #"{"elements":[\#(elements.joined(separator: ","))]}"#
    }

    static func importer(_ dir: String) -> (ImportInteractor, Catalog) {
        let catalog = Catalog(places: [])
        let saved = SavedCatalog(folder: dir + "/data", samplePath: nil, storage: DiskFileStorage())
        return (ImportInteractor(catalog: catalog, saved: saved), catalog)
    }

    // MARK: import

    /// `import --replace` of a file none of whose places can be used (no elements, or
    /// only skipped ones, read whole or as a stream) is refused: the catalog stays, on
    /// disk too (a hostile tester emptied a 3,141-place catalog this way, past `undo`).
    @Test func replacingByNothingKeepsTheCatalog() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (importer, catalog) = Self.importer(dir)
        let file = dir + "/cafes.json"
        try Self.overpass([(1, "Kahvila Uusi"), (2, "Kahvila Vanha")]).write(toFile: file, atomically: true, encoding: .utf8)
        _ = try importer.importFile(file, replace: false)
        #expect(catalog.count == 2)
        let bare = #"{"type":"node","id":3,"lat":60.17,"lon":24.93,"tags":{"amenity":"cafe"}}"#
        for (name, text) in [("none.json", #"{"elements":[]}"#), ("nameless.json", #"{"elements":[\#(bare)]}"#),
                             ("empty.geojson", #"{"type":"FeatureCollection","features":[]}"#)] {
            let empty = dir + "/" + name
            try text.write(toFile: empty, atomically: true, encoding: .utf8)
            #expect(throws: UserError(Messages.importReplaceNothing(empty))) { try importer.importFile(empty, replace: true) }
            #expect(catalog.count == 2)
            #expect(try SavedCatalog(folder: dir + "/data", samplePath: nil, storage: DiskFileStorage()).open().catalog?.count == 2)
        }
    }

    /// `import --replace` of a file without ways over a catalog with them: the summary
    /// says walking is now straight lines; an import that adds places keeps the ways.
    @Test func replacingTheWaysWithNoneIsSaid() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (importer, catalog) = Self.importer(dir)
        let first = try importer.importFile(Self.helsinkiPBF, replace: false)
        #expect(first.waysDropped == false && catalog.walkSource.exists)
        let file = dir + "/cafes.json"
        try Self.overpass([(1, "Kahvila Uusi")]).write(toFile: file, atomically: true, encoding: .utf8)
        let added = try importer.importFile(file, replace: false)
        #expect(added.waysDropped == false && catalog.walkSource.exists)
        #expect(!ImportPresenter().present(added).text.contains("warning"))
        let replaced = try importer.importFile(file, replace: true)
        #expect(replaced.waysDropped && !catalog.walkSource.exists)
        let text = ImportPresenter().present(replaced).text
        #expect(text.hasSuffix("\n" + Messages.importDroppedWays), "\(text)")
        #expect(Messages.importDroppedWays.contains("straight lines (~)"))
    }

    /// A file that repeats an id counts that place once, new or already in the catalog.
    @Test func aRepeatedIdCountsOnce() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (importer, _) = Self.importer(dir)
        let file = dir + "/twice.json"
        try Self.overpass([(1, "Kahvila"), (1, "Kahvila"), (2, "Baari"), (2, "Baari 2"), (3, "Kuppila")])
            .write(toFile: file, atomically: true, encoding: .utf8)
        let first = try importer.importFile(file, replace: false)
        #expect((first.added, first.updated, first.unchanged, first.total) == (3, 0, 0, 3))
        // Again onto the stored catalog: all three unchanged (the last copy of 2 was kept).
        let again = try importer.importFile(file, replace: false)
        #expect((again.added, again.updated, again.unchanged, again.total) == (0, 0, 3, 3))
        // One changed twice, one changed and changed back, one new twice.
        try Self.overpass([(1, "Kahvila A"), (1, "Kahvila B"), (3, "Other"), (3, "Kuppila"), (4, "Uusi"), (4, "Uusi")])
            .write(toFile: file, atomically: true, encoding: .utf8)
        let third = try importer.importFile(file, replace: false)
        #expect((third.added, third.updated, third.unchanged, third.total) == (1, 1, 1, 4))
    }

    @Test func theListMergeCountsARepeatedIdOnce() {
        var places = Array(Fixtures.small.prefix(2))
        var changed = places[0]
        changed.name = "Changed"
        let counts = CatalogMerger.merge([changed, places[0], Fixtures.small[2], Fixtures.small[2], places[1], changed],
                                         into: &places)
        #expect(counts == CatalogMerger.Counts(added: 1, updated: 1, unchanged: 1))
        #expect(places.count == 3 && places[0].name == "Changed")
    }

    /// A history file is refused in one line, nothing imported.
    @Test func aHistoryFileIsRefused() throws {
        #expect(throws: PlaceFileReader.FileFailure(reason: Messages.pbfHistoryFile)) {
            try PlaceFileReader.read(path: Self.historyPBF)
        }
    }

    /// A junk-prefixed `.pbf` is "not a valid PBF file", never "not valid JSON"; an empty
    /// one is empty; one cut in its first bytes, or inside a block, is cut short (it said
    /// "does not start with an OSMHeader block", and "a PBF file that cannot be read
    /// (…truncated…)"); a file starting like a PBF block is one whatever its name.
    @Test func aBrokenPBFIsNotCalledJSON() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let pbf = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.helsinkiPBF)))
        let cutShort = Messages.pbfTruncated(block: 0, byte: 0)
        let files: [(String, [UInt8], String)] = [
            ("tiny.osm.pbf", Array(pbf.prefix(10)), cutShort),
            ("three.osm.pbf", Array(pbf.prefix(3)), cutShort),
            ("junk.osm.pbf", Array("junk".utf8) + pbf, Messages.notAPBFFile),
            ("empty.pbf", [], Messages.placeFileEmpty),
            ("text.PBF", Array("hello".utf8), Messages.notAPBFFile),
            ("cut.dat", Array(pbf.prefix(12)), cutShort),
        ]
        for (name, bytes, reason) in files {
            let path = dir + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(throws: PlaceFileReader.FileFailure(reason: reason), "\(name)") {
                try PlaceFileReader.read(path: path)
            }
        }
        // Cut inside its first block's header or blob, or inside a later block: cut short, where.
        for cut in [20, 100, pbf.count - 3] {
            let path = dir + "/cut\(cut).osm.pbf"
            try Data(pbf.prefix(cut)).write(to: URL(fileURLWithPath: path))
            do {
                _ = try PlaceFileReader.read(path: path)
                Issue.record("a file cut at \(cut) was read")
            } catch let failure as PlaceFileReader.FileFailure {
                #expect(failure.reason.hasPrefix("it is an OpenStreetMap PBF file cut short: it ends inside block "),
                        "\(cut): \(failure.reason)")
                #expect(!failure.reason.contains("not an OpenStreetMap"), "\(failure.reason)")
            }
        }
        // JSON in a file named .pbf is read by its content.
        let json = dir + "/places.pbf"
        try Self.overpass([(1, "Kahvila")]).write(toFile: json, atomically: true, encoding: .utf8)
        #expect(try PlaceFileReader.read(path: json).places.count == 1)
        // Text that is neither, under another name, is still "not valid JSON".
        let other = dir + "/other.txt"
        try "hello".write(toFile: other, atomically: true, encoding: .utf8)
        #expect(throws: PlaceFileReader.FileFailure.self) { try PlaceFileReader.read(path: other) }
        #expect((try? PlaceFileReader.read(path: other)) == nil)
        do { _ = try PlaceFileReader.read(path: other) } catch let f as PlaceFileReader.FileFailure {
            #expect(f.reason.hasPrefix("it is not valid JSON"))
        }
    }
}
