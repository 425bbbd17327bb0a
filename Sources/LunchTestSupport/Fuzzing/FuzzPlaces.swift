import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A place file through the reader (the format found from the content, as `import` does);
/// what it reads is built into a catalog and queried as a session would.
enum FuzzPlaces {
    static func run(_ data: Data) {
        guard let read = try? PlaceFileReader.read(data) else {
            // The string way refuses what the byte way refuses.
            precondition((try? OverpassReader.readAlongStrings(data)) == nil, "read by strings, not by bytes")
            return
        }
        precondition(!read.format.isEmpty, "a file read without a format")
        if read.format == "Overpass API JSON" { compareWithStrings(data, read) }
        for place in read.places {
            precondition(place.coordinate.isValid, "a place with invalid coordinates: \(place.id)")
            precondition(!place.id.isEmpty, "a place without an id")
        }
        guard !read.places.isEmpty, read.places.count <= 2000 else { return }
        FuzzCatalog.query(Catalog(places: read.places, sourceName: "fuzz"))
    }

    /// Overpass elements read as spans of the file's bytes against the same elements read
    /// a `String` per value: the same skips and reasons, and the same places as stored
    /// (the built catalogs' bytes, so strings that are only canonically equal differ).
    static func compareWithStrings(_ data: Data, _ read: PlaceReadResult) {
        guard let strings = try? OverpassReader.readAlongStrings(data) else {
            preconditionFailure("read by bytes, not by strings")
        }
        precondition(read.skipped == strings.skipped && read.reasons == strings.reasons,
                     "skipped \(read.skipped) \(read.reasons) by bytes, \(strings.skipped) \(strings.reasons) by strings")
        precondition(read.places.count == strings.places.count, "\(read.places.count) places by bytes, \(strings.places.count) by strings")
        guard read.places.count <= 2000 else { return }
        precondition(CatalogBuilder.build(read.places) == CatalogBuilder.build(strings.places),
                     "the byte and string ways read different places")
    }
}
