import Foundation
import LunchStorage
import LunchText

/// Reads Overpass API JSON (`{"elements":[…]}`) into places, streaming: elements without
/// a name or usable coordinates are skipped and counted, never a crash.
///
/// Duplicates: a key given twice in an element, its `tags` or its `center` counts once,
/// with its last value, as JSON parsers read it (and as `GeoJSONReader` does): a second
/// `lat` moves the element, a second `tags` object replaces the first one whole (no tag
/// of the first is kept), a second `center` the first. An element's own `lat`/`lon`
/// come before its `center` wherever they are.
public enum OverpassReader {
    public typealias Result = PlaceReadResult

    public static func read(_ data: Data) throws -> Result {
        try data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try read(&scanner)
        }
    }

    static func read(_ scanner: inout JSONScanner) throws -> Result {
        try PlaceFileReader.read(&scanner)
    }

    /// A way's or relation's `center` (`{"lat":…,"lon":…}`), or a point of a way's
    /// `geometry` (either reading of an element uses this). A key given twice counts
    /// with its last value, as everywhere in an element (`Duplicates`).
    static func readCenter(_ scanner: inout JSONScanner, lat: inout Double?, lon: inout Double?) throws {
        lat = nil
        lon = nil
        guard scanner.peek() == UInt8(ascii: "{") else { return try scanner.skipValue() }
        try scanner.readObjectKeys { scanner, key in
            if JSONScanner.matches(key, "lat") {
                lat = try scanner.readLooseNumber()
            } else if JSONScanner.matches(key, "lon") {
                lon = try scanner.readLooseNumber()
            } else {
                try scanner.skipValue()
            }
        }
    }

    static func readElement(_ scanner: inout JSONScanner, into result: inout Result) throws {
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return result.skip("an element that is not an object")
        }
        let start = scanner
        var tags = OSMElementTags()
        var escaped = false
        let file = scanner.bytes
        let keys = try OverpassElementKeys(&scanner, text: { try $0.readScalarSpan(escaped: &escaped) },
                                           tag: { tags.set(interest: $0, key: $1, value: $2, in: file) },
                                           forgetTags: { tags = OSMElementTags() })
        let (type, id, lat, lon) = (keys.type, keys.id, keys.lat, keys.lon)
        if escaped || tags.needsStrings {
            let end = scanner.position
            scanner = start
            try readElementFromStrings(&scanner, into: &result)
            assert(scanner.position == end)
            return
        }
        if let type, let id, keys.walk.finish(type: scanner.text(type), id: scanner.text(id), lat: lat, lon: lon, into: &result.walks) {
            return
        }
        guard let type, let id, isPlaceID(type: scanner.text(type), id: scanner.text(id)) else {
            return result.skip("an element without an OpenStreetMap type and id")
        }
        // The id as a string only where it is said or a `Place` is made.
        let (typeBytes, idBytes) = (scanner.text(type), scanner.text(id))
        func placeID() -> String { Self.placeID(type: typeBytes, id: idBytes)! }
        guard let lat, let lon else { return result.skip("\(placeID()): no coordinates") }
        let coordinate = Coordinate(lat: lat, lon: lon)
        guard coordinate.isValid else { return result.skip("\(placeID()): coordinates out of range") }
        let mapping = OSMElementMapping(file: file, tags: tags)
        // A city's or district's node is an area for `at`, not a place to eat.
        if tags[.amenity] == nil, let kind = tags[.place].flatMap(mapping.trimmed),
           let name = tags[.name].flatMap(mapping.trimmed),
           result.areas.placeNode(name: name, english: tags[.nameEn].flatMap(mapping.trimmed), kind: kind, at: coordinate) {
            return
        }
        // An import encodes the place as it reads it: no `Place` made, when the bytes allow.
        if result.sink != nil {
            switch mapping.encode(type: typeBytes, id: idBytes, coordinate: coordinate, into: &result) {
            case .kept: return
            case .noName: return result.skip("\(placeID()): no name")
            case .asPlace: break
            }
        }
        guard let place = mapping.place(id: placeID(), coordinate: coordinate, memo: &result.memo) else {
            return result.skip("\(placeID()): no name")
        }
        result.areas.address(city: tags[.city].flatMap(mapping.trimmed), suburb: tags[.suburb].flatMap(mapping.trimmed), at: coordinate)
        result.keep(consume place, listsShared: true, hoursShared: true)
    }

    /// True when the type is node, way or relation and the id a number of digits (at most 2^64 - 1).
    static func isPlaceID(type: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>) -> Bool {
        (JSONScanner.matches(type, "node") || JSONScanner.matches(type, "way") || JSONScanner.matches(type, "relation"))
            && !id.isEmpty && id.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
            && (id.count < 20 || UInt64(String(decoding: id, as: UTF8.self)) != nil)
    }

    /// `osm:node/123` for an element's `type` and `id` text, in one string; nil unless the
    /// type is node, way or relation and the id a number of digits (at most 2^64 - 1).
    static func placeID(type: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>) -> String? {
        guard isPlaceID(type: type, id: id) else { return nil }
        return String(unsafeUninitializedCapacity: 5 + type.count + id.count) { out in
            var n = 0
            for byte in "osm:".utf8 { out[n] = byte; n += 1 }
            for byte in type { out[n] = byte; n += 1 }
            out[n] = 0x2F
            n += 1
            for byte in id { out[n] = byte; n += 1 }
            return n
        }
    }
}
