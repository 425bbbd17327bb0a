import Foundation

/// Reads a place file, merges it into the saved catalog by id, stores the result in one
/// step and switches the session to it.
public struct ImportInteractor {
    public struct Result: Equatable {
        public var file: String
        public var format: String
        public var added = 0, updated = 0, unchanged = 0, skipped = 0
        public var reasons: [String] = []
        public var total = 0
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
        let read = try readFile(file)
        var result = Result(file: file, format: read.format, skipped: read.skipped, reasons: read.reasons)
        defer { Concurrently.release(read) }
        let (merged, counts) = try saved.merge(read.places, replacing: replace) {
            progress.phase("indexing \(read.places.count) places…")
        }
        (result.added, result.updated, result.unchanged) = (counts.added, counts.updated, counts.unchanged)
        catalog.replace(with: merged)
        result.total = merged.count
        return result
    }

    /// The file's places. The file is read into memory (never mapped: a file truncated
    /// while it is imported must not take the shell down); its bytes are freed here,
    /// before the merge and the build need the memory.
    private func readFile(_ file: String) throws -> PlaceReadResult {
        let path = PathText.expandingTilde(file)
        let data: Data
        do {
            try PlaceFileStart.check(path: path, limit: FileLimits.placeFile)
            data = try WholeFile.read(path: path, limit: FileLimits.placeFile)
        } catch let failure as WholeFile.Failure {
            throw UserError(Messages.cannotImport(file, reason: failure.reason))
        } catch let failure as JSONScanner.Failure {
            throw UserError(Messages.cannotImport(file, reason: PlaceFileReader.reason(failure)))
        }
        do {
            return try PlaceFileReader.read(data, progress: progress)
        } catch let failure as JSONScanner.Failure {
            throw UserError(Messages.cannotImport(file, reason: PlaceFileReader.reason(failure)))
        }
    }
}
