import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `near` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func nothingNear(radius: String, filter: String, location: String, larger: String?) -> String {
        let filtered = filter.isEmpty ? "" : " matching \(filter)"
        // With no place at all in reach, moving may be what helps (`at NAME`).
        let move = filter.isEmpty ? "move with 'at NAME'" : nil
        let hint = "; " + ([larger.map { "try 'near \($0)'" }, move].compactMap { $0 }.joined(separator: " or "))
        guard larger != nil || move != nil else { return "No places\(filtered) within \(radius) of \(location)." }
        return "No places\(filtered) within \(radius) of \(location)\(hint)."
    }
    public static let emptyCatalog = "the catalog has no places: start lunch with --data FILE (Overpass, GeoJSON or Google Places JSON)"
    public static func notRadiusOrFilter(_ word: String) -> String {
        "'\(word)' is not a radius or a filter: use a radius (800, 1.2km, 10min), +TAG, -TAG, open or price N"
    }
}
