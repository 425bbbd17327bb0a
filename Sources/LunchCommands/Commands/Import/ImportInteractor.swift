import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Reads a place file, merges it into the saved catalog by id, stores the result in one
/// step and switches the session to it.
public struct ImportInteractor {
    public struct Result: Equatable {
        public var file: String
        public var format: String
        public var added = 0, updated = 0, unchanged = 0, skipped = 0
        public var reasons: [String] = []
        public var total = 0
        /// The way points of the walkable network the file brought (nil: it had none).
        public var walkPoints: Int?
        /// The catalog had walkable ways and has none now (`--replace` with a file without ways).
        public var waysDropped = false
    }

    private let catalog: Catalog
    private let saved: SavedCatalog
    private let progress: any ImportProgress

    public init(catalog: Catalog, saved: SavedCatalog, progress: any ImportProgress = NoImportProgress()) {
        self.catalog = catalog
        self.saved = saved
        self.progress = progress
    }

    public func importFile(_ file: String, replace: Bool) throws -> Result {
        defer { progress.finish() }
        guard !file.isEmpty else { throw UserError(Messages.importWhichFile) }
        var read = try readFile(file)
        var result = Result(file: file, format: read.format, skipped: read.skipped, reasons: read.reasons,
                            walkPoints: read.walkPoints)
        let walks = read.walkNetwork
        read.walkNetwork = nil
        let hadWays = catalog.walkSource.exists
        // The merge takes the places and lets them go once merged (memory for the build).
        var incoming: [Place] = []
        swap(&incoming, &read.places)
        let count = incoming.count
        let (merged, counts) = try saved.merge(taking: &incoming, replacing: replace, walks: walks) {
            progress.phase("indexing \(Plural.count(count, "place"))…")
        }
        (result.added, result.updated, result.unchanged) = (counts.added, counts.updated, counts.unchanged)
        catalog.replace(with: merged)
        result.total = merged.count
        result.waysDropped = hadWays && !merged.walkSource.exists
        return result
    }

    /// The file's places (read into memory, never mapped); its bytes are freed here,
    /// before the merge and the build need the memory.
    private func readFile(_ file: String) throws -> PlaceReadResult {
        do {
            return try PlaceFileReader.read(path: PathText.expandingTilde(file), progress: progress)
        } catch let failure as PlaceFileReader.FileFailure {
            throw UserError(Messages.cannotImport(file, reason: failure.reason))
        }
    }
}
