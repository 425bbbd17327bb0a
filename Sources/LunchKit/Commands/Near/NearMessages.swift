/// What `near` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func nothingNear(radius: String, filter: String, location: String, larger: String?) -> String {
        let filtered = filter.isEmpty ? "" : " matching \(filter)"
        let hint = larger.map { "; try 'near \($0)'" } ?? ""
        return "No places\(filtered) within \(radius) of \(location)\(hint)."
    }
    public static let emptyCatalog = "the catalog has no places: start lunch with --data FILE (Overpass, GeoJSON or Google Places JSON)"
    public static func notRadiusOrFilter(_ word: String) -> String {
        "'\(word)' is not a radius or a filter: use a radius (800, 1.2km, 10min), +TAG, -TAG, open or price N"
    }
}
