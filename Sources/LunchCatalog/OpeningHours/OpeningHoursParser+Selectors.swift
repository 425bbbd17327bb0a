import LunchStorage
import LunchText

/// The selectors of one rule: dates (months, month days, Easter), ISO weeks, weekdays
/// (ranges, lists, nth of the month, PH/SH) and times (spans, open ends).
extension OpeningHoursParser.Cursor {
    mutating func parseDates(into rule: inout OpeningHoursRule) -> Bool {
        while true {
            var year: Int?
            if case .number(let y)? = peek, y >= 1900, y <= 9999, peek(1) == .easter || isMonth(peek(1)) {
                year = y
                index += 1
            }
            if peek == .easter {
                index += 1
                guard let offset = easterOffset() else { return false }
                rule.dates.append(.init(from: (0, 0), to: (0, 0), year: year, easterOffset: offset))
            } else if case .month(let m)? = peek {
                index += 1
                guard let range = monthRange(from: m, year: year) else { return false }
                rule.dates.append(range)
            } else {
                return year == nil
            }
            guard peek == .comma, peek(1) == .easter || isMonth(peek(1)) else { return true }
            index += 1
        }
    }

    private func isMonth(_ t: OpeningHoursToken?) -> Bool {
        if case .month? = t { return true }
        return false
    }

    /// `+N day(s)` or `-N day(s)` after `easter`; 0 when there is none.
    private mutating func easterOffset() -> Int? {
        guard peek == .plus || peek == .dash, case .number(let n)? = peek(1), n <= 366, peek(2) == .day else { return 0 }
        let sign = peek == .dash ? -1 : 1
        index += 3
        return sign * n
    }

    /// After a month: `Mar`, `Mar 01`, `Mar-Apr`, `Mar 01-15`, `Mar 01-Apr 15`.
    private mutating func monthRange(from m: Int, year: Int?) -> OpeningHoursRule.DateRange? {
        var from = (month: m, day: 1), to = (month: m, day: 31)
        if let d = number(in: 1...31) {
            from.day = d
            to.day = d
        }
        if peek == .dash {
            index += 1
            if case .month(let m2)? = peek {
                index += 1
                to = (m2, 31)
                if let d2 = number(in: 1...31) { to.day = d2 }
            } else if let d2 = number(in: 1...31) {
                to = (from.month, d2)
            } else {
                return nil
            }
        }
        return .init(from: from, to: to, year: year)
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
                if peek == .slash {
                    index += 1
                    guard let step = number(in: 1...53) else { return false }
                    range.step = step
                }
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
                    rule.nthWeekdays[a, default: []].formUnion(counts)
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
        while case .time(let start)? = peek {
            index += 1
            if peek == .plus {
                index += 1
                rule.spans += Self.openEnd(from: start, knownUntil: max(start, 24 * 60))
            } else {
                guard peek == .dash, case .time(var end)? = peek(1) else { return false }
                index += 2
                if end <= start { end += 24 * 60 }
                rule.spans.append(.init(start: start, end: end))
                if peek == .plus {
                    index += 1
                    rule.spans += Self.openEnd(from: end, knownUntil: end)
                }
            }
            guard peek == .comma, case .time? = peek(1) else { return true }
            index += 1
        }
        return true
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
}
