/// What `filter` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func unknownFilterWord(_ word: String) -> String {
        "'\(word)' is not a filter word: use +TAG, -TAG, price N, radius R, open or clear"
    }
    public static func unknownTag(_ tag: String, suggestion: String?) -> String {
        "no place in the catalog has tag '\(tag)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
}
