import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `at` says (shared words are in `Output/Messages.swift`).
extension Messages {
    /// The example coordinates when the catalog has no places.
    public static let helsinkiExample = "60.17,24.94"
    /// `example`: coordinates where the catalog's places are.
    /// The longest name quoted whole in a message (`at`'s, `import`'s hint); a longer one
    /// (a 100 kB area name from a file) is cut with `…`.
    public static let quotedNameCells = 60
    public static func unknownPlaceName(_ name: String, suggestion: String?, example: String = helsinkiExample) -> String {
        let hint = suggestion.map { "; did you mean '\(TextWidth.truncate($0, to: quotedNameCells))'?" }
            ?? "; try 'at LAT,LON' such as 'at \(example)'"
        return "no area or place called '\(TextWidth.truncate(name, to: quotedNameCells))'\(hint)"
    }
    public static let atNeedsWhere = "say where: 'at LAT,LON', 'at LAT LON' or 'at NAME'"
    public static func locationSet(_ description: String) -> String { "Location set to \(description)." }
    public static func notTwoNumbers(_ text: String, example: String = helsinkiExample) -> String {
        "'\(text)' is not a location: give two numbers, LAT,LON (e.g. \(example))"
    }
}
