import Foundation

/// The time, injected so that `--now`, open-now and tests are deterministic.
public protocol Clock: Sendable {
    func now() -> Date
}

public struct SystemClock: Clock {
    public init() {}
    public func now() -> Date { Date() }
}

/// Always the same moment (`--now`, `LUNCH_NOW`, tests).
public struct FixedClock: Clock {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public func now() -> Date { date }

    /// Reads `YYYY-MM-DDTHH:MM` (or with `:SS`) as a local time.
    public static func parseLocalTime(_ text: String, timeZone: TimeZone = .current) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.isLenient = false
        for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm"] {
            f.dateFormat = format
            if let date = f.date(from: text) { return date }
        }
        return nil
    }
}
