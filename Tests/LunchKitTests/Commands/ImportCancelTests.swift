import Foundation
import Synchronization
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Ctrl-C during an import (issue 29, row 6): the import stops at its next step, says
/// so, and the saved catalog and the session's catalog stay as they were (as `sync`).
@Suite struct ImportCancelTests {
    /// Ctrl-C pressed after the `n`th look (0: before the file is read, 1: while the index
    /// is built, 2: once it is built, before it is saved).
    @Test(arguments: [0, 1, 2])
    func ctrlCStopsTheImportAndChangesNothing(_ looks: Int) throws {
        let dir = try ImportHostileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = Catalog(places: [])
        let saved = SavedCatalog(folder: dir + "/data", samplePath: nil, storage: DiskFileStorage())
        let first = dir + "/first.json", second = dir + "/second.json"
        try ImportHostileTests.overpass([(1, "Kahvila Vanha")]).write(toFile: first, atomically: true, encoding: .utf8)
        try ImportHostileTests.overpass([(2, "Kahvila Uusi"), (3, "Kahvila Kolmas")]).write(toFile: second, atomically: true, encoding: .utf8)
        _ = try ImportInteractor(catalog: catalog, saved: saved).importFile(first, replace: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: saved.path))

        let seen = Mutex(0)
        let importer = ImportInteractor(catalog: catalog, saved: saved, cancelled: {
            seen.withLock { n in
                defer { n += 1 }
                return n >= looks
            }
        })
        #expect(throws: UserError("import of \(second) cancelled; nothing was changed")) {
            try importer.importFile(second, replace: false)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved.path)) == before)
        #expect(catalog.count == 1)
        #expect(seen.withLock { $0 } == looks + 1)
    }

    /// Ctrl-C while a long file is still being read (1.5M places took minutes on a busy
    /// machine, the bar going on after Ctrl-C): the reading itself stops within a few
    /// thousand records, for a first import (read as it streams) and a merge (read whole),
    /// in Overpass JSON and GeoJSON; read in two halves (12 MB and more), both stop.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func ctrlCStopsTheReadingItself(_ merging: Bool, _ geoJSON: Bool) throws {
        let dir = try ImportHostileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = Catalog(places: [])
        let saved = SavedCatalog(folder: dir + "/data", samplePath: nil, storage: DiskFileStorage())
        if merging {
            let first = dir + "/first.json"
            try ImportHostileTests.overpass([(1, "Kahvila Vanha")]).write(toFile: first, atomically: true, encoding: .utf8)
            _ = try ImportInteractor(catalog: catalog, saved: saved).importFile(first, replace: false)
        }
        let big = dir + "/big.json"
        let places = (10...100_009).map { ($0, "Kahvila \($0)") }
        let text = geoJSON
            ? #"{"type":"FeatureCollection","features":["# + places.map { p in
                #"{"type":"Feature","properties":{"amenity":"cafe","name":"\#(p.1)"},"geometry":{"type":"Point","coordinates":[24.9,60.1]}}"#
            }.joined(separator: ",") + "]}"
            : ImportHostileTests.overpass(places)
        try text.write(toFile: big, atomically: true, encoding: .utf8)
        let shown = RecordingImportProgress()
        // One Ctrl-C, taken once as the terminal's flag is: both halves of the file stop.
        let pressed = Mutex(true)
        let importer = ImportInteractor(catalog: catalog, saved: saved, progress: shown, cancelled: {
            pressed.withLock { p in defer { p = false }; return p }
        })
        #expect(throws: UserError("import of \(big) cancelled; nothing was changed")) {
            try importer.importFile(big, replace: false)
        }
        let read = shown.bytes.withLock { $0 }
        #expect(read > 0 && read < text.utf8.count / 4, "read \(read) of \(text.utf8.count) bytes")
        #expect(catalog.count == (merging ? 1 : 0))
    }
}

/// The furthest a reading got, as the progress bar would show it.
final class RecordingImportProgress: ImportProgress, Sendable {
    let bytes = Mutex(0)
    func reading(bytes: Int, of total: Int, places: Int) { self.bytes.withLock { $0 = max($0, bytes) } }
    func phase(_ text: String) {}
    func finish() {}
}
