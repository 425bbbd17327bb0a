import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `import` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// Ctrl-C during an import (as `sync` says it).
    public static func importCancelled(_ file: String) -> String { "import of \(file) cancelled; nothing was changed" }
    /// `import --replace` of a file in which no place could be used: the catalog is kept.
    public static func importReplaceNothing(_ file: String) -> String {
        "\(file) has no place lunch can use, so --replace would leave the catalog empty; nothing was changed"
    }
    /// `import ''`: an empty file name.
    public static let importWhichFile = "say which file: 'import FILE' (the file name is empty); nothing was changed"
    /// `import --replace` of a file without ways, over a catalog that had them.
    public static let importDroppedWays = "warning: the catalog had walkable ways and this file has none, so it has none now: "
        + "walking minutes are straight lines (~) until a file with ways (an .osm.pbf extract) is imported or 'sync' brings them"
    public static func cannotImport(_ file: String, reason: String) -> String {
        "cannot import \(file): \(reason); nothing was changed"
    }
    /// After an import far from the location: where the new places are and how to go there.
    public static func importedFarAway(_ there: String, distance: String, from: String, at: String) -> String {
        "The new places are around \(there), \(distance) from \(from): 'at \(at)' goes there."
    }
}
