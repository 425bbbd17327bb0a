import Foundation
import Synchronization
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
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
}
