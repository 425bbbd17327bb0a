import Foundation

/// The user's own catalog in the state dir (`catalog.lunchcat`, the compact form), made by
/// `import`. Until the first import it does not exist and the shipped sample is used.
public struct SavedCatalog {
    public let path: String
    /// The shipped sample, which the first import adds to.
    public let samplePath: String?
    private let storage: any FileStorage

    public init(folder: String, samplePath: String?, storage: any FileStorage) {
        path = folder + "/catalog.lunchcat"
        self.samplePath = samplePath
        self.storage = storage
    }

    /// The saved catalog, or nil when there is none (or it is damaged: then the import
    /// that made it can be run again; nothing else is lost).
    public func open() -> Catalog? {
        guard let image = try? CatalogImage.map(path: path) else { return nil }
        return Catalog(image: image, sourceName: "your catalog")
    }

    /// Merges places into the saved catalog by id (`replacing`: makes them the whole
    /// catalog) and stores the result in one step. Before the first import the shipped
    /// sample is what they are added to. Nothing is written when every place is saved
    /// already as it is (checked one by one against the stored catalog); a large saved
    /// catalog is never decoded whole before the merge. `beforeBuilding` runs when a new
    /// catalog is about to be built.
    public func merge(_ incoming: [Place], replacing: Bool = false,
                      beforeBuilding: () -> Void = {}) throws -> (catalog: Catalog, counts: CatalogMerger.Counts) {
        var ids = ByteStringTable()
        let places: [Place]
        let counts: CatalogMerger.Counts
        if !replacing, let current = open() {
            if Self.holds(current, incoming) { return (current, CatalogMerger.Counts(unchanged: incoming.count)) }
            (places, counts) = CatalogMerger.merge(incoming, onto: current, ids: &ids)
        } else {
            var list: [Place] = []
            if !replacing, let samplePath { list = try CatalogLoader.readPlaces(path: samplePath) }
            counts = CatalogMerger.merge(incoming, into: &list, ids: &ids)
            places = list
        }
        beforeBuilding()
        let catalog = try save(places, ids: ids)
        Concurrently.release(places)
        return (catalog, counts)
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
    func save(_ places: [Place], ids: ByteStringTable?) throws -> Catalog {
        let image = CatalogBuilder.image(places, ids: ids)
        // Written from the built sections as they are (a catalog can be hundreds of megabytes).
        try storage.writeAtomically(parts: { try image.forEachPart($0) }, to: path)
        if let catalog = open() { return catalog }
        return Catalog(image: try CatalogImage(bytes: image.bytes()), sourceName: "your catalog")
    }
}
