import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Tab completion driven by the command registry: command names first, then each
/// command's own argument completer.
public struct Completer {
    private let registry: CommandRegistry

    public init(registry: CommandRegistry) {
        self.registry = registry
    }

    /// What Tab does for `line` (the text left of the cursor).
    public func complete(_ line: String) -> Completion {
        let scan = ShellWords.scan(line)
        let current = scan.commands.last ?? []
        let prefix = scan.trailingWord ?? ""
        let before = scan.trailingWord == nil ? current : Array(current.dropLast())
        let candidates: [Candidate]
        if before.isEmpty {
            candidates = registry.allNames
                .filter { $0.hasPrefix(prefix.lowercased()) }
                .map { Candidate($0) }
        } else if let command = registry.command(named: before[0]) {
            candidates = command.complete(CompletionRequest(words: Array(before.dropFirst()), prefix: prefix))
        } else {
            candidates = []
        }
        return Self.completion(for: candidates, typed: prefix, rawLength: scan.trailingRawLength,
                               quote: scan.openQuote)
    }

    static func completion(for candidates: [Candidate], typed: String, rawLength: Int,
                           quote: Character?) -> Completion {
        var unique: [Candidate] = [], seen = Set<String>()
        for c in candidates where seen.insert(c.value).inserted { unique.append(c) }
        guard let first = unique.first else { return Completion() }
        if unique.count == 1 {
            let safe = TerminalText.insertablePrefix(first.value)
            if safe.cut {
                // Only the start before a control character goes into the line (the editor
                // would act on it); a unique start of a name is a REF too.
                guard safe.text.count >= typed.count else { return Completion(candidates: unique) }
                return Completion(deleteCount: rawLength, insert: ShellWords.escape(safe.text, quote: quote))
            }
            let end = first.value.hasSuffix("/") ? "" : (quote.map { String($0) } ?? "") + " "
            return Completion(deleteCount: rawLength, insert: ShellWords.escape(first.value, quote: quote) + end)
        }
        let common = commonPrefix(unique.map { TerminalText.insertablePrefix($0.value).text })
        if common.count > typed.count {
            return Completion(deleteCount: rawLength, insert: ShellWords.escape(common, quote: quote), candidates: [])
        }
        return Completion(candidates: unique)
    }

    /// The longest start all values share (compared without case; taken from the first).
    static func commonPrefix(_ values: [String]) -> String {
        guard var prefix = values.first.map(Array.init) else { return "" }
        for value in values.dropFirst() {
            var n = 0
            // Only as many characters as the start kept so far (a name is not split whole).
            // Equal characters first: lowercasing makes strings.
            for char in value {
                guard n < prefix.count, prefix[n] == char || prefix[n].lowercased() == char.lowercased() else { break }
                n += 1
            }
            prefix.removeSubrange(n...)
        }
        return String(prefix)
    }
}
