/// The shared words: messages that more than one command, or a part outside the commands
/// (parser, files, catalog, sync), shows. A command's own messages are in its folder
/// (`Commands/Rate/RateMessages.swift`, …) as extensions of this type; every one is named,
/// so tests and code agree.
public enum Messages {
    // Parsing
    public static func unbalancedQuote(_ quote: Character) -> String {
        "unbalanced quote: the \(quote == "'" ? "single" : "double") quote (\(quote)) is never closed"
    }
    public static let trailingBackslash = "the line ends with a lone backslash (\\); write \\\\ for a backslash"
    public static func unknownCommand(_ name: String, suggestion: String?) -> String {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        let printable = TerminalText.safe(shown)
        if let suggestion {
            return "unknown command '\(printable)'; did you mean '\(suggestion)'? (type 'help' for all commands)"
        }
        return "unknown command '\(printable)' (type 'help' for all commands)"
    }
    public static func badArguments(_ problem: String, usage: String) -> String {
        let trimmed = problem.hasPrefix("Error: ") ? String(problem.dropFirst(7)) : problem
        return "\(lowerFirst(trimmed)) — usage: \(usage)"
    }

    // Location
    public static func latitudeOutOfRange(_ text: String) -> String {
        "latitude \(text) is out of range: it must be between -90 and 90"
    }
    public static func longitudeOutOfRange(_ text: String) -> String {
        "longitude \(text) is out of range: it must be between -180 and 180"
    }
    public static let noLocation = "No location set. Set one with 'at LAT,LON' or 'at NAME'."

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
    public static func badNow(_ text: String, from source: String = "--now") -> String {
        let digits = text.contains { $0.isNumber && !$0.isASCII } ? " (digits 0-9 in ASCII only)" : ""
        return "\(source) '\(text)' is not a local time like 2026-11-21T12:30" + digits
    }

    public static func nowOutOfRange(_ text: String, from source: String, years: ClosedRange<Int>) -> String {
        "\(source) '\(text.prefix(40))' is out of range: the year must be from \(years.lowerBound) to \(years.upperBound)"
    }

    static func lowerFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        // Keep quoted names and acronyms as they are.
        if s.count > 1, s[s.index(after: s.startIndex)].isUppercase { return s }
        return first.lowercased() + s.dropFirst()
    }
}

extension Messages {
    // Places
    public static func badRadius(_ word: String) -> String {
        "'\(word)' is not a radius: use metres (800), a unit (800m, 1.2km) or walking minutes (10min)"
    }
    public static func extraRadius(_ word: String) -> String { "one radius at most: '\(word)' is extra" }
    public static func radiusTooLarge(_ word: String) -> String {
        "radius \(word) is too large: at most 50 km"
    }
    public static func badPrice(_ word: String) -> String {
        "price must be 1 to 4 (or $ to $$$$), not '\(word)'"
    }
    public static let refNeeded = "say which place: a row number, an id or the start of a name"
    public static func rowOutOfRange(_ n: Int, count: Int) -> String { rowOutOfRange(String(n), count: count) }
    /// `n` as typed (it may be longer than any Int).
    public static func rowOutOfRange(_ n: String, count: Int) -> String {
        count == 0 ? "there is no list yet: run 'near' or 'search' first, or name the place"
            : count == 1 ? "row \(n) is not in the last list (it has only row 1)"
                         : "row \(n) is not in the last list (1–\(count))"
    }
    public static func noSuchID(_ id: String) -> String { "no place with id '\(id)' in the catalog" }
    public static func noSuchName(_ name: String) -> String {
        "no place whose name starts with '\(name)'; try 'search \(name)'"
    }
    public static func ambiguousName(_ name: String, count: Int, examples: [String]) -> String {
        let more = count > examples.count ? ", … (\(count) in all)" : ""
        return "'\(name)' matches \(count) places: \(examples.joined(separator: ", "))\(more); use a row number or id"
    }
    public static func placeGone(_ id: String) -> String { "\(id) is no longer in the catalog" }
    /// The walkable network stored with a catalog cannot be used: walking is the straight line.
    public static func walkNetworkDamaged(_ name: String, reason: String) -> String {
        "the walkable network stored with \(name) cannot be used (\(reason)); walking times are straight lines until the file is imported again"
    }
    public static func catalogUnreadable(_ path: String, reason: String) -> String {
        "cannot use \(path) as a catalog: \(reason)"
    }
}

extension Messages {
    // Start-up
    /// The spinner's words while the catalog is read at start.
    public static let readingCatalog = "reading the catalog…"
}

extension Messages {
    // Favourites and visits
    public static func goneFromCatalog(_ name: String) -> String { "\(name) (no longer in catalog)" }
}


extension Messages {
    // Files the user names (export) and damaged records in state.json
    public static func notRegularFile(_ path: String, kind: String) -> String {
        "cannot save \(path): it is a \(kind), not a regular file; nothing was changed"
    }
    public static func cannotWrite(_ path: String, reason: String) -> String { "cannot write \(path): \(reason)" }
    /// Standard output could not be written (as coreutils says it).
    public static func writeError(reason: String) -> String { "write error: \(reason)" }
    public static func noFifoReader(_ path: String) -> String {
        "cannot write \(path): it is a fifo and no program is reading it; nothing was changed"
    }
    /// `parts` such as "2 visits", "the location"; `plural` when they are more than one thing.
    public static func stateRecordsSetAside(file: String, parts: [String], plural: Bool, aside: String) -> String {
        let listed = parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        return "note: \(file): \(listed) could not be read and \(plural ? "were" : "was") kept in \(aside); the rest was loaded"
    }
}

extension Messages {
    /// The saved catalog (`catalog.lunchcat`) was damaged or from another version and moved aside.
    public static func savedCatalogSetAside(why: String, aside: String, using: String) -> String {
        "warning: the saved catalog \(why); it was kept as \(aside) and lunch uses \(using). "
            + "Re-import your files with 'import FILE'"
    }
    /// Found damaged by a command that would have saved into it.
    public static func savedCatalogSetAsideNow(why: String, aside: String) -> String {
        "the saved catalog \(why); it was kept as \(aside) and nothing was changed. "
            + "Run the command again to start a new catalog from the Helsinki sample, and re-import your files with 'import FILE'"
    }
    public static func savedCatalogUnreadable(_ path: String, reason: String) -> String {
        "cannot read the saved catalog \(path): \(reason); nothing was changed"
    }
}
