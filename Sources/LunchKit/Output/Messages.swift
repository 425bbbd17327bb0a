/// Every message the shell shows a user, in one place (named, so tests and code agree).
public enum Messages {
    // Parsing
    public static func unbalancedQuote(_ quote: Character) -> String {
        "unbalanced quote: the \(quote == "'" ? "single" : "double") quote (\(quote)) is never closed"
    }
    public static let trailingBackslash = "the line ends with a lone backslash (\\); write \\\\ for a backslash"
    public static func unknownCommand(_ name: String, suggestion: String?) -> String {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        let printable = String(String.UnicodeScalarView(shown.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F ? "?" : $0
        }))
        if let suggestion {
            return "unknown command '\(printable)'; did you mean '\(suggestion)'? (type 'help' for all commands)"
        }
        return "unknown command '\(printable)' (type 'help' for all commands)"
    }
    public static func badArguments(_ problem: String, usage: String) -> String {
        let trimmed = problem.hasPrefix("Error: ") ? String(problem.dropFirst(7)) : problem
        return "\(lowerFirst(trimmed)) — usage: \(usage)"
    }
    public static func unknownHelpTopic(_ name: String, suggestion: String?) -> String {
        unknownCommand(name, suggestion: suggestion)
    }

    // Location
    public static func latitudeOutOfRange(_ text: String) -> String {
        "latitude \(text) is out of range: it must be between -90 and 90"
    }
    public static func longitudeOutOfRange(_ text: String) -> String {
        "longitude \(text) is out of range: it must be between -180 and 180"
    }
    public static func unknownPlaceName(_ name: String, suggestion: String?) -> String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; try 'at LAT,LON' such as 'at 60.17,24.94'"
        return "no area or place called '\(name)'\(hint)"
    }
    public static let atNeedsWhere = "say where: 'at LAT,LON', 'at LAT LON' or 'at NAME'"
    public static func locationSet(_ description: String) -> String { "Location set to \(description)." }
    public static func youAreAt(_ description: String) -> String { "You are at \(description)." }
    public static func defaultLocation(_ description: String) -> String {
        "No location set; using \(description). Set one with 'at LAT,LON' or 'at NAME'."
    }
    public static let noLocation = "No location set. Set one with 'at LAT,LON' or 'at NAME'."

    // History
    public static let historyEmpty = "No history yet."

    // Files
    public static func cannotRead(_ path: String, reason: String) -> String { "cannot read \(path): \(reason)" }
    public static func cannotSave(_ path: String, reason: String) -> String {
        "cannot save \(path): \(reason); nothing was changed"
    }
    public static func cannotCreateFolder(_ path: String) -> String { "cannot create the state folder \(path)" }
    public static func stateSetAside(why: String, aside: String) -> String {
        "note: the saved state \(why); it was moved to \(aside) and lunch starts with empty state"
    }

    // Options
    public static func badNow(_ text: String) -> String {
        "--now '\(text)' is not a local time like 2026-11-21T12:30"
    }

    static func lowerFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        // Keep quoted names and acronyms as they are.
        if s.count > 1, s[s.index(after: s.startIndex)].isUppercase { return s }
        return first.lowercased() + s.dropFirst()
    }
}
