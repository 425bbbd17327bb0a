import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `import` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// `import ''`: an empty file name.
    public static let importWhichFile = "say which file: 'import FILE' (the file name is empty); nothing was changed"
    public static func cannotImport(_ file: String, reason: String) -> String {
        "cannot import \(file): \(reason); nothing was changed"
    }
}
