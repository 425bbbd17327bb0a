import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The time, injected so that `--now`, open-now and tests are deterministic.
public protocol Clock: Sendable {
    func now() -> Date
    /// The moment it is now for a place in `zone`: `now()` for a real clock; for a
    /// wall-clock `--now`, that wall-clock time read in `zone`.
    func now(in zone: TimeZone) -> Date
}

extension Clock {
    public func now(in zone: TimeZone) -> Date { now() }
}

public struct SystemClock: Clock {
    public init() {}
    public func now() -> Date { Date() }
}

/// Always the same moment (`--now`, `LUNCH_NOW`, tests).
public struct FixedClock: Clock {
    public let date: Date
    /// Set when the time was given without an offset: the same wall-clock time at every
    /// place (`--now 2026-11-23T12:00` is noon where each place is).
    public let wallClock: DateComponents?

    public init(_ date: Date) {
        self.date = date
        wallClock = nil
    }

    /// A wall-clock time; `now()` is that time in `machineZone`.
    public init(wallClock: DateComponents, machineZone: TimeZone = .current) {
        self.wallClock = wallClock
        date = Self.calendar(machineZone).date(from: wallClock) ?? Date(timeIntervalSince1970: 0)
    }

    public func now() -> Date { date }

    /// The years `--now` takes: a year of five digits, or one before clocks and the team's
    /// server can agree on, is refused at start (its dates would not read back as
    /// `YYYY-MM-DD`).
    public static let years = 1900...9999

    /// The year the time was given in (the wall-clock's, else the moment's in UTC).
    public var year: Int {
        wallClock?.year ?? Self.calendar(TimeZone(identifier: "UTC")!).component(.year, from: date)
    }

    /// Whether the year given is in `years`, and the moment it makes on this machine is
    /// saved (in UTC) with a year of four digits: `9999-12-31T23:59` west of UTC
    /// (America/Adak) is already the year 10000 there, refused as out of range too.
    public var isInRange: Bool {
        Self.years.contains(year)
            && Self.calendar(TimeZone(identifier: "UTC")!).component(.year, from: date) <= Self.years.upperBound
    }

    public func now(in zone: TimeZone) -> Date {
        guard let wallClock else { return date }
        return Self.calendar(zone).date(from: wallClock) ?? date
    }

    /// `--now`: `YYYY-MM-DDTHH:MM` (or with `:SS`, or a space for the `T`) is a wall-clock
    /// time at each place; with `Z` or an offset (`+05:00`) it is one moment everywhere.
    /// Digits are ASCII only: the formatter would read `２０２６` (fullwidth) as 2026.
    public static func parse(_ text: String, machineZone: TimeZone = .current) -> FixedClock? {
        guard text.allSatisfy(\.isASCII) else { return nil }
        let utc = TimeZone(identifier: "UTC")!
        if let moment = read(text, formats: ["yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX",
                                             "yyyy-MM-dd HH:mmXXXXX"], in: utc) {
            return FixedClock(moment)
        }
        // Read in UTC, which has no gaps, so a time that a DST change skips on this
        // machine is still a time at places elsewhere.
        guard let date = parseLocalTime(text, timeZone: utc) else { return nil }
        let parts = calendar(utc).dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return FixedClock(wallClock: parts, machineZone: machineZone)
    }

    /// Reads `YYYY-MM-DDTHH:MM` (or with `:SS`) as a local time.
    public static func parseLocalTime(_ text: String, timeZone: TimeZone = .current) -> Date? {
        guard text.allSatisfy(\.isASCII) else { return nil }
        return read(text, formats: ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm"], in: timeZone)
    }

    private static func read(_ text: String, formats: [String], in timeZone: TimeZone) -> Date? {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.isLenient = false
        for format in formats {
            f.dateFormat = format
            if let date = f.date(from: text) { return date }
        }
        return nil
    }

    private static func calendar(_ zone: TimeZone) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = zone
        return c
    }
}
