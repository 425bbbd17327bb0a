import Foundation
import LunchStorage
import LunchText

/// An evaluator for OpenStreetMap `opening_hours` (there is no Swift library for it):
/// weekday ranges and lists, nth weekdays (`Su[1]`, `Fr[-1]`), several spans, spans past
/// midnight, `24/7`, `off`/`closed`, open ends, month, month-day and Easter dates, ISO
/// weeks, public holidays (`PH`) from a calendar, `;` (normal), `,` (additional) and `||`
/// (fallback) rules. A later normal rule that names a day replaces that day, including
/// what an earlier rule spilled into it past midnight, and a later rule's spill-over does
/// not reach a day earlier rules gave hours unless it adds with `,` (as opening-hours-rs
/// reads it). School holidays (`SH`) are not known (no calendar is shipped): a day may or
/// may not be one, so wherever an `SH` rule would change the answer it is unknown.
public struct OpeningHours: Sendable {
    let rules: [OpeningHoursRule]
    /// The value has PH/SH rules.
    public let mentionsHolidays: Bool
    let mentionsPublicHolidays: Bool
    let mentionsSchoolHolidays: Bool

    public init?(_ text: String) {
        guard let rules = OpeningHoursParser.parse(text) else { return nil }
        self.rules = rules
        mentionsPublicHolidays = rules.contains { $0.publicHoliday }
        mentionsSchoolHolidays = rules.contains { $0.schoolHoliday }
        mentionsHolidays = mentionsPublicHolidays || mentionsSchoolHolidays
    }

    /// Evaluates a raw value; `unknown` when it is missing or cannot be read.
    public static func status(of text: String?, at date: Date, calendar: Calendar,
                              holidays: PublicHolidays = .unknown) -> OpenStatus {
        guard let text, let hours = OpeningHours(text) else { return .unknown }
        return hours.status(at: date, calendar: calendar, holidays: holidays)
    }

    /// Whether the holiday hours of this value are checked with `holidays`: false when it
    /// mentions school holidays, or public holidays and the calendar is not known.
    public func holidaysChecked(with holidays: PublicHolidays) -> Bool {
        !mentionsSchoolHolidays && (!mentionsPublicHolidays || holidays.isKnown)
    }

    enum Kind { case open, unknown }

    struct Interval: Equatable {
        var start: Int
        var end: Int
        var kind: Kind
        var openEnd = false
        var comment: String?
    }

    public func status(at date: Date, calendar: Calendar, holidays: PublicHolidays = .unknown) -> OpenStatus {
        let midnight = calendar.startOfDay(for: date)
        // Wall-clock minutes, not minutes elapsed: on the days the clocks change, 12:00 is
        // not 720 minutes after midnight.
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let now = (c.hour ?? 0) * 60 + (c.minute ?? 0)
        /// The moment of a wall-clock time `minutes` from today's midnight (days on).
        func moment(_ minutes: Int) -> Date {
            let day = calendar.date(byAdding: .day, value: minutes / 1440, to: midnight) ?? midnight
            let m = minutes % 1440
            return calendar.date(bySettingHour: m / 60, minute: m % 60, second: 0, of: day)
                ?? day.addingTimeInterval(Double(m) * 60)
        }
        let today = OpeningHoursDay(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1)
        var intervals: [Interval] = []
        for k in 0...7 {
            for i in intervalsOn(today.adding(days: k), holidays: holidays) {
                intervals.append(Interval(start: i.start + k * 1440, end: i.end + k * 1440, kind: i.kind, openEnd: i.openEnd,
                                          comment: i.comment))
            }
        }
        if let doubt = intervals.first(where: { $0.kind == .unknown && $0.start <= now && now < $0.end }) {
            return doubt.comment.map { .unknownWithComment($0) } ?? .unknown
        }
        let open = intervals.filter { $0.kind == .open }.sorted { $0.start < $1.start }
        if let current = open.first(where: { $0.start <= now && now < $0.end }) {
            // Follow touching or overlapping spans to the real closing time.
            var end = current.end, openEnd = current.openEnd
            var extended = true
            while extended {
                extended = false
                for i in open where i.start <= end && i.end > end {
                    end = i.end
                    openEnd = i.openEnd
                    extended = true
                }
            }
            let unknownNext = intervals.contains { $0.kind == .unknown && $0.start <= end && end < $0.end }
            if openEnd || unknownNext || end >= 8 * 1440 { return .open(closes: nil) }
            return .open(closes: moment(end))
        }
        if let next = open.first(where: { $0.start > now }) {
            // A doubtful span before it (a sunset, an unknown day) may open it sooner.
            let doubt = intervals.contains { $0.kind == .unknown && $0.end > now && $0.start < next.start }
            return .closed(opens: doubt ? nil : moment(next.start))
        }
        return .closed(opens: nil)
    }

    /// The spans in force on one day (within its 24 hours), after applying the rules in
    /// order; where it is not known whether the day (or the day before) is a public
    /// holiday and the answer depends on it, the span is unknown.
    func intervalsOn(_ day: OpeningHoursDay, holidays: PublicHolidays) -> [Interval] {
        guard mentionsHolidays else { return intervalsOn(day, holiday: .none, dayBefore: .none) }
        let yesterday = day.adding(days: -1)
        let before = mentionsPublicHolidays ? holidays.isHoliday(yesterday).map { [$0] } ?? [false, true] : [false]
        let on = mentionsPublicHolidays ? holidays.isHoliday(day).map { [$0] } ?? [false, true] : [false]
        // No school-holiday calendar: every day may or may not be one.
        let school = mentionsSchoolHolidays ? [false, true] : [false]
        var readings: [[Interval]] = []
        for b in before { for o in on { for sb in school { for so in school {
            readings.append(intervalsOn(day, holiday: HolidayKinds(public: o, school: so),
                                        dayBefore: HolidayKinds(public: b, school: sb)))
        } } } }
        return IntervalSweep.agreement(of: readings)
    }

    func intervalsOn(_ day: OpeningHoursDay, holiday: HolidayKinds, dayBefore: HolidayKinds) -> [Interval] {
        let yesterday = day.adding(days: -1)
        var result: [Interval] = []
        var anyApplied = false
        for rule in rules {
            let today = rule.applies(day, holiday: holiday)
            let spill = rule.applies(yesterday, holiday: dayBefore) && rule.spans.contains { $0.end > 1440 }
            guard today || spill else { continue }
            if rule.joiner == .fallback && anyApplied { continue }
            // What a rule spills past midnight into a day that earlier rules already gave
            // hours is dropped, unless the rule adds to them (`,`).
            if !today && rule.joiner != .additional && !result.isEmpty { continue }
            var spans: [Interval] = []
            func kind(_ s: OpeningHoursRule.Span) -> Kind { rule.state == .unknown || s.unknown ? .unknown : .open }
            if today {
                for s in rule.effectiveSpans where s.start < 1440 {
                    spans.append(Interval(start: s.start, end: min(s.end, 1440), kind: kind(s), openEnd: s.openEnd && s.end <= 1440,
                                          comment: rule.comment))
                }
            }
            if spill {
                for s in rule.spans where s.end > 1440 {
                    spans.append(Interval(start: max(s.start - 1440, 0), end: min(s.end - 1440, 1440), kind: kind(s),
                                          openEnd: s.openEnd && s.end <= 2880, comment: rule.comment))
                }
            }
            let resets = today && rule.joiner != .additional
            switch (resets, rule.state) {
            case (true, .closed) where rule.spans.isEmpty:
                result = []
            case (_, .closed):
                result = subtract(spans, from: result)
            case (true, _):
                result = spans
            case (false, _):
                result += spans
            }
            anyApplied = anyApplied || today
        }
        return result
    }

    /// The intervals with the cuts taken out (made unknown where a cut is unknown).
    private func subtract(_ cuts: [Interval], from intervals: [Interval]) -> [Interval] {
        var out = intervals
        for cut in cuts {
            out = out.flatMap { i -> [Interval] in
                guard cut.start < i.end, cut.end > i.start else { return [i] }
                var pieces: [Interval] = []
                if i.start < cut.start { pieces.append(Interval(start: i.start, end: cut.start, kind: i.kind, comment: i.comment)) }
                // A closure whose bounds are not known (`Su sunset-22:00 off`) leaves doubt, not closed.
                if cut.kind == .unknown { pieces.append(Interval(start: max(i.start, cut.start), end: min(i.end, cut.end), kind: .unknown)) }
                if cut.end < i.end { pieces.append(Interval(start: cut.end, end: i.end, kind: i.kind, openEnd: i.openEnd, comment: i.comment)) }
                return pieces
            }
        }
        return out
    }
}
