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
    /// The browser ran and failed: the link is in the line, to open by hand.
    public static func openerFailed(_ program: String, status: Int32, link: String) -> String {
        "the browser '\(program)' failed to open the link (exit status \(status)); the link: \(link)"
    }
    /// After the link, when nothing could open it.
    public static let noBrowser = "(no browser found to open it: set BROWSER, e.g. BROWSER=firefox, or install xdg-utils)"
}
