import Foundation
import Testing
import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands

/// The saved catalog in a real state folder: a damaged one is kept aside and said, never
/// replaced by an import.
@Suite struct SavedCatalogTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-saved-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func saved(_ dir: String) -> SavedCatalog {
        SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage(), now: { [noon] in noon })
    }

    func places(_ names: [String]) -> [Place] {
        names.enumerated().map { i, name in
            Place(id: "osm:node/\(i + 1)", name: name, coordinate: Coordinate(lat: 60.17, lon: 24.94 + Double(i) / 1000))
        }
    }

    func flipBit(_ path: String) throws -> Data {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count / 2] ^= 0x10
        try bytes.write(to: URL(fileURLWithPath: path))
        return bytes
    }

    @Test func aFlippedBitIsSaidAndTheFileKeptAside() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One", "Two", "Three"]))
        #expect(try saved(dir).open().catalog?.count == 3)
        let damaged = try flipBit(dir + "/catalog.lunchcat")
        let (catalog, notice) = try saved(dir).open()
        #expect(catalog == nil)
        let aside = dir + "/catalog.lunchcat.damaged-\(StateFile.stamp(noon))"
        #expect(notice == "warning: the saved catalog is damaged; it was kept as \(aside) and lunch uses the Helsinki sample. "
                + "Re-import your files with 'import FILE'")
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged)
        #expect(!FileManager.default.fileExists(atPath: dir + "/catalog.lunchcat"))
        // Said once: the next start finds no catalog and says nothing.
        let again = try saved(dir).open()
        #expect(again.catalog == nil && again.notice == nil)
        // An import then starts a new catalog; the damaged copy stays as it was.
        _ = try saved(dir).merge(places(["Four"]))
        #expect(try saved(dir).open().catalog?.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged)
    }

    @Test func anImportThatFindsItDamagedStopsAndKeepsIt() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One", "Two"]))
        let damaged = try flipBit(dir + "/catalog.lunchcat")
        let aside = dir + "/catalog.lunchcat.damaged-\(StateFile.stamp(noon))"
        do {
            _ = try saved(dir).merge(places(["Three"]))
            Issue.record("expected an error")
        } catch let error as UserError {
            #expect(error.message == Messages.savedCatalogSetAsideNow(why: "is damaged", aside: aside))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged)
        #expect(!FileManager.default.fileExists(atPath: dir + "/catalog.lunchcat"))
        // A second damaged catalog in the same second gets its own name.
        _ = try saved(dir).save(places(["One"]))
        _ = try flipBit(dir + "/catalog.lunchcat")
        #expect(try saved(dir).open().notice?.contains(aside + "-2 ") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == damaged)
    }

    @Test func aTruncatedOrOtherVersionCatalogIsKeptAsideToo() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One"]))
        truncate(dir + "/catalog.lunchcat", 0)
        #expect(try saved(dir).open().notice?.contains("is damaged") == true)
        _ = try saved(dir).save(places(["One"]))
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/catalog.lunchcat"))
        handle.seek(toFileOffset: 8)
        handle.write(Data([99, 0, 0, 0]))
        handle.closeFile()
        #expect(try saved(dir).open().notice?.contains("is from another version of lunch") == true)
    }

    /// The header is under the checksum too: a centre moved on disk (still a valid
    /// coordinate, so the layout check alone would take it) is damage, not a new centre.
    @Test func aCatalogWhoseHeaderCentreChangedIsKeptAside() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One", "Two"]))
        let path = dir + "/catalog.lunchcat"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        withUnsafeBytes(of: (10.0).bitPattern.littleEndian) { bytes.replaceSubrange(32..<40, with: $0) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let opened = try saved(dir).open()
        #expect(opened.catalog == nil)
        #expect(opened.notice?.contains("is damaged") == true, "\(opened.notice ?? "nil")")
    }

    /// A catalog of the previous format (version 2, whose checksum left the header out)
    /// is set aside with the hint to re-import.
    @Test func aVersionTwoCatalogSaysToReimport() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One"]))
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/catalog.lunchcat"))
        handle.seek(toFileOffset: 8)
        handle.write(Data([2, 0, 0, 0]))
        handle.closeFile()
        let notice = try saved(dir).open().notice ?? ""
        #expect(notice.contains("is from another version of lunch") && notice.contains("Re-import your files with 'import FILE'"),
                "\(notice)")
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableCatalogIsAnErrorAndStaysWhereItIs() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try saved(dir).save(places(["One"]))
        chmod(dir + "/catalog.lunchcat", 0)
        #expect(throws: UserError.self) { try saved(dir).merge(places(["Two"])) }
        chmod(dir + "/catalog.lunchcat", 0o644)
        #expect(try saved(dir).open().catalog?.count == 1)
    }
}
