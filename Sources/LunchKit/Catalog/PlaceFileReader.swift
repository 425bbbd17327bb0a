import Foundation

/// Reads any importable place file, the format found from the content: Overpass API
/// JSON (`elements`), GeoJSON (`features`), Google Places legacy (`results` / `result`)
/// or Places API (New) (`places`). Streaming; one pass.
public enum PlaceFileReader {
    public static func read(_ data: Data, progress: (any ImportProgress)? = nil) throws -> PlaceReadResult {
        try data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw.bindMemory(to: UInt8.self))
            return try read(&scanner, progress: progress, total: raw.count)
        }
    }

    /// Why a file could not be read, in words for the one-line error.
    public static func reason(_ failure: JSONScanner.Failure) -> String {
        failure.reason.hasPrefix("not a known format")
            ? "it is \(failure.reason)"
            : "it is not valid JSON (\(failure.reason) at byte \(failure.offset))"
    }

    static func read(_ scanner: inout JSONScanner, progress: (any ImportProgress)? = nil, total: Int = 0) throws -> PlaceReadResult {
        var result = PlaceReadResult()
        var counter = 0
        func tick(_ scanner: JSONScanner) {
            counter += 1
            if counter % 4096 == 0 { progress?.reading(bytes: scanner.position, of: total, places: result.places.count) }
        }
        guard scanner.peek() == UInt8(ascii: "{") else { throw scanner.fail("not a JSON object") }
        try scanner.readObject { scanner, key in
            switch key {
            case "elements" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Overpass API JSON"
                try scanner.readArray { try OverpassReader.readElement(&$0, into: &result); tick($0) }
            case "features" where scanner.peek() == UInt8(ascii: "["):
                result.format = "GeoJSON"
                try scanner.readArray { try GeoJSONReader.readFeature(&$0, into: &result); tick($0) }
            case "results" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Google Places JSON"
                try scanner.readArray { try GooglePlacesReader.readLegacy(&$0, into: &result) }
            case "result" where scanner.peek() == UInt8(ascii: "{"):
                result.format = "Google Places JSON"
                try GooglePlacesReader.readLegacy(&scanner, into: &result)
            case "places" where scanner.peek() == UInt8(ascii: "["):
                result.format = "Google Places API (New) JSON"
                try scanner.readArray { try GooglePlacesReader.readNew(&$0, into: &result) }
            default:
                try scanner.skipValue()
            }
        }
        guard scanner.isAtEnd else { throw scanner.fail("text after the JSON value") }
        guard !result.format.isEmpty else {
            throw scanner.fail("not a known format (Overpass \"elements\", GeoJSON \"features\", Google \"results\" or \"places\")")
        }
        return result
    }
}
