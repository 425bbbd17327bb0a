import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `find` says under its live search.
extension Messages {
    public static let findHint = "type to search · Up/Down move · Enter shows · Esc leaves"
    /// `at`: the highlighted row; `of`: the rows that can be scrolled to.
    public static func findCount(_ total: Int, at: Int, of listed: Int) -> String {
        let best = total > listed ? ", best \(listed) listed" : ""
        return "(\(Plural.count(total, "place")) \(Plural.verb(total, "matches", "match"))\(best) · \(at)/\(listed) · Enter shows · Esc leaves)"
    }
}
