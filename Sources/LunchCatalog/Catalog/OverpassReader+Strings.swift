import Foundation
import LunchStorage
import LunchText

/// Reading an element into `OSMTags`, a `String` per value: what `readElement` does for
/// an element whose tags its spans cannot hold exactly (escapes, say), and the reference
/// it must agree with.
extension OverpassReader {
    /// A file read as `PlaceFileReader.read` reads it, but every Overpass element the string
    /// way: what the byte way must give (the places harness of `Fuzz/` compares the two).
    public static func readAlongStrings(_ data: Data) throws -> Result {
        try data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try PlaceFileReader.read(&scanner, overpassElement: readElementFromStrings)
        }
    }

    /// Reads an element (an object) into `result`.
    static func readElementFromStrings(_ scanner: inout JSONScanner, into result: inout Result) throws {
        var tags = OSMTags()
        let keys = try OverpassElementKeys(&scanner, text: { try $0.readScalarText() },
                                           tag: { tags.set(interest: $0, key: $1, value: $2) },
                                           forgetTags: { tags = OSMTags() })
        let (lat, lon) = (keys.lat, keys.lon)
        if var type = keys.type, var id = keys.id {
            let wayData = type.withUTF8 { t in id.withUTF8 { i in keys.walk.finish(type: t, id: i, lat: lat, lon: lon, into: &result.walks) } }
            if wayData { return }
        }
        guard let type = keys.type, ["node", "way", "relation"].contains(type), let id = keys.id, !id.isEmpty,
              id.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), id.utf8.count < 20 || UInt64(id) != nil else {
            return result.skip("an element without an OpenStreetMap type and id")
        }
        let placeID = "osm:" + type + "/" + id
        guard let lat, let lon else { return result.skip("\(placeID): no coordinates") }
        let coordinate = Coordinate(lat: lat, lon: lon)
        guard coordinate.isValid else { return result.skip("\(placeID): coordinates out of range") }
        if result.areas.noteArea(tags, at: coordinate) { return }
        guard let place = OSMTagMapping.place(id: placeID, coordinate: coordinate, tags: tags, memo: &result.memo) else {
            return result.skip("\(placeID): no name")
        }
        result.areas.noteAddress(tags, at: coordinate)
        result.keep(place, listsShared: true)
    }
}
