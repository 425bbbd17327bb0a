import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `help` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static let helpFooter = "'help CMD' gives details and examples. Tab completes; Ctrl-R searches history."
    public static func unknownHelpTopic(_ name: String, suggestion: String?) -> String {
        unknownCommand(name, suggestion: suggestion)
    }
}
