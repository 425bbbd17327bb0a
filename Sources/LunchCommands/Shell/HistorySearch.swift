import LunchText

/// Ctrl-R's search through the history, as bash and fish search it: the newest line that
/// holds what was typed, Ctrl-R again for the next older one; typing narrows from the line
/// found, Backspace widens again from the newest. The terminal part (keys, drawing) is
/// `LunchTerminal`'s; this is what it shows and finds.
public struct HistorySearch: Sendable, Equatable {
    /// What was typed since Ctrl-R.
    public private(set) var query = ""
    /// The history line found, oldest first in `lines`.
    public private(set) var found: Int?
    /// The last search found nothing (the last match stays shown, as bash does).
    public private(set) var failed = false
    private let lines: [String]

    /// `lines`: the history, oldest first.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The line found, if any.
    public var match: String? { found.map { lines[$0] } }

    /// Adds typed text to the query and looks again from the line found (it may still hold it).
    public mutating func type(_ text: String) {
        query += text
        search(from: found ?? lines.count - 1, skipping: nil)
    }

    /// Backspace: one character less, looked for again from the newest line.
    public mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        found = nil
        failed = false
        if !query.isEmpty { search(from: lines.count - 1, skipping: nil) }
    }

    /// Ctrl-R again: the next older line that holds the query (and is not the same text).
    public mutating func older() {
        guard !query.isEmpty else { return }
        guard let found else { return search(from: lines.count - 1, skipping: nil) }
        search(from: found - 1, skipping: lines[found])
    }

    /// The search line as a terminal shows it: `(reverse-i-search)'near': near 1500`.
    public var display: String {
        "(\(failed ? "failed " : "")reverse-i-search)`\(TerminalText.safe(query))': \(TerminalText.safe(match ?? ""))"
    }

    private mutating func search(from start: Int, skipping same: String?) {
        guard !query.isEmpty else { return }
        var i = start
        while i >= 0 {
            if lines[i] != same, lines[i].contains(query) {
                found = i
                failed = false
                return
            }
            i -= 1
        }
        failed = true
    }
}
