import LunchStorage
import LunchText

/// Reads GeoJSON features (as overpass-turbo exports them): Points, and other geometries
/// by the centroid of their coordinates; ids from `id` or `properties["@id"]`
/// (`way/123` → `osm:way/123`), else a stable id from name and coordinates.
enum GeoJSONReader {
    static func readFeature(_ scanner: inout JSONScanner, into result: inout PlaceReadResult) throws {
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue()
            return result.skip("a feature that is not an object")
        }
        var id: String?
        var tags: [String: String] = [:]
        var coordinate: Coordinate?
        var sawGeometry = false
        // A key given twice: the last value counts, as JSON parsers read it (a second
        // `properties` replaces the first one whole, a second `geometry` too).
        try scanner.readObject { scanner, key in
            switch key {
            case "id": id = try scanner.readScalarText()
            case "properties" where scanner.peek() == UInt8(ascii: "{"):
                tags = [:]
                try scanner.readObject { scanner, key in
                    tags[key] = try scanner.readScalarText()
                }
            case "properties":
                tags = [:]
                try scanner.skipValue()
            case "geometry" where scanner.peek() == UInt8(ascii: "{"):
                sawGeometry = true
                coordinate = try readGeometry(&scanner)
            case "geometry":
                sawGeometry = false
                coordinate = nil
                try scanner.skipValue()
            default: try scanner.skipValue()
            }
        }
        let osmID = osmID(id) ?? osmID(tags["@id"])
        let name = tags["name"] ?? tags["name:en"] ?? tags["brand"]
        let placeID = osmID ?? stableID(name: name, coordinate: coordinate)
        if !sawGeometry { return result.skip("\(placeID): no geometry") }
        let before = result.places.count
        result.add(id: placeID, name: name, coordinate: coordinate) { name, coordinate in
            var place = OSMTagMapping.place(id: placeID, coordinate: coordinate, tags: tags)
                ?? Place(id: placeID, name: name, coordinate: coordinate)
            place.name = name
            return place
        }
        // The city and district its address names are areas for `at`.
        if result.places.count > before, let coordinate {
            result.areas.address(city: OSMTagMapping.nonEmpty(tags["addr:city"]), suburb: OSMTagMapping.nonEmpty(tags["addr:suburb"]), at: coordinate)
        }
    }

    /// A Point's position, or the centroid (mean) of any other geometry's positions
    /// (longitudes unwrapped across the antimeridian).
    static func readGeometry(_ scanner: inout JSONScanner) throws -> Coordinate? {
        var sumLat = 0.0, sumLon = 0.0, n = 0
        var bad = false
        // Each longitude is taken within 180° of the position before it, so a shape across
        // the antimeridian (179.9 then -179.9) averages near ±180, not near 0. Shapes that
        // do not cross it add exactly the same numbers as before.
        var previousLon: Double?, shifted = false
        func unwrapped(_ lon: Double) -> Double {
            guard let previous = previousLon, abs(previous) <= 540, abs(lon) <= 180 else {
                previousLon = lon
                return lon
            }
            var out = lon
            while out - previous > 180 { out -= 360 }
            while out - previous < -180 { out += 360 }
            if out != lon { shifted = true }
            previousLon = out
            return out
        }
        func positions(_ scanner: inout JSONScanner) throws {
            guard scanner.peek() == UInt8(ascii: "[") else { try scanner.skipValue(); bad = true; return }
            var numbers: [Double] = []
            try scanner.readArray { scanner in
                if scanner.peek() == UInt8(ascii: "[") {
                    try positions(&scanner)
                } else if let v = try scanner.readLooseNumber() {
                    numbers.append(v)
                } else {
                    bad = true
                }
            }
            if numbers.count >= 2 {
                sumLon += unwrapped(numbers[0])
                sumLat += numbers[1]
                n += 1
            }
        }
        try scanner.readObject { scanner, key in
            guard key == "coordinates" else { return try scanner.skipValue() }
            // A second `coordinates` replaces the first (the last value of a key counts).
            sumLat = 0
            sumLon = 0
            n = 0
            bad = false
            previousLon = nil
            shifted = false
            try positions(&scanner)
        }
        guard n > 0, !bad else { return nil }
        var lon = sumLon / Double(n)
        if shifted, abs(lon) <= 900 {
            while lon > 180 { lon -= 360 }
            while lon < -180 { lon += 360 }
        }
        return Coordinate(lat: sumLat / Double(n), lon: lon)
    }

    /// `way/123` or `node/45` → `osm:way/123`.
    static func osmID(_ text: String?) -> String? {
        guard let text else { return nil }
        let parts = text.split(separator: "/")
        guard parts.count == 2, ["node", "way", "relation"].contains(String(parts[0])),
              parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return "osm:\(parts[0])/\(parts[1])"
    }

    /// The same name and position (to about a metre) always give the same id.
    static func stableID(name: String?, coordinate: Coordinate?) -> String {
        let key = "\(name ?? "")|\(coordinate.map { String(format: "%.5f,%.5f", $0.lat, $0.lon) } ?? "")"
        return "geo:" + String(CatalogLoader.fnv(Array(key.utf8)), radix: 16)
    }
}
