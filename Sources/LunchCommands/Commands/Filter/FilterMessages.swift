import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `filter` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func unknownFilterWord(_ word: String) -> String {
        "'\(word)' is not a filter word: use +TAG, -TAG, price N, radius R, open or clear"
    }
    public static func unknownTag(_ tag: String, suggestion: String?) -> String {
        "no place in the catalog has tag '\(tag)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
    public static func filterTagTooLong(_ start: String, limit: Int) -> String {
        "a filter tag is at most \(limit) characters ('\(start)…' is longer); nothing was changed"
    }
    public static func tooManyFilterTags(_ count: Int, limit: Int) -> String {
        "a filter holds at most \(limit) tags, not \(count); nothing was changed"
    }
    public static let clearStandsAlone = "'clear' stands alone: 'filter clear' clears every saved filter, then add new ones"
}
