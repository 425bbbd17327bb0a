import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `undo` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func undid(_ what: String) -> String { "Undid \(what)." }
    public static let nothingToUndo = "Nothing to undo in this session."
}
