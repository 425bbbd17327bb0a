import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Reads the history lines (this session's included).
public struct HistoryInteractor {
    public typealias Entry = (number: Int, line: String)

    let history: HistoryStore?

    /// Numbered from 1 for the oldest line kept; the last `count` when given.
    public func entries(last count: Int?) -> [Entry] {
        let all = history?.entries ?? []
        let numbered = all.enumerated().map { (number: $0.offset + 1, line: $0.element) }
        guard let count else { return numbered }
        return Array(numbered.suffix(count))
    }
}
