import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A stored catalog image as `CatalogImage.map` takes it (layout, then the checksum over
/// the header and everything after it), then queried as a session would; with
/// `recomputeChecksum` the checksum is first made to match the damaged bytes.
enum FuzzCatalog {
    static func run(_ data: Data, recomputeChecksum: Bool) {
        var bytes = [UInt8](data)
        if recomputeChecksum { bytes = CatalogImage.resealed(bytes) }
        guard let image = try? CatalogImage(bytes: bytes), CatalogImage.checksumMatches(image.bytes) else { return }
        let catalog = Catalog(image: image, sourceName: "fuzz")
        query(catalog)
        FuzzShell(catalog: catalog, json: data.count % 2 == 1)
            .run(["near 2000", "show 1", "search golden", "show gold", "fav 2", "favs", "map 1km"])
    }

    /// The queries a session makes: near, search, name and id lookups, decoding places.
    static func query(_ catalog: Catalog) {
        let centre = catalog.image.header.centre
        var indexes: [Int] = []
        if centre.isValid {
            indexes += catalog.near(centre, radius: 2000).prefix(20).map(\.index)
        }
        indexes += catalog.search("golden sushi", from: centre.isValid ? centre : nil).hits.map(\.index)
        indexes += catalog.search("piza", from: nil).hits.map(\.index)
        indexes += catalog.places(withNamePrefix: "G", limit: 10)
        let distinct = catalog.distinctNamePlaces(withPrefix: "", limit: 5)
        indexes += distinct.places + (distinct.last.map { [$0] } ?? [])
        _ = catalog.countOfNames(withPrefix: "Ca")
        for index in Set(indexes).sorted().prefix(20) {
            _ = catalog.index(ofID: catalog.place(at: index).id)
        }
        if catalog.count > 0 { _ = catalog.index(ofID: catalog.id(at: 0)) }
        _ = catalog.index(ofID: "osm:node/1")
    }
}
