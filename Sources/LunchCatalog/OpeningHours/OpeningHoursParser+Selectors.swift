import LunchStorage
import LunchText

/// The selectors of one rule: dates (months, month days, Easter), ISO weeks, weekdays
/// (ranges, lists, nth of the month, PH/SH) and times (spans, open ends).
extension OpeningHoursParser.Cursor {
    /// `2024`, `2023-2024`, `2020-2030/2`, `2025+`, lists of them: years not followed by a month.
    mutating func parseYears(into rule: inout OpeningHoursRule) -> Bool {
        while let y = year(at: 0), !startsDate(peek(1)) {
            index += 1
            var range = OpeningHoursRule.YearRange(from: y, to: y)
            if peek == .plus {
                index += 1
                range.to = nil
            } else if peek == .dash, let y2 = year(at: 1) {
                guard y2 >= y else { return false }
                index += 2
                range.to = y2
                guard let step = step(in: 1...1000) else { return false }
                range.step = step
            }
            rule.years.append(range)
            guard peek == .comma, year(at: 1) != nil else { return true }
            index += 1
        }
        return true
    }

    /// A year (1900…9999) `offset` tokens on.
    private func year(at offset: Int) -> Int? {
        guard case .number(let y)? = peek(offset), (1900...9999).contains(y) else { return nil }
        return y
    }

    private func startsDate(_ t: OpeningHoursToken?) -> Bool { t == .easter || isMonth(t) }

    mutating func parseDates(into rule: inout OpeningHoursRule) -> Bool {
        while true {
            var year: Int?
            if let y = self.year(at: 0), startsDate(peek(1)) {
                year = y
                index += 1
            }
            guard let from = datePoint() else { return year == nil }
            var range = OpeningHoursRule.DateRange(from: from, to: from, year: year)
            if case .monthDay(let m, let d) = from, d == 0 {
                range.from = .monthDay(month: m, day: 1)
                range.to = .monthDay(month: m, day: 31)
            }
            if peek == .dash {
                index += 1
                if let y2 = self.year(at: 0), startsDate(peek(1)) {
                    range.toYear = y2
                    index += 1
                }
                if let to = datePoint() {
                    if case .monthDay(let m, let d) = to, d == 0 { range.to = .monthDay(month: m, day: 31) } else { range.to = to }
                } else if case .monthDay(let m, _) = from, range.toYear == nil, let d2 = number(in: 1...31) {
                    range.to = .monthDay(month: m, day: d2)
                } else {
                    return false
                }
            }
            rule.dates.append(range)
            guard peek == .comma, startsDate(peek(1)) || (self.year(at: 1) != nil && startsDate(peek(2))) else { return true }
            index += 1
        }
    }

    /// `Mar` (day 0: the whole month), `Mar 01`, `easter`, `easter -2 days`; nil for anything else.
    private mutating func datePoint() -> OpeningHoursRule.DatePoint? {
        if peek == .easter {
            index += 1
            return .easter(offset: dayOffset())
        }
        guard case .month(let m)? = peek else { return nil }
        index += 1
        return .monthDay(month: m, day: number(in: 1...31) ?? 0)
    }

    private func isMonth(_ t: OpeningHoursToken?) -> Bool {
        if case .month? = t { return true }
        return false
    }

    /// `+N day(s)` or `-N day(s)`; 0 when there is none.
    mutating func dayOffset() -> Int {
        guard peek == .plus || peek == .dash, case .number(let n)? = peek(1), n <= 366, peek(2) == .day else { return 0 }
        let sign = peek == .dash ? -1 : 1
        index += 3
        return sign * n
    }

    /// `week 29`, `week 01-53/2`, `week 1,3,10-12`.
    mutating func parseWeeks(into rule: inout OpeningHoursRule) -> Bool {
        guard peek == .week else { return true }
        index += 1
        while true {
            guard let from = number(in: 1...53) else { return false }
            var range = OpeningHoursRule.WeekRange(from: from, to: from)
            if peek == .dash {
                index += 1
                guard let to = number(in: 1...53) else { return false }
                range.to = to
                guard let step = step(in: 1...53) else { return false }
                range.step = step
            }
            rule.weeks.append(range)
            guard peek == .comma, case .number? = peek(1) else { return true }
            index += 1
        }
    }

    mutating func parseWeekdays(into rule: inout OpeningHoursRule) -> Bool {
        while true {
            if case .weekday(let a)? = peek {
                index += 1
                if peek == .open {
                    guard let counts = nthCounts() else { return false }
                    rule.nthWeekdays.append(.init(weekday: a, counts: counts, offset: dayOffset()))
                } else {
                    var b = a
                    if peek == .dash {
                        guard case .weekday(let end)? = peek(1) else { return false }
                        index += 2
                        b = end
                    }
                    var d = a
                    while true {
                        rule.weekdays.insert(d)
                        if d == b { break }
                        d = (d + 1) % 7
                    }
                }
            } else if peek == .publicHoliday {
                index += 1
                rule.publicHoliday = true
            } else if peek == .schoolHoliday {
                index += 1
                rule.schoolHoliday = true
            } else {
                break
            }
            guard peek == .comma else { break }
            if case .weekday? = peek(1) { index += 1; continue }
            if peek(1) == .publicHoliday || peek(1) == .schoolHoliday { index += 1; continue }
            break
        }
        return true
    }

    /// `[1]`, `[-1]`, `[1,3]`, `[1-2]`: which of the month's weekdays.
    private mutating func nthCounts() -> Set<Int>? {
        index += 1
        var counts: Set<Int> = []
        while true {
            var sign = 1
            if peek == .dash { sign = -1; index += 1 }
            guard let n = number(in: 1...5) else { return nil }
            if sign == 1, peek == .dash, case .number? = peek(1) {
                index += 1
                guard let m = number(in: n...5) else { return nil }
                counts.formUnion(n...m)
            } else {
                counts.insert(sign * n)
            }
            if peek == .comma { index += 1; continue }
            guard peek == .close else { return nil }
            index += 1
            return counts
        }
    }

    mutating func parseTimes(into rule: inout OpeningHoursRule) -> Bool {
        while startsTime(at: 0) {
            guard let start = timePoint() else { return false }
            if peek == .plus, !start.variable {
                index += 1
                rule.spans += Self.openEnd(from: start.minutes, knownUntil: max(start.minutes, 24 * 60))
                rule.times.append(start.text + "+")
            } else {
                guard peek == .dash else { return false }
                index += 1
                guard let end = timePoint() else { return false }
                var text = start.text + "-" + end.text
                if start.variable || end.variable {
                    rule.spans.append(Self.variableSpan(start, end))
                    if peek == .plus { index += 1 }
                } else {
                    let end = end.minutes <= start.minutes ? end.minutes + 24 * 60 : end.minutes
                    rule.spans.append(.init(start: start.minutes, end: end))
                    if peek == .plus {
                        index += 1
                        rule.spans += Self.openEnd(from: end, knownUntil: end)
                        text += "+"
                    }
                }
                rule.times.append(text)
            }
            guard peek == .comma, startsTime(at: 1) else { return true }
            index += 1
        }
        return true
    }

    private func startsTime(at offset: Int) -> Bool {
        if case .time? = peek(offset) { return true }
        return peek(offset)?.variableEvent != nil || peek(offset) == .leftParen
    }

    /// A time, or a variable one (`sunset`, `(sunrise+01:00)`) whose minutes are not known;
    /// `text` is it in the normal form (`09:00`, `(sunset-01:00)`).
    private mutating func timePoint() -> (minutes: Int, variable: Bool, text: String)? {
        if case .time(let m)? = peek { index += 1; return (m, false, OpeningHoursRule.clock(m)) }
        if let event = peek?.variableEvent { index += 1; return (0, true, event) }
        if peek == .leftParen, let event = peek(1)?.variableEvent, peek(2) == .plus || peek(2) == .dash,
           case .time(let m)? = peek(3), peek(4) == .rightParen {
            let text = "(\(event)\(peek(2) == .plus ? "+" : "-")\(OpeningHoursRule.clock(m)))"
            index += 5
            return (0, true, text)
        }
        return nil
    }

    /// A span with a variable end (sunrise, sunset, dawn, dusk): unknown wherever it could
    /// reach, which is its day (from a fixed start on), or up to a fixed end the next
    /// morning, or to the next noon for a morning event after an afternoon start.
    static func variableSpan(_ start: (minutes: Int, variable: Bool, text: String),
                             _ end: (minutes: Int, variable: Bool, text: String)) -> OpeningHoursRule.Span {
        let from = start.variable ? 0 : start.minutes
        let to: Int
        if !end.variable {
            to = end.minutes < 12 * 60 ? end.minutes + 24 * 60 : end.minutes
        } else {
            to = !start.variable && start.minutes >= 12 * 60 ? 36 * 60 : 24 * 60
        }
        return .init(start: from, end: to, unknown: true)
    }

    /// An open end from `start`: open until `knownUntil` (midnight for `18:00+`), then
    /// unknown until the closing time the specification guesses (midnight when it opens
    /// before 17:00, ten hours after 17:00–21:59, eight hours after 22:00 or later).
    static func openEnd(from start: Int, knownUntil: Int) -> [OpeningHoursRule.Span] {
        let guess = start < 17 * 60 ? 24 * 60 : start + (start < 22 * 60 ? 600 : 480)
        var spans: [OpeningHoursRule.Span] = []
        if knownUntil > start { spans.append(.init(start: start, end: knownUntil, openEnd: true)) }
        if guess > knownUntil { spans.append(.init(start: knownUntil, end: guess, unknown: true)) }
        return spans
    }

    /// A range's `/N` step when one follows (1 without it); nil when the number is not in `range`.
    private mutating func step(in range: ClosedRange<Int>) -> Int? {
        guard peek == .slash else { return 1 }
        index += 1
        return number(in: range)
    }
}
