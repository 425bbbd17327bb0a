import LunchStorage
import LunchText

/// One place's fields as the file's own bytes (well-formed UTF-8, trimmed) and the lists
/// made for it: what an import encodes for a place (`RecordCodec`, `CatalogBuilder.Half`)
/// without a `Place` and its strings (`OSMElementMapping.encode`). Valid while the bytes are.
struct ElementRecord {
    /// The id is `osm:TYPE/ID`.
    var type: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>
    var name: UnsafeBufferPointer<UInt8>
    var cuisines: [String], tags: [String]
    /// Nil for none (never empty bytes).
    var address: UnsafeBufferPointer<UInt8>?
    /// The one phone number, nil for none.
    var phone: UnsafeBufferPointer<UInt8>?
    var website: UnsafeBufferPointer<UInt8>?
    var hours: String?
    var coordinate: Coordinate
}
