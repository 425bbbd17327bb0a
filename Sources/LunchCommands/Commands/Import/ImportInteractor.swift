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
        /// Where the file's places are, when that is far from the location.
        public var far: FarAway?
        /// The catalog had walkable ways and has none now (`--replace` with a file without ways).
        public var waysDropped = false
    }

    /// The file's places are around `name` (its largest city or district, if it names
    /// one) at `coordinate`, `metres` from `from` (the location as `where` says it).
    public struct FarAway: Equatable {
        public var name: String?
        public var coordinate: Coordinate
        public var metres: Double
        public var from: String
    }

    /// Farther than this from the location, an import says where its places are.
    public static let farMetres = 50_000.0

    private let catalog: Catalog
    private let saved: SavedCatalog
    private let progress: any ImportProgress
    private let whereabouts: Whereabouts?
    /// True once Ctrl-C was pressed (as for `sync`): the import stops at its next step
    /// (the index built, the catalog saved), or within the file's reading (asked every few
    /// thousand records), and the catalog stays as it was.
    private let cancelled: @Sendable () -> Bool

    public init(catalog: Catalog, saved: SavedCatalog, progress: any ImportProgress = NoImportProgress(),
                whereabouts: Whereabouts? = nil, cancelled: @escaping @Sendable () -> Bool = { false }) {
        self.catalog = catalog
        self.saved = saved
        self.progress = StoppableImportProgress(progress, stop: cancelled)
        self.whereabouts = whereabouts
        self.cancelled = cancelled
    }

    public func importFile(_ file: String, replace: Bool) throws -> Result {
        defer { progress.finish() }
        guard !file.isEmpty else { throw UserError(Messages.importWhichFile) }
        do {
            return try importing(file, replace: replace)
        } catch is ImportStopped {
            throw UserError(Messages.importCancelled(file))
        }
    }

    private func importing(_ file: String, replace: Bool) throws -> Result {
        // Before the merge: with no location set, "here" is the catalog's busiest part as it was.
        let here = whereabouts?.current
        let hadWays = catalog.walkSource.exists
        let indexing = { (count: Int) throws in
            try stopIfCancelled(file)
            // A replace by nothing would empty the catalog: refused before anything is written.
            if replace, count == 0 { throw UserError(Messages.importReplaceNothing(file)) }
            progress.phase("indexing \(Plural.count(count, "place"))…")
        }
        // An Overpass JSON file made into a new catalog is imported as it is read.
        if let streamed = try saved.importStreaming(path: PathText.expandingTilde(file), replacing: replace, progress: progress,
                                                    beforeBuilding: indexing,
                                                    beforeSaving: { try stopIfCancelled(file) }) {
            return finish(file, read: streamed.read, merged: streamed.catalog, counts: streamed.counts,
                          middle: streamed.middle, here: here, hadWays: hadWays)
        }
        var read = try readFile(file)
        try stopIfCancelled(file)
        let walks = read.walkNetwork
        read.walkNetwork = nil
        let middle = Self.middle(of: read.places)
        // The merge takes the places and lets them go once merged (memory for the build).
        var incoming: [Place] = []
        swap(&incoming, &read.places)
        let count = incoming.count
        let (merged, counts) = try saved.merge(taking: &incoming, replacing: replace, walks: walks, areas: read.areas.areas,
                                               beforeBuilding: { try indexing(count) },
                                               beforeSaving: { try stopIfCancelled(file) })
        read.walkNetwork = walks
        return finish(file, read: read, merged: merged, counts: counts, middle: middle, here: here, hadWays: hadWays)
    }

    /// The session switched to the merged catalog, and what the import did.
    private func finish(_ file: String, read: PlaceReadResult, merged: Catalog, counts: CatalogMerger.Counts,
                        middle: Coordinate?, here: Location?, hadWays: Bool) -> Result {
        var result = Result(file: file, format: read.format, skipped: read.skipped, reasons: read.reasons,
                            walkPoints: read.walkPoints)
        let areas = read.areas.areas
        (result.added, result.updated, result.unchanged) = (counts.added, counts.updated, counts.unchanged)
        catalog.replace(with: merged)
        result.total = merged.count
        if let here, let middle, Geo.distance(here.coordinate, middle) > Self.farMetres {
            // The city (or district) most of the places are in, if the file names one near them.
            let named = areas.first { $0.isSettlement && Geo.distance($0.coordinate, middle) < Self.farMetres }
                ?? areas.first { Geo.distance($0.coordinate, middle) < Self.farMetres }
            result.far = FarAway(name: named?.name, coordinate: named?.coordinate ?? middle,
                                 metres: Geo.distance(here.coordinate, named?.coordinate ?? middle),
                                 from: whereabouts?.description ?? "")
        }
        result.waysDropped = hadWays && !merged.walkSource.exists
        return result
    }

    private func stopIfCancelled(_ file: String) throws {
        if cancelled() { throw UserError(Messages.importCancelled(file)) }
    }

    /// The place nearest the middle of the places (their mean position), or nil without places.
    static func middle(of places: [Place]) -> Coordinate? {
        guard !places.isEmpty else { return nil }
        var lat = 0.0, lon = 0.0
        for p in places {
            lat += p.coordinate.lat
            lon += p.coordinate.lon
        }
        let mean = Coordinate(lat: lat / Double(places.count), lon: lon / Double(places.count))
        // The first nearest, as `min` finds it, each distance worked out once (not twice a comparison).
        var best = places[0].coordinate, bestDistance = Geo.distance(best, mean)
        for p in places.dropFirst() {
            let distance = Geo.distance(p.coordinate, mean)
            if distance < bestDistance { (best, bestDistance) = (p.coordinate, distance) }
        }
        return best
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
