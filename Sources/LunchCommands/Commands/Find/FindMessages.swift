import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `find` says under its live search.
extension Messages {
    public static let findHint = "type to search · Up/Down move · Enter shows · Esc leaves"
    public static func findCount(_ total: Int, shown: Int) -> String {
        let more = total > shown ? ", best \(shown) here" : ""
        return "(\(Plural.count(total, "place")) \(Plural.verb(total, "matches", "match"))\(more) · Enter shows · Esc leaves)"
    }
}
