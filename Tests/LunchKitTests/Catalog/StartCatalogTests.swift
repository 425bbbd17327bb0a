import Foundation
import Testing
import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands

/// The catalog a start uses, opened on another thread while the shell starts: nothing of
/// it is used before it is read whole and checked, and a damaged one is caught then.
@Suite struct StartCatalogTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)

    func places(_ names: [String]) -> [Place] {
        names.enumerated().map { i, name in
            Place(id: "osm:node/\(i + 1)", name: name, coordinate: Coordinate(lat: 60.17, lon: 24.94 + Double(i) / 1000))
        }
    }

    func start(_ dir: String, sample: String? = nil) -> StartCatalog {
        StartCatalog(dataPath: nil, folder: dir, cacheFolder: dir + "/cache", samplePath: sample, storage: DiskFileStorage(),
                     now: { [noon] in noon })
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-start-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSavedCatalogIsOpenedInTheBackgroundAndUsedAfterFinish() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage()).save(places(["One", "Two", "Three"]))
        let start = start(dir)
        #expect(start.isStored)
        let opening = BackgroundCatalog { try start.open() }
        #expect(try opening.finish() == nil)
        #expect(opening.catalog.count == 3)
        #expect(opening.catalog.sourceName == SavedCatalog.sourceName)
        #expect(try opening.finish() == nil && opening.isFinished)
    }

    @Test func aDamagedSavedCatalogIsCaughtAtFinishAndTheSampleUsed() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage()).save(places(["One", "Two", "Three"]))
        let path = dir + "/catalog.lunchcat"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 3] ^= 0x10  // in the last section, which only the whole read sees
        try bytes.write(to: URL(fileURLWithPath: path))
        let sample = dir + "/sample.json"
        try #"{"elements":[{"type":"node","id":7,"lat":60.1,"lon":24.9,"tags":{"name":"Sample Soup"}}]}"#
            .write(toFile: sample, atomically: true, encoding: .utf8)
        let start = start(dir, sample: sample)
        #expect(start.isStored)
        let opening = BackgroundCatalog { try start.open() }
        // Until finish, the shell holds an empty catalog: nothing damaged can be read.
        #expect(opening.isFinished == false)
        let notice = try #require(try opening.finish())
        #expect(notice.hasPrefix("warning: the saved catalog is damaged; it was kept as \(path).damaged-"))
        #expect(opening.catalog.count == 1)
        #expect(opening.catalog.place(at: 0).name == "Sample Soup")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/catalog.lunchcat.damaged-\(StateFile.stamp(noon))")) == bytes)
    }

    @Test func nothingStoredMeansOpeningNow() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sample = dir + "/sample.json"
        try #"{"elements":[]}"#.write(toFile: sample, atomically: true, encoding: .utf8)
        #expect(start(dir, sample: sample).isStored == false)
        _ = try start(dir, sample: sample).open()  // stores the sample's compact form
        #expect(start(dir, sample: sample).isStored)
        #expect(mkfifo(dir + "/catalog.lunchcat", 0o644) == 0)
        #expect(start(dir, sample: sample).isStored == false)  // a fifo is said at once, not in the background
    }
}
