import Foundation
import LunchStorage
import LunchText
import LunchWalk

/// The user's own catalog in the state dir (`catalog.lunchcat`, the compact form), made by
/// `import`. Until the first import it does not exist and the shipped sample is used.
/// It is read where it is used (`ImageFile`: checked whole at open, never mapped, so a
/// file changed under a running shell cannot take it down). A damaged one is never trusted, replaced or deleted: it is moved aside as
/// `catalog.lunchcat.damaged-<time>` and the user is told once, and asked to re-import.
/// One made with another text folding is rebuilt from its own places when it is opened.
public struct SavedCatalog {
    /// The `sourceName` of catalogs read from here.
    public static let sourceName = "your catalog"
    public let path: String
    /// The shipped sample, which the first import adds to.
    public let samplePath: String?
    /// The sample's walkable network, which the first import keeps when its file has none.
    public let sampleWalks: WalkSource
    private let storage: any FileStorage
    private let now: @Sendable () -> Date

    public init(folder: String, samplePath: String?, sampleWalks: WalkSource = .none, storage: any FileStorage,
                now: @escaping @Sendable () -> Date = Date.init) {
        path = folder + "/catalog.lunchcat"
        self.samplePath = samplePath
        self.sampleWalks = sampleWalks
        self.storage = storage
        self.now = now
    }

    /// The saved catalog, or nil when there is none. When it is damaged (or from another
    /// version of lunch) it is moved aside and `notice` says where, and that `instead` is
    /// used; one that cannot be read (permissions, a disk error, a change while it was
    /// read) throws and is left where it is.
    public func open(instead: String = "the Helsinki sample") throws -> (catalog: Catalog?, notice: String?) {
        switch try find() {
        case .none: return (nil, nil)
        case .catalog(let catalog): return (catalog, nil)
        case .setAside(let aside, let why): return (nil, Messages.savedCatalogSetAside(why: why, aside: aside, using: instead))
        }
    }

    private enum Found {
        case none, catalog(Catalog), setAside(aside: String, why: String)
    }

    private func find() throws -> Found {
        do {
            let image = try CatalogImage.read(path: path)
            let catalog = Catalog(image: image, sourceName: Self.sourceName, walkSource: .stored(image, name: "your catalog"))
            let opened = catalog.image.header.foldedAsNow ? catalog : try refolded(catalog)
            opened.areas = CatalogAreasFile.read(beside: path, storage: storage)
            return .catalog(opened)
        } catch WholeFile.Failure.missing {
            return .none
        } catch let failure as WholeFile.Failure {
            throw UserError(Messages.savedCatalogUnreadable(path, reason: failure.reason))
        } catch let damage as CatalogImage.Damaged {
            let aside = try storage.moveAside(path, at: now())
            return .setAside(aside: aside, why: damage.otherVersion ? "is from another version of lunch" : "is damaged")
        }
    }

    /// Merges places into the saved catalog by id (`replacing`: makes them the whole
    /// catalog) and stores the result in one step. Before the first import the shipped
    /// sample is what they are added to. Nothing is written when every place is saved
    /// already as it is (checked one by one against the stored catalog); a large saved
    /// catalog is never decoded whole before the merge. `beforeBuilding` runs when a new
    /// catalog is about to be built.
    public func merge(_ incoming: [Place], replacing: Bool = false, walks: WalkNetwork? = nil, areas: [CatalogArea] = [],
                      beforeBuilding: () throws -> Void = {}) throws -> (catalog: Catalog, counts: CatalogMerger.Counts) {
        var incoming = incoming
        return try merge(taking: &incoming, replacing: replacing, walks: walks, areas: areas, beforeBuilding: beforeBuilding)
    }

    /// The same merge, letting go of `incoming` (left empty) as soon as the merged list
    /// holds its places: for a million places the build has ~150 MB more room.
    ///
    /// `walks`: the walkable network the incoming file brought. It becomes the catalog's
    /// network, replacing the one it had; without one, the catalog keeps its own (before
    /// the first import, the sample's), and `replacing` leaves the catalog without one.
    ///
    /// `areas`: the cities and districts the file named; they join the catalog's own
    /// (stored beside it), a newer one replacing one of the same name (`replacing`: they
    /// become its only ones).
    ///
    /// `beforeBuilding` and `beforeSaving` may throw (Ctrl-C): the merge stops there and
    /// the saved catalog is left as it was.
    public func merge(taking incoming: inout [Place], replacing: Bool = false, walks: WalkNetwork? = nil,
                      areas: [CatalogArea] = [],
                      beforeBuilding: () throws -> Void = {},
                      beforeSaving: () throws -> Void = {}) throws -> (catalog: Catalog, counts: CatalogMerger.Counts) {
        let catalog: Catalog, counts: CatalogMerger.Counts
        // Before the first import the places are added to the sample's: so are the areas.
        let first = !replacing && !storage.exists(path)
        (catalog, counts) = try mergePlaces(taking: &incoming, replacing: replacing, walks: walks, beforeBuilding: beforeBuilding,
                                            beforeSaving: beforeSaving)
        catalog.areas = mergeAreas(areas, replacing: replacing, first: first)
        return (catalog, counts)
    }

    /// The catalog's cities and districts with `areas` joined (stored beside it when they changed).
    private func mergeAreas(_ areas: [CatalogArea], replacing: Bool, first: Bool) -> [CatalogArea] {
        let before = replacing ? []
            : first ? (samplePath.flatMap { try? CatalogLoader.read(path: $0).areas.areas } ?? [])
            : CatalogAreasFile.read(beside: path, storage: storage)
        let all = CatalogArea.merged(before, areas)
        if all != before { CatalogAreasFile.write(all, beside: path, storage: storage) }
        return all
    }

    /// What `importStreaming` gives: the catalog stored, and what the file held.
    public struct StreamedImport {
        public var catalog: Catalog
        public var counts: CatalogMerger.Counts
        /// The file's skips, reasons, format, areas and walkable network (no places).
        public var read: PlaceReadResult
        /// How many places the file gave, and the one nearest their mean position.
        public var count: Int
        public var middle: Coordinate?
    }

    /// An Overpass JSON file imported as it is read (`OverpassStream`), when the import
    /// makes a catalog of the file's places alone or after the sample's (`replacing`, or
    /// before the first import) and their ids are distinct: the same catalog, counts and
    /// areas as reading it whole and `merge(taking:)`, without a list of places. Nil when
    /// this does not apply (another format, a file it cannot read, a saved catalog to merge
    /// into, an id repeated): nothing was stored then, and the caller reads the file whole.
    /// `beforeBuilding` is given the number of the file's places.
    public func importStreaming(path file: String, replacing: Bool, progress: (any ImportProgress)? = nil,
                                beforeBuilding: (_ places: Int) throws -> Void = { _ in },
                                beforeSaving: () throws -> Void = {}) throws -> StreamedImport? {
        try importStreaming(path: file, replacing: replacing, progress: progress, piece: OverpassStream.piece,
                            twoThreadsFrom: OverpassStream.twoThreadsFrom, beforeBuilding: beforeBuilding,
                            beforeSaving: beforeSaving)
    }

    /// `piece`, `twoThreadsFrom`: as `OverpassStream.read` takes them.
    func importStreaming(path file: String, replacing: Bool, progress: (any ImportProgress)? = nil, piece: Int,
                         twoThreadsFrom: Int, beforeBuilding: (_ places: Int) throws -> Void = { _ in },
                         beforeSaving: () throws -> Void = {}) throws -> StreamedImport? {
        let first = !replacing && !storage.exists(path)
        guard replacing || first else { return nil }
        var before: [Place] = []
        if !replacing, let samplePath {
            guard let places = try? CatalogLoader.readPlaces(path: samplePath) else { return nil }
            before = places
        }
        guard var streamed = try OverpassStream.read(path: file, after: before, progress: progress, piece: piece,
                                                 twoThreadsFrom: twoThreadsFrom) else { return nil }
        let given = before.count
        before = []
        guard PlaceIDs.areDistinct(records: streamed.first.records, streamed.second.records) else { return nil }
        let count = streamed.first.count + streamed.second.count - given
        let middle = Self.middle(streamed.first, streamed.second, from: given)
        var keptWalks = streamed.result.walkNetwork?.serialized()
        if keptWalks == nil, !replacing, samplePath != nil { keptWalks = sampleWalks.serialized() }
        try beforeBuilding(count)
        let catalog = try storeStreaming(walks: keptWalks, beforeSaving: beforeSaving) { write in
            try CatalogBuilder.stream(&streamed.first, &streamed.second, to: write)
        }
        catalog.areas = mergeAreas(streamed.result.areas.areas, replacing: replacing, first: first)
        return StreamedImport(catalog: catalog, counts: CatalogMerger.Counts(added: count), read: streamed.result,
                              count: count, middle: middle)
    }

    /// The place nearest the mean position of the places from `from` on (the first the
    /// nearest, as `min` finds it), or nil without places.
    static func middle(_ first: CatalogBuilder.Half, _ second: CatalogBuilder.Half, from: Int) -> Coordinate? {
        let points = [(first.lat[from...], first.lon[from...]), (second.lat[...], second.lon[...])]
        let n = points.reduce(0) { $0 + $1.0.count }
        guard n > 0 else { return nil }
        var lat = 0.0, lon = 0.0
        for (lats, lons) in points {
            for i in lats.indices {
                lat += lats[i]
                lon += lons[i]
            }
        }
        let mean = Coordinate(lat: lat / Double(n), lon: lon / Double(n))
        var best: Coordinate?, bestDistance = 0.0
        for (lats, lons) in points {
            for i in lats.indices {
                let point = Coordinate(lat: lats[i], lon: lons[i])
                let distance = Geo.distance(point, mean)
                if best == nil || distance < bestDistance { (best, bestDistance) = (point, distance) }
            }
        }
        return best
    }

    private func mergePlaces(taking incoming: inout [Place], replacing: Bool, walks: WalkNetwork?,
                             beforeBuilding: () throws -> Void,
                             beforeSaving: () throws -> Void) throws -> (catalog: Catalog, counts: CatalogMerger.Counts) {
        var ids = PlaceIDs()
        var places: [Place]
        let counts: CatalogMerger.Counts
        let incomingWalks = walks?.serialized()
        var keptWalks = incomingWalks
        if !replacing, let current = try openForMerge() {
            let currentWalks = current.walkSource.serialized()
            if incomingWalks == nil || incomingWalks == currentWalks, Self.holds(current, incoming) {
                // Each id once (a file may repeat one).
                return (current, CatalogMerger.Counts(unchanged: Set(incoming.lazy.map(\.id)).count))
            }
            if keptWalks == nil { keptWalks = currentWalks }
            var table = ByteStringTable()
            (places, counts) = CatalogMerger.merge(incoming, onto: current, ids: &table)
            ids = PlaceIDs(table)
        } else {
            var list: [Place] = []
            if !replacing, let samplePath {
                list = try CatalogLoader.readPlaces(path: samplePath)
                if keptWalks == nil { keptWalks = sampleWalks.serialized() }
            }
            counts = CatalogMerger.merge(taking: &incoming, into: &list, ids: &ids)
            places = list
        }
        var merged: [Place] = []
        swap(&merged, &incoming)
        Concurrently.release(consume merged)
        try beforeBuilding()
        guard !places.isEmpty else {
            let image = CatalogBuilder.image(places, ids: ids)
            try beforeSaving()
            return (try store(image, walks: keptWalks), counts)
        }
        // The places encoded in two runs, then let go (freed on the other core while the
        // image is written); the image is written as it is built, as an Overpass import's
        // is (`CatalogBuilder.stream`: the same bytes, never whole in memory, summed once).
        var (first, second) = CatalogBuilder.halves(places)
        Concurrently.release(consume places)
        Concurrently.release(consume ids)
        let catalog = try storeStreaming(walks: keptWalks, beforeSaving: beforeSaving) { write in
            try CatalogBuilder.stream(&first, &second, to: write)
        }
        return (catalog, counts)
    }

    /// The saved catalog to merge into. One found damaged now (it was fine when the shell
    /// started, or another catalog was in use) is moved aside and the command stops there
    /// with one error line: going on would silently start again from the sample.
    private func openForMerge() throws -> Catalog? {
        switch try find() {
        case .none: return nil
        case .catalog(let catalog): return catalog
        case .setAside(let aside, let why): throw UserError(Messages.savedCatalogSetAsideNow(why: why, aside: aside))
        }
    }

    /// A catalog made with another text folding, rebuilt from its own places (its search
    /// words and name order follow the folding) and saved in its place; when it cannot be
    /// saved, the rebuilt catalog is used from memory and the file stays as it was.
    private func refolded(_ catalog: Catalog) throws -> Catalog {
        let places = (0..<catalog.count).map { catalog.place(at: $0) }
        if let saved = try? store(CatalogBuilder.image(places, ids: nil), walks: catalog.walkSource.serialized()) { return saved }
        return Catalog(image: try CatalogImage(bytes: CatalogBuilder.build(places)), sourceName: Self.sourceName,
                       walkSource: catalog.walkSource)
    }

    /// True when every place is in the catalog as it is.
    static func holds(_ catalog: Catalog, _ places: [Place]) -> Bool {
        places.allSatisfy { place in catalog.index(ofID: place.id).map { catalog.place(at: $0) == place } ?? false }
    }

    /// Replaces the saved catalog in one step (temporary file, fsync, rename): an
    /// interrupted import leaves the previous catalog intact.
    public func save(_ places: [Place]) throws -> Catalog {
        try save(places, ids: nil)
    }

    /// `ids`: the places' ids in order, from the merge that made them (see `CatalogBuilder`).
    func save(_ places: [Place], ids: PlaceIDs?) throws -> Catalog {
        try store(CatalogBuilder.image(places, ids: ids))
    }

    /// Stores an image written as it is built (`CatalogBuilder.stream`, given the file's
    /// `write`) and returns the catalog over the stored file, as `store` does. `beforeSaving`
    /// runs once the image is written, before the file takes the catalog's place.
    private func storeStreaming(walks: [UInt8]?, beforeSaving: () throws -> Void,
                                _ build: ((Data) throws -> Void) throws -> (start: [UInt8], written: WrittenImage)) throws -> Catalog {
        var written: WrittenImage?
        try storage.writeAtomically(partsThenStart: { write in
            let (start, image) = try withoutActuallyEscaping(write) { write in try build(write) }
            if let walks, !walks.isEmpty {
                try write(Data(WalkPart.header(length: walks.count)))
                try walks.withUnsafeBytes { try BuiltImage.write($0, to: write) }
            }
            try beforeSaving()
            written = image
            written?.walkBytes = walks?.count ?? 0
            return Data(start)
        }, to: path)
        if let written, let stored = try? CatalogImage.read(path: path, written: written) {
            return Catalog(image: stored, sourceName: Self.sourceName, walkSource: .stored(stored, name: "your catalog"))
        }
        // Not a file on disk (a test's storage): the stored bytes, read back.
        guard let written, let data = try storage.read(path, limit: FileLimits.catalog) else {
            throw UserError(Messages.savedCatalogUnreadable(path, reason: WholeFile.Failure.changed.reason))
        }
        let inMemory = walks.flatMap { try? WalkNetwork(serialized: $0) }
        return Catalog(image: try CatalogImage(bytes: [UInt8](data.prefix(written.size))), sourceName: Self.sourceName,
                       walkSource: .network(inMemory))
    }

    /// Stores a built image and returns the catalog over the stored file; the built
    /// sections are let go on another thread.
    private func store(_ image: consuming BuiltImage, walks: [UInt8]? = nil) throws -> Catalog {
        let built = consume image
        defer { Concurrently.release(consume built) }
        // Written from the built sections as they are (a catalog can be hundreds of megabytes),
        // while the other core works out what the file must hold.
        var written: WrittenImage?
        try storage.writeAtomically(parts: { write in
            let (failure, check) = Concurrently.run({ () -> (any Error)? in
                do {
                    try built.writeParts(write)
                    if let walks, !walks.isEmpty {
                        try write(Data(WalkPart.header(length: walks.count)))
                        try walks.withUnsafeBytes { try BuiltImage.write($0, to: write) }
                    }
                } catch { return error }
                return nil
            }, { WrittenImage(built) })
            if let failure { throw failure }
            written = check
            written?.walkBytes = walks?.count ?? 0
        }, to: path)
        // The catalog used is the file as stored, each block checked as it is read; when it
        // cannot be opened so (not a file on disk), the built bytes in one buffer.
        if let written, let stored = try? CatalogImage.read(path: path, written: written) {
            return Catalog(image: stored, sourceName: Self.sourceName, walkSource: .stored(stored, name: "your catalog"))
        }
        let inMemory = walks.flatMap { try? WalkNetwork(serialized: $0) }
        return Catalog(image: try CatalogImage(bytes: built.bytes()), sourceName: Self.sourceName, walkSource: .network(inMemory))
    }
}
