import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The team's recency window (`team recency`, 28 days by default) and when the team last
/// went to each place within it, counted to a day: what lists, `show` and `today` say
/// ("team: 3 days ago"), what `untried` leaves out and what `pick --team` weighs.
public struct TeamRecency: Sendable, Hashable {
    public static let defaultWindow = 28

    /// Days, 1–365.
    public var window: Int
    /// By place id: the last day (`YYYY-MM-DD`) the team went there.
    public var lastVisits: [String: String]
    /// The day the days are counted to (`YYYY-MM-DD`).
    public var today: String

    public init(window: Int, lastVisits: [String: String], today: String) {
        self.window = window
        self.lastVisits = lastVisits
        self.today = today
    }

    /// The last visit of a place: its day and how many days before `today` (0: today); nil
    /// when the team did not go there within the window (a saved snapshot may be older).
    public func lastVisit(_ id: String) -> (day: String, days: Int)? {
        guard let day = lastVisits[id], let days = Self.days(from: day, to: today), (0...window).contains(days) else {
            return nil
        }
        return (day, days)
    }

    /// The places visited within the window.
    public var visited: Set<String> { Set(lastVisits.keys.filter { lastVisit($0) != nil }) }

    /// Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier); nil
    /// for a text that is not such a day.
    public static func days(from: String, to: String) -> Int? {
        guard let a = dayNumber(from), let b = dayNumber(to) else { return nil }
        return b - a
    }

    /// Days since 1970-01-01 of a `YYYY-MM-DD` (the proleptic Gregorian calendar).
    static func dayNumber(_ text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        return CivilDay.number(year: y, month: m, day: d)
    }

    /// The local day (`YYYY-MM-DD`) of a moment, on the machine's clock.
    public static func day(of date: Date, in zone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }
}

extension TeamSnapshot {
    /// The recency window and last visits of this snapshot, counted to `today`.
    public func recency(today: String) -> TeamRecency {
        TeamRecency(window: recencyDays ?? TeamRecency.defaultWindow, lastVisits: lastVisits, today: today)
    }
}
