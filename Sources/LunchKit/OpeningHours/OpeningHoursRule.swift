/// One rule of an `opening_hours` value: on which dates and weekdays it applies, which
/// time spans it gives, and whether it opens, closes or leaves the state unknown.
struct OpeningHoursRule: Equatable {
    enum Joiner: Equatable { case normal, additional, fallback }
    enum State: Equatable { case open, closed, unknown }

    /// A date range within a year: from month/day to month/day (inclusive, may wrap).
    struct DateRange: Equatable {
        var from: (month: Int, day: Int)
        var to: (month: Int, day: Int)
        var year: Int?

        static func == (a: DateRange, b: DateRange) -> Bool {
            a.from == b.from && a.to == b.to && a.year == b.year
        }

        func contains(year y: Int, month: Int, day: Int) -> Bool {
            if let year, year != y { return false }
            let v = month * 100 + day, lo = from.month * 100 + from.day, hi = to.month * 100 + to.day
            return lo <= hi ? (lo...hi).contains(v) : (v >= lo || v <= hi)
        }
    }

    /// Minutes after the day's midnight; `end` may pass 24:00; nil end is an open end.
    struct Span: Equatable {
        var start: Int
        var end: Int?
    }

    var joiner: Joiner = .normal
    var dates: [DateRange] = []
    /// Empty: every day.
    var weekdays: Set<Int> = []
    /// The rule names only holidays (PH/SH), so it does not apply on an ordinary day.
    var holidaysOnly = false
    var mentionsHolidays = false
    /// Empty with `state == .open`: all day.
    var spans: [Span] = []
    var state: State = .open

    func applies(year: Int, month: Int, day: Int, weekday: Int) -> Bool {
        if holidaysOnly { return false }
        if !dates.isEmpty, !dates.contains(where: { $0.contains(year: year, month: month, day: day) }) { return false }
        if !weekdays.isEmpty, !weekdays.contains(weekday) { return false }
        return true
    }

    /// The spans this rule gives on a day it applies to.
    var effectiveSpans: [Span] {
        spans.isEmpty ? [Span(start: 0, end: 24 * 60)] : spans
    }
}
