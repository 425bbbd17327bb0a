import LunchStorage
import LunchText

/// What one Overpass element holds for the walkable network, read by both readings of an
/// element (the byte way and the string way) alike. Files without ways never reach these
/// keys; their places and skips are read as before.
struct ElementWalkData {
    /// The tags `WalkableRule` reads (highway, foot, access, area, tunnel, layer).
    var rule: [String: String] = [:]
    var nodes: [Int64]?
    var geometry: [(lat: Double, lon: Double)?]?
    /// Whether the element has a `tags` object, and a `center`.
    var hasTags = false, hasCenter = false

    /// A second `tags` object: what the first one said is forgotten (`OverpassReader`'s duplicates).
    mutating func forgetTags() {
        rule = [:]
        hasTags = false
    }

    /// Reads a tag's value when its key is one the walkable rule reads; false (nothing
    /// read) for any other key.
    mutating func readTag(_ key: UnsafeBufferPointer<UInt8>, _ scanner: inout JSONScanner) throws -> Bool {
        guard let name = Self.ruleKey(key) else { return false }
        if let value = try scanner.readScalarText() { rule[name] = value }
        return true
    }

    private static func ruleKey(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        switch key.count {
        case 4: return JSONScanner.matches(key, "foot") ? "foot" : JSONScanner.matches(key, "area") ? "area" : nil
        case 5: return JSONScanner.matches(key, "layer") ? "layer" : nil
        case 6: return JSONScanner.matches(key, "access") ? "access" : JSONScanner.matches(key, "tunnel") ? "tunnel" : nil
        case 7: return JSONScanner.matches(key, "highway") ? "highway" : nil
        default: return nil
        }
    }

    /// Reads an element's `nodes` or `geometry`; false (nothing read) for any other key.
    mutating func readKey(_ key: UnsafeBufferPointer<UInt8>, _ scanner: inout JSONScanner) throws -> Bool {
        if JSONScanner.matches(key, "nodes") {
            guard scanner.peek() == UInt8(ascii: "[") else { try scanner.skipValue(); return true }
            var ids: [Int64] = []
            var escaped = false
            var bad = false
            try scanner.readArray { scanner in
                guard let span = try scanner.readScalarSpan(escaped: &escaped), let id = Self.id(scanner.text(span)) else {
                    return bad = true
                }
                ids.append(id)
            }
            // A list with an id that is not one cannot be followed: the way is left out.
            nodes = bad || escaped ? [] : ids
            return true
        }
        if JSONScanner.matches(key, "geometry") {
            guard scanner.peek() == UInt8(ascii: "[") else { try scanner.skipValue(); return true }
            var points: [(lat: Double, lon: Double)?] = []
            try scanner.readArray { scanner in
                var lat: Double?, lon: Double?
                try OverpassReader.readCenter(&scanner, lat: &lat, lon: &lon)
                if let lat, let lon { points.append((lat, lon)) } else { points.append(nil) }
            }
            geometry = points
            return true
        }
        return false
    }

    /// A non-negative id of digits (at most 2^63 - 1), else nil.
    static func id(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !text.isEmpty, text.count <= 19 else { return nil }
        var value: Int64 = 0
        for b in text {
            guard b >= 0x30, b <= 0x39 else { return nil }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(b - 0x30))
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }

    /// Gives the element's way data to `walks`. True when the element is way data only, not a
    /// place record (neither kept nor counted as skipped): a node without a `tags` object
    /// (`out skel`), a way with its nodes or points but no `center`.
    func finish(type: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>, lat: Double?, lon: Double?,
                into walks: inout OverpassWalks) -> Bool {
        if JSONScanner.matches(type, "node") {
            guard let lat, let lon, let id = Self.id(id) else { return false }
            walks.node(id: id, lat: lat, lon: lon)
            return !hasTags
        }
        if JSONScanner.matches(type, "way"), nodes != nil || geometry != nil {
            walks.way(tags: rule, nodes: nodes, geometry: geometry)
            return !hasCenter
        }
        return false
    }
}
