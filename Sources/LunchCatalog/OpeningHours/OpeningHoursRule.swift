import LunchStorage
import LunchText

/// One rule of an `opening_hours` value: on which dates, weeks and weekdays it applies,
/// which time spans it gives, and whether it opens, closes or leaves the state unknown.
struct OpeningHoursRule: Equatable {
    enum Joiner: Equatable { case normal, additional, fallback }
    enum State: Equatable { case open, closed, unknown }

    /// One end of a date range: a month day, or a day counted from Easter Sunday.
    enum DatePoint: Equatable {
        case monthDay(month: Int, day: Int)
        case easter(offset: Int)

        /// The point's day number in `year` (a 31st past the month's end is its last day).
        func dayNumber(in year: Int) -> Int {
            switch self {
            case .monthDay(let m, let d):
                return OpeningHoursDay.dayNumber(year, m, min(d, OpeningHoursDay.daysIn(month: m, year: year)))
            case .easter(let offset):
                let e = OpeningHoursDay.easter(year)
                return OpeningHoursDay.dayNumber(year, e.month, e.day) + offset
            }
        }
    }

    /// A date range (inclusive): within every year (may wrap the year end), or, when the
    /// start names a year (`2024 Nov 18-2024 Dec 02`, `2025 Dec 23-2026 Jan 07`), once.
    struct DateRange: Equatable {
        var from: DatePoint
        var to: DatePoint
        var year: Int?
        var toYear: Int?

        func contains(_ d: OpeningHoursDay) -> Bool {
            let n = OpeningHoursDay.dayNumber(d.year, d.month, d.day)
            if let year {
                let start = from.dayNumber(in: year)
                var end = to.dayNumber(in: toYear ?? year)
                if toYear == nil, end < start { end = to.dayNumber(in: year + 1) }
                return start <= n && n <= end
            }
            let start = from.dayNumber(in: d.year), end = to.dayNumber(in: d.year)
            return start <= end ? (start <= n && n <= end) : (n >= start || n <= end)
        }
    }

    /// Years `from`…`to` (nil: every year after), every `step`th.
    struct YearRange: Equatable {
        var from: Int
        var to: Int?
        var step = 1

        func contains(_ year: Int) -> Bool {
            year >= from && (to.map { year <= $0 } ?? true) && (year - from) % step == 0
        }
    }

    /// The nth weekdays of the month (`Su[1]`, `Fr[-1]`; negative counts from the end),
    /// moved by `offset` days (`Fr[2] -1 day`).
    struct NthWeekday: Equatable {
        var weekday: Int
        var counts: Set<Int>
        var offset = 0

        func contains(_ d: OpeningHoursDay) -> Bool {
            let base = d.adding(days: -offset)
            guard base.weekday == weekday else { return false }
            let n = (base.day - 1) / 7 + 1, fromEnd = -((base.daysInMonth - base.day) / 7 + 1)
            return counts.contains(n) || counts.contains(fromEnd)
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
    var years: [YearRange] = []
    var dates: [DateRange] = []
    var weeks: [WeekRange] = []
    /// Empty with no other weekday selector: every day.
    var weekdays: Set<Int> = []
    var nthWeekdays: [NthWeekday] = []
    var publicHoliday = false
    var schoolHoliday = false
    /// Empty with `state == .open`: all day.
    var spans: [Span] = []
    /// The time selectors in the normal form (`11:00-14:00`, `18:00+`, `sunrise-sunset`), for
    /// printing the rule back.
    var times: [String] = []
    var state: State = .open
    /// The rule's comment (`"by appointment"`), shown with an unknown state.
    var comment: String?

    var mentionsHolidays: Bool { publicHoliday || schoolHoliday }

    /// Whether the rule's selectors take the day; `holiday` says whether it is a public or a
    /// school holiday (the evaluator tries both where it is not known).
    func applies(_ d: OpeningHoursDay, holiday: HolidayKinds) -> Bool {
        if !years.isEmpty, !years.contains(where: { $0.contains(d.year) }) { return false }
        if !dates.isEmpty, !dates.contains(where: { $0.contains(d) }) { return false }
        if !weeks.isEmpty, !weeks.contains(where: { $0.contains(d.isoWeek) }) { return false }
        let hasWeekdaySelector = !weekdays.isEmpty || !nthWeekdays.isEmpty || publicHoliday || schoolHoliday
        guard hasWeekdaySelector else { return true }
        if weekdays.contains(d.weekday) { return true }
        if nthWeekdays.contains(where: { $0.contains(d) }) { return true }
        return (publicHoliday && holiday.public) || (schoolHoliday && holiday.school)
    }

    /// The spans this rule gives on a day it applies to.
    var effectiveSpans: [Span] {
        spans.isEmpty ? [Span(start: 0, end: 24 * 60)] : spans
    }
}

/// Whether a day is a public holiday and whether it is a school holiday (as one reading).
struct HolidayKinds: Equatable {
    var `public`: Bool
    var school: Bool

    static let none = HolidayKinds(public: false, school: false)
}
