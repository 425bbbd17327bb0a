import LunchStorage
import LunchText

/// One rule of an `opening_hours` value: on which dates, weeks and weekdays it applies,
/// which time spans it gives, and whether it opens, closes or leaves the state unknown.
struct OpeningHoursRule: Equatable {
    enum Joiner: Equatable { case normal, additional, fallback }
    enum State: Equatable { case open, closed, unknown }

    /// A date range within a year: from month/day to month/day (inclusive, may wrap), or
    /// one day counted from Easter Sunday.
    struct DateRange: Equatable {
        var from: (month: Int, day: Int)
        var to: (month: Int, day: Int)
        var year: Int?
        var easterOffset: Int?

        static func == (a: DateRange, b: DateRange) -> Bool {
            a.from == b.from && a.to == b.to && a.year == b.year && a.easterOffset == b.easterOffset
        }

        func contains(_ d: OpeningHoursDay) -> Bool {
            if let year, year != d.year { return false }
            if let easterOffset { return d.daysAfterEaster == easterOffset }
            let v = d.month * 100 + d.day, lo = from.month * 100 + from.day, hi = to.month * 100 + to.day
            return lo <= hi ? (lo...hi).contains(v) : (v >= lo || v <= hi)
        }
    }

    /// ISO weeks `from`…`to` (may wrap the year end), every `step`th.
    struct WeekRange: Equatable {
        var from: Int
        var to: Int
        var step = 1

        func contains(_ week: Int) -> Bool {
            if from <= to { return (from...to).contains(week) && (week - from) % step == 0 }
            return week >= from || week <= to
        }
    }

    /// Minutes after the day's midnight; `end` may pass 24:00. `unknown` spans are the
    /// guessed part of an open end.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var unknown = false
        /// The known part of an open end (`18:00+`): open, closing time not given.
        var openEnd = false
    }

    var joiner: Joiner = .normal
    var dates: [DateRange] = []
    var weeks: [WeekRange] = []
    /// Empty with no other weekday selector: every day.
    var weekdays: Set<Int> = []
    /// The nth weekdays of the month (`Su[1]`, `Fr[-1]`): weekday → counts (negative from the end).
    var nthWeekdays: [Int: Set<Int>] = [:]
    var publicHoliday = false
    var schoolHoliday = false
    /// Empty with `state == .open`: all day.
    var spans: [Span] = []
    var state: State = .open

    var mentionsHolidays: Bool { publicHoliday || schoolHoliday }

    /// Whether the rule's selectors take the day; `holiday` says whether it is a public holiday.
    /// School holidays are not known, so a rule for `SH` alone never applies.
    func applies(_ d: OpeningHoursDay, holiday: Bool) -> Bool {
        if !dates.isEmpty, !dates.contains(where: { $0.contains(d) }) { return false }
        if !weeks.isEmpty, !weeks.contains(where: { $0.contains(d.isoWeek) }) { return false }
        let hasWeekdaySelector = !weekdays.isEmpty || !nthWeekdays.isEmpty || publicHoliday || schoolHoliday
        guard hasWeekdaySelector else { return true }
        if weekdays.contains(d.weekday) { return true }
        if let counts = nthWeekdays[d.weekday] {
            let n = (d.day - 1) / 7 + 1, fromEnd = -((d.daysInMonth - d.day) / 7 + 1)
            if counts.contains(n) || counts.contains(fromEnd) { return true }
        }
        return publicHoliday && holiday
    }

    /// The spans this rule gives on a day it applies to.
    var effectiveSpans: [Span] {
        spans.isEmpty ? [Span(start: 0, end: 24 * 60)] : spans
    }
}
