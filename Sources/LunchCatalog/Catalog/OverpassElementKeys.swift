import Foundation
import LunchStorage
import LunchText

/// What one Overpass element's keys give, in either reading of an element (`readElement`
/// over spans of the file, `readElementFromStrings` over `String`s): `Text` is how a text
/// value is held.
struct OverpassElementKeys<Text> {
    var type: Text?
    var id: Text?
    var lat: Double?
    var lon: Double?
    var walk = ElementWalkData()

    /// Reads an element's object: type, id, coordinates (its own, else its `center`'s),
    /// what a walkable way needs, and each tag lunch reads, handed to `tag` (its interest,
    /// key and value). `text` reads a scalar value (nil for `null`). A key given twice counts
    /// with its last value (`OverpassReader`'s Duplicates): a second `tags` calls
    /// `forgetTags` and replaces the first whole; own `lat`/`lon` beat `center` wherever.
    @inline(__always)
    init(_ scanner: inout JSONScanner, text: (inout JSONScanner) throws -> Text?,
         tag: (Int, UnsafeBufferPointer<UInt8>, Text) -> Void, forgetTags: () -> Void) throws {
        var keys = Self()
        var centerLat: Double?, centerLon: Double?
        try scanner.readObjectKeys { scanner, key in
            if JSONScanner.matches(key, "tags") {
                forgetTags()
                keys.walk.forgetTags()
                guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
                keys.walk.hasTags = true
                try scanner.readObjectKeys { scanner, key in
                    guard let interest = OSMTags.interest(key) else {
                        if try keys.walk.readTag(key, &scanner) { return }
                        return try scanner.skipValue()
                    }
                    if let value = try text(&scanner) { tag(interest, key, value) }
                }
            } else if JSONScanner.matches(key, "lat") {
                keys.lat = try scanner.readLooseNumber()
            } else if JSONScanner.matches(key, "lon") {
                keys.lon = try scanner.readLooseNumber()
            } else if JSONScanner.matches(key, "id") {
                keys.id = try text(&scanner)
            } else if JSONScanner.matches(key, "type") {
                keys.type = try text(&scanner)
            } else if JSONScanner.matches(key, "center") {
                keys.walk.hasCenter = true
                try OverpassReader.readCenter(&scanner, lat: &centerLat, lon: &centerLon)
            } else if try !keys.walk.readKey(key, &scanner) {
                try scanner.skipValue()
            }
        }
        // The centre places an element that gave no coordinates of its own.
        if keys.lat == nil { keys.lat = centerLat }
        if keys.lon == nil { keys.lon = centerLon }
        self = keys
    }

    private init() {}
}
