import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Times the phases of an import into an empty state (read, merge, build, store), for
/// finding where the time goes.
enum Phases {
    static func run(file: String) throws {
        func time(_ label: String, _ body: () throws -> Void) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            print("phase \(label) ms=\(String(format: "%.1f", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))")
        }
        let data = try WholeFile.readAligned(path: file, limit: FileLimits.placeFile)
        var places: [Place] = []
        try time("read") { places = try PlaceFileReader.read(data).places }
        var merged: [Place] = []
        time("merge") { _ = CatalogMerger.merge(places, into: &merged) }
        let folder = NSTemporaryDirectory() + "lunch-bench-phases-\(getpid())"
        let storage = DiskFileStorage()
        try storage.createDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = SavedCatalog(folder: folder, samplePath: nil, storage: storage)
        // The build alone (in memory, joined into one array), then the build again with the
        // store (write, fsync, rename, open), then opening the stored form alone.
        time("build") { _ = CatalogBuilder.build(merged) }
        try time("build+store") { _ = try saved.save(merged) }
        try time("open") { _ = try CatalogImage.read(path: folder + "/catalog.lunchcat") }
    }
}
