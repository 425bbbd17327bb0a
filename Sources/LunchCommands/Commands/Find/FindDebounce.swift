import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// When `find` searches: `delay` seconds after the last key typed (each key starts the
/// wait again), so fast typing searches once, at the pause. Pure: the caller passes the
/// time (seconds on a monotonic clock).
public struct FindDebounce: Equatable, Sendable {
    /// About 100 ms: quicker than a pause between words, slower than keys in a word.
    public static let standard = FindDebounce(delay: 0.1)

    public let delay: Double
    /// When the last key not yet searched for was typed.
    public private(set) var typedAt: Double?

    public init(delay: Double) {
        self.delay = delay
    }

    /// A key changed the text at `now`.
    public mutating func typed(at now: Double) {
        typedAt = now
    }

    /// Seconds to wait before searching, 0 when due, nil when nothing waits.
    public func wait(at now: Double) -> Double? {
        typedAt.map { max(0, $0 + delay - now) }
    }

    /// True when a search should start now.
    public func isDue(at now: Double) -> Bool {
        wait(at: now) == 0
    }

    /// A search started for the text typed so far.
    public mutating func searched() {
        typedAt = nil
    }
}
