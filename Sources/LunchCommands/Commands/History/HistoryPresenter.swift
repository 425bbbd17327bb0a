import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Numbered history lines, as a shell's `history` prints them.
public struct HistoryPresenter {
    public init() {}

    public func present(_ entries: [HistoryInteractor.Entry]) -> CommandResponse {
        let json: [(String, JSON)] = [("entries", .array(entries.map { .string($0.line) }))]
        guard let widest = entries.last.map({ String($0.number).count }) else {
            return CommandResponse(text: Messages.historyEmpty, json: json)
        }
        let lines = entries.map { entry -> String in
            let n = String(entry.number)
            return String(repeating: " ", count: widest - n.count + 2) + n + "  " + TerminalText.safe(entry.line)
        }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
