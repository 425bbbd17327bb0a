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
        let path = (file as NSString).expandingTildeInPath
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw UserError(Messages.cannotImport(file, reason: FileManager.default.fileExists(atPath: path)
                ? "it cannot be read" : "there is no such file"))
        }
        let read: PlaceReadResult
        defer { progress.finish() }
        do {
            read = try PlaceFileReader.read(data, progress: progress)
        } catch let failure as JSONScanner.Failure {
            throw UserError(Messages.cannotImport(file, reason: PlaceFileReader.reason(failure)))
        }
        var result = Result(file: file, format: read.format, skipped: read.skipped, reasons: read.reasons)
        // A million places take a few hundred milliseconds to free: not while the user waits.
        defer { Self.freeLater(read) }
        // Importing what is already there changes nothing, and is checked place by place
        // against the saved catalog without loading all of it.
        if !replace, let current = saved.open(), Self.holds(current, read.places) {
            result.unchanged = read.places.count
            catalog.replace(with: current)
            result.total = current.count
            return result
        }
        progress.phase("indexing \(read.places.count) places…")
        var places = replace ? [] : try saved.currentPlaces()
        var ids = ByteStringTable()
        let counts = CatalogMerger.merge(read.places, into: &places, ids: &ids)
        (result.added, result.updated, result.unchanged) = (counts.added, counts.updated, counts.unchanged)
        catalog.replace(with: try saved.save(places, ids: ids))
        result.total = catalog.count
        Self.freeLater(places)
        return result
    }

    /// True when every place is in the catalog as it is.
    static func holds(_ catalog: Catalog, _ places: [Place]) -> Bool {
        places.allSatisfy { place in catalog.index(ofID: place.id).map { catalog.place(at: $0) == place } ?? false }
    }

    static func freeLater<T: Sendable>(_ value: T) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
