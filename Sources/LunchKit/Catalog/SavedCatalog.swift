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

    /// The places an import adds to: the saved catalog's, else the sample's.
    public func currentPlaces() throws -> [Place] {
        if let saved = open() { return (0..<saved.count).map(saved.place(at:)) }
        guard let samplePath else { return [] }
        return try CatalogLoader.readPlaces(path: samplePath)
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
