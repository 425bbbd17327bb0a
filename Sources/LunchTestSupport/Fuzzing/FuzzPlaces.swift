import Foundation
import LunchKit

/// A place file through the reader (the format found from the content, as `import` does);
/// what it reads is built into a catalog and queried as a session would.
enum FuzzPlaces {
    static func run(_ data: Data) {
        guard let read = try? PlaceFileReader.read(data) else { return }
        precondition(!read.format.isEmpty, "a file read without a format")
        for place in read.places {
            precondition(place.coordinate.isValid, "a place with invalid coordinates: \(place.id)")
            precondition(!place.id.isEmpty, "a place without an id")
        }
        guard !read.places.isEmpty, read.places.count <= 2000 else { return }
        FuzzCatalog.query(Catalog(places: read.places, sourceName: "fuzz"))
    }
}
