import LunchText

/// Ctrl-R's search through the history, as bash searches it: the newest line (from the one
/// on the prompt, if Up brought one) that holds what was typed, and in it the last place
/// that holds it; Ctrl-R again for the place before (in the same line, then older lines);
/// typing and Backspace look again from the place found (the line found stays while it
/// still holds the query); Ctrl-R with nothing typed searches for the last search's text.
/// The terminal part (keys, drawing) is `LunchTerminal`'s; this is what it shows and finds.
public struct HistorySearch: Sendable, Equatable {
    /// What was typed since Ctrl-R.
    public private(set) var query = ""
    /// The history line found, oldest first in `lines`.
    public private(set) var found: Int?
    /// Where the query starts in the line found, in Unicode scalars (libedit's characters).
    public private(set) var offset: Int?
    /// The last search found nothing (the last match stays shown, as bash does).
    public private(set) var failed = false
    private let lines: [String]
    private let start: Int
    private let line: String
    private let previous: String

    /// `lines`: the history, oldest first; `start`: the line the search begins with (the
    /// one on the prompt; nil: the newest); `line`: the text on the prompt, shown until a
    /// line is found; `previous`: the last search's text, for Ctrl-R with nothing typed.
    public init(lines: [String], from start: Int? = nil, line: String = "", previous: String = "") {
        self.lines = lines
        self.start = min(start ?? lines.count - 1, lines.count - 1)
        self.line = line
        self.previous = previous
    }

    /// The line found, if any.
    public var match: String? { found.map { lines[$0] } }

    /// Adds typed text to the query and looks again from the place found (it may still hold it).
    public mutating func type(_ text: String) {
        query += text
        if let found { search(from: found, atOrBefore: offset) } else { search(from: start, atOrBefore: nil) }
    }

    /// Backspace: one character less, looked for again from the place found; with nothing
    /// left, the line on the prompt comes back.
    public mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        failed = false
        if query.isEmpty {
            found = nil
            offset = nil
        } else if let found {
            search(from: found, atOrBefore: offset)
        } else {
            search(from: start, atOrBefore: nil)
        }
    }

    /// Ctrl-R again: the place before the one found that holds the query (earlier in the same
    /// line, then in older lines not the same text). With nothing typed: the last search's text.
    public mutating func older() {
        guard !query.isEmpty else {
            guard !previous.isEmpty else { return }
            query = previous
            return search(from: start, atOrBefore: nil)
        }
        guard let found, let offset else { return search(from: start, atOrBefore: nil) }
        search(from: found, atOrBefore: offset - 1)
    }

    /// The search line as a terminal shows it: `(reverse-i-search)'near': near 1500`.
    public var display: String {
        label + TerminalText.safe(query) + "': " + TerminalText.safe(match ?? line)
    }

    /// What the search line starts with: `(reverse-i-search)`` or `(failed reverse-i-search)``.
    var label: String { "(\(failed ? "failed " : "")reverse-i-search)`" }

    /// `display` in at most `cells` cells, so it never wraps. The label always stays whole
    /// (cut from the left, a long failed query looked like a match); the query keeps its
    /// end (where the typing is), the line found keeps its end too (where the cursor goes
    /// back from), each cut with `…`, the query to at most half of what is left when the
    /// line found is long; when the line's end would leave the match out, the line is shown
    /// from the match instead (`fitted`).
    public func display(fitting cells: Int) -> String {
        fitted(cells).text
    }

    /// The search line in at most `cells` cells (`display(fitting:)`) and where the match
    /// is in it: the cursor goes back over `fromMatch`, a suffix of `text`, to stand on the
    /// match, and `matched`, the start of `fromMatch`, stands out. On a narrow screen (or
    /// after a resize) a match far from the end of a long line stays in view: `…` and the
    /// line from the match, cut at its end (it was cut away, the cursor left at the start).
    public func fitted(_ cells: Int) -> Fitted {
        let whole = display
        guard TextWidth.cells(whole) > cells else {
            return Fitted(text: whole, fromMatch: displayFromMatch, matched: displayMatched)
        }
        let query = TerminalText.safe(self.query), line = TerminalText.safe(match ?? self.line)
        let rest = cells - TextWidth.cells(label) - 3
        guard rest >= 4 else {
            let text = Self.end(of: whole, in: cells), from = displayFromMatch
            return text.hasSuffix(from) ? Fitted(text: text, fromMatch: from, matched: displayMatched)
                                        : Fitted(text: text, fromMatch: "", matched: "")
        }
        let queryCells = min(TextWidth.cells(query), max(rest - TextWidth.cells(line), rest / 2))
        let head = label + Self.end(of: query, in: queryCells) + "': "
        let room = rest - queryCells, from = displayFromMatch
        // The line's end keeps less than `room` cells after its `…`: the match is in it.
        guard !from.isEmpty, TextWidth.cells(from) >= room else {
            return Fitted(text: head + Self.end(of: line, in: room), fromMatch: from, matched: displayMatched)
        }
        let lead = (offset ?? 0) > 0 ? "…" : ""
        let shown = Self.start(of: from, in: room - TextWidth.cells(lead))
        let matched = shown.hasPrefix(displayMatched) ? displayMatched : String(shown.dropLast())
        return Fitted(text: head + lead + shown, fromMatch: shown, matched: matched)
    }

    /// A search line fitted to the screen (`fitted`).
    public struct Fitted: Equatable, Sendable {
        public let text: String
        /// The end of `text` from where the match starts (empty: nothing found).
        public let fromMatch: String
        /// The start of `fromMatch` that holds the query (as much of it as is shown).
        public let matched: String
    }

    /// `text` when it fits `cells`, else as much of its start as fits with `…` after it.
    static func start(of text: String, in cells: Int) -> String {
        guard TextWidth.cells(text) > cells else { return text }
        var kept = ""
        for character in text {
            let next = kept + String(character)
            guard TextWidth.cells(next) < cells else { break }
            kept = next
        }
        return kept + "…"
    }

    /// `text` when it fits `cells`, else `…` and as much of its end as fits with it.
    static func end(of text: String, in cells: Int) -> String {
        guard TextWidth.cells(text) > cells else { return text }
        var kept = ""
        for character in text.reversed() {
            let next = String(character) + kept
            guard TextWidth.cells(next) < cells else { break }
            kept = next
        }
        return "…" + kept
    }

    /// The end of `display` from where the query was found (empty when nothing was): the
    /// terminal's cursor goes back over it to stand on the match, as in bash.
    public var displayFromMatch: String {
        guard let match, let offset else { return "" }
        return TerminalText.safe(String(String.UnicodeScalarView(match.unicodeScalars.dropFirst(offset))))
    }

    /// The start of `displayFromMatch` that is the text searched for (shown in standout, as
    /// bash shows it); empty when nothing holds the query.
    public var displayMatched: String {
        guard !failed, let match, let offset else { return "" }
        let scalars = match.unicodeScalars.dropFirst(offset).prefix(query.unicodeScalars.count)
        return TerminalText.safe(String(String.UnicodeScalarView(scalars)))
    }

    /// Looks in line `first` at places up to `bound` (nil: anywhere), then in each older line
    /// that is not the same text as the line found.
    private mutating func search(from first: Int, atOrBefore bound: Int?) {
        guard !query.isEmpty else { return }
        let wanted = Array(query.unicodeScalars)
        let same = found.map { lines[$0] }
        var i = first
        while i >= 0 {
            if i == first || lines[i] != same,
               let at = Self.lastPlace(of: wanted, in: Array(lines[i].unicodeScalars), atOrBefore: i == first ? bound : nil) {
                found = i
                offset = at
                failed = false
                return
            }
            i -= 1
        }
        failed = true
    }

    /// The last place at or before `bound` where `wanted` starts in `text`.
    private static func lastPlace(of wanted: [Unicode.Scalar], in text: [Unicode.Scalar], atOrBefore bound: Int?) -> Int? {
        guard wanted.count <= text.count else { return nil }
        var at = min(bound ?? Int.max, text.count - wanted.count)
        while at >= 0 {
            if text[at..<(at + wanted.count)].elementsEqual(wanted) { return at }
            at -= 1
        }
        return nil
    }
}
