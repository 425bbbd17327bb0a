import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A catalog stored with another text folding is rebuilt, so its search words and name
/// order fold as queries now fold: the saved catalog from its own places, the stored form
/// of a source file from the file.
@Suite struct RefoldedCatalogTests {
    /// `catalog.lunchcat` as lunch 0.x (before the folding table) saved it after
    /// `import --replace` of Schønnemann, Det Færøske Hus, Bún Đậu Thành Hằng and Café Straße
    /// (osm:node/1 to 4): its words keep ø, æ, đ and ß.
    static let oldImage = "TE5VSENBVDECAAAABAAAAAAAAAAAAAAA4AQAAAAAAACtad5xitZLQI/C9ShczypA/Dto2YYVVdEAAAAAAAAAAHABAAAAAAAAIAAAAAAAAACQAQAAAAAAACAAAAAAAAAAsAEAAAAAAAAUAAAAAAAAANABAAAAAAAAtwAAAAAAAACQAgAAAAAAABgAAAAAAAAAsAIAAAAAAAAQAAAAAAAAAMACAAAAAAAAEAAAAAAAAADQAgAAAAAAADQAAAAAAAAAEAMAAAAAAABGAAAAAAAAAGADAAAAAAAANAAAAAAAAACgAwAAAAAAADgAAAAAAAAA4AMAAAAAAAAOAAAAAAAAAPADAAAAAAAAEAAAAAAAAAAABAAAAAAAABQAAAAAAAAAIAQAAAAAAAA8AAAAAAAAAGAEAAAAAAAAEAAAAAAAAABwBAAAAAAAACMAAAAAAAAAoAQAAAAAAAAgAAAAAAAAAMAEAAAAAAAAIAAAAAAAAACtad5xitZLQC2yne+n1ktAnu+nxksHNUDD9Shcj0JKQDSitDf4IilAF9nO91MjKUCRD3o2q3ZaQI/C9ShczypAAAAAAC8AAABdAAAAkwAAALcAAAAAAAAAAAAAAAAAAAAKb3NtOm5vZGUvMQxTY2jDuG5uZW1hbm4GZGFuaXNoCnJlc3RhdXJhbnQAAAAAAApvc206bm9kZS8yEURldCBGw6Zyw7hza2UgSHVzAApyZXN0YXVyYW50AAAAAAAKb3NtOm5vZGUvMxlCw7puIMSQ4bqtdSBUaMOgbmggSOG6sW5nAApyZXN0YXVyYW50AAAAAAAKb3NtOm5vZGUvNA1DYWbDqSBTdHJhw59lAARjYWZlAAAAAAAAAAAAAAAAAACNmLUaAAAAAPAPOCIAAAAAXFL4IgAAAAAAAAAAAAAAAAAAAAABAAAAAgAAAAQAAAACAAAAAwAAAAAAAAABAAAAAAAAAAMAAAAHAAAADQAAABAAAAAZAAAAHQAAACAAAAAqAAAANgAAAD0AAABCAAAARgAAAAAAAAAAAAAAAAAAAGJ1bmNhZmVkYW5pc2hkZXRmw6Zyw7hza2VoYW5naHVzcmVzdGF1cmFudHNjaMO4bm5lbWFubnN0cmFzc2V0aGFuaMSRYXUAAAAAAAAAAAAAAAAAAAEAAAACAAAAAwAAAAQAAAAFAAAABgAAAAcAAAAKAAAACwAAAAwAAAANAAAADgAAAAAAAAAAAAAAAAAAAAIAAAADAAAAAAAAAAEAAAABAAAAAgAAAAEAAAAAAAAAAQAAAAIAAAAAAAAAAwAAAAIAAAACAAAAAAAAAAAAAAAEBAMEBAQEAwMDBAQEBAAAAgAAAAMAAAABAAAAAAAAAAAAAAATAAAAHwAAADAAAAA8AAAAAAAAAAAAAAAAAAAAYnVuIMSRYXUgdGhhbmggaGFuZ2NhZmUgc3RyYXNzZWRldCBmw6Zyw7hza2UgaHVzc2Now7hubmVtYW5uAAAAAAAAAAABAAAAAgAAAAMAAAABYwZkYW5pc2gBMQF0BGNhZmUBMQF0CnJlc3RhdXJhbnQBMwAAAAAAAAAAAAAAAACe76fGSwc1QMP1KFyPQkpArWnecYrWS0Atsp3vp9ZLQJEPejardlpAj8L1KFzPKkA0orQ3+CIpQBfZzvdTIylA"

    /// `oldImage` in the current format (its version, and its checksum that covers the
    /// header since version 3), its words still folded the old way.
    static func oldImageAsStoredNow() throws -> [UInt8] {
        var bytes = [UInt8](try #require(Data(base64Encoded: oldImage)))
        withUnsafeBytes(of: CatalogImage.formatVersion.littleEndian) { bytes.replaceSubrange(8..<12, with: $0) }
        return CatalogImage.resealed(bytes)
    }

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-refold-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSavedCatalogFoldedTheOldWayIsRebuiltFromItsPlaces() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/catalog.lunchcat"
        try Data(try Self.oldImageAsStoredNow()).write(to: URL(fileURLWithPath: path))
        #expect(try CatalogImage.read(path: path).header.foldedAsNow == false)
        let saved = SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage())
        let (opened, notice) = try saved.open()
        let catalog = try #require(opened)
        #expect(notice == nil)
        #expect((0..<catalog.count).map { catalog.id(at: $0) } == ["osm:node/1", "osm:node/2", "osm:node/3", "osm:node/4"])
        for (query, name) in [("schonnemann", "Schønnemann"), ("det faeroske hus", "Det Færøske Hus"),
                              ("bun dau", "Bún Đậu Thành Hằng"), ("strasse", "Café Straße")] {
            let hits = catalog.search(query, from: nil).hits.map { catalog.place(at: $0.index).name }
            #expect(hits == [name], "\(query)")
        }
        #expect(catalog.places(withNamePrefix: "schon").map { catalog.place(at: $0).name } == ["Schønnemann"])
        // Saved so: the next start reads it as it is.
        let stored = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(try CatalogImage.read(path: path).header.foldedAsNow)
        #expect(try saved.open().catalog?.count == 4)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == stored)
    }

    @Test func aStoredFormFoldedTheOldWayIsRebuiltFromTheSource() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/places.json"
        try Data(#"{"elements":[{"type":"node","id":7,"lat":55.67,"lon":12.56,"tags":{"amenity":"cafe","name":"Ølbar Ærø"}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: source))
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        #expect(try loader.load(path: source, name: "places").search("olbar aero", from: nil).total == 1)
        let cached = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache").map { dir + "/cache/" + $0 }
        #expect(cached.count == 1)
        // As a lunch with another folding left it: the stamp records the folding it used.
        var info = stat()
        #expect(stat(source, &info) == 0)
        func stamp(_ folding: UInt32) -> UInt64 {
            CatalogLoader.stamp(path: source, size: Int64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
                                nanoseconds: Int64(info.st_mtim.tv_nsec), folding: folding)
        }
        func storedStamp() throws -> UInt64 { try CatalogImage.read(path: cached[0]).header.sourceStamp }
        #expect(try storedStamp() == stamp(TextFolding.version))
        #expect(stamp(TextFolding.version - 1) != stamp(TextFolding.version))
        var bytes = try Data(contentsOf: URL(fileURLWithPath: cached[0]))
        withUnsafeBytes(of: stamp(TextFolding.version - 1).littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
        // Sealed again: the stored checksum covers the header (the stamp) too.
        try Data(CatalogImage.resealed([UInt8](bytes))).write(to: URL(fileURLWithPath: cached[0]))
        #expect(try storedStamp() == stamp(TextFolding.version - 1))
        #expect(try loader.load(path: source, name: "places").search("olbar", from: nil).total == 1)
        #expect(try storedStamp() == stamp(TextFolding.version))
    }
}
