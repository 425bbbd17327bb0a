import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `undo` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func undid(_ what: String) -> String { "Undid \(what)." }
    /// After undoing a filter change: the filters in force now (`filters: none` when none).
    public static func undidFilters(_ filters: String) -> String {
        "Undid the filter change; filters: \(filters.isEmpty ? "none" : filters)"
    }
    public static let nothingToUndo = "Nothing to undo in this session."
}
