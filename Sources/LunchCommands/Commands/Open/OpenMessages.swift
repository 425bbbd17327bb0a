import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `open` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func unknownTarget(_ word: String, suggestion: String?) -> String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "unknown link target '\(word)' (osm, google, apple, wikipedia, web)\(hint)"
    }
    public static func noWebsite(_ name: String) -> String { "\(name) has no website in the catalog" }
    /// `open 1 osm extra`: a word after the target.
    public static func extraAfterTarget(_ word: String) -> String { "'\(word)' is extra: open takes a place, then one target" }
    /// After the link, when nothing could open it.
    public static let noBrowser = "(no browser found to open it: set BROWSER, e.g. BROWSER=firefox, or install xdg-utils)"
}
