import Foundation

/// An evaluator for OpenStreetMap `opening_hours` (there is no Swift library for it):
/// weekday ranges and lists, several spans, spans past midnight, `24/7`, `off`/`closed`,
/// open ends, month and date ranges, `;` (normal), `,` (additional) and `||` (fallback)
/// rules. Public-holiday rules are taken as not applying on an ordinary day.
public struct OpeningHours: Sendable {
    let rules: [OpeningHoursRule]
    /// The value has PH/SH rules; holiday hours were not checked.
    public let mentionsHolidays: Bool

    public init?(_ text: String) {
        guard let rules = OpeningHoursParser.parse(text) else { return nil }
        self.rules = rules
        mentionsHolidays = rules.contains { $0.mentionsHolidays }
    }

    /// Evaluates a raw value; `unknown` when it is missing or cannot be read.
    public static func status(of text: String?, at date: Date, calendar: Calendar) -> OpenStatus {
        guard let text, let hours = OpeningHours(text) else { return .unknown }
        return hours.status(at: date, calendar: calendar)
    }

    enum Kind { case open, unknown }

    struct Interval {
        var start: Int
        var end: Int
        var openEnd: Bool
        var kind: Kind
    }

    public func status(at date: Date, calendar: Calendar) -> OpenStatus {
        let midnight = calendar.startOfDay(for: date)
        let now = Int(date.timeIntervalSince(midnight) / 60)
        var intervals: [Interval] = []
        for k in -1...7 {
            guard let day = calendar.date(byAdding: .day, value: k, to: midnight) else { continue }
            let c = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
            let weekday = ((c.weekday ?? 1) + 5) % 7
            for i in intervalsOn(year: c.year ?? 0, month: c.month ?? 1, day: c.day ?? 1, weekday: weekday) {
                intervals.append(Interval(start: i.start + k * 1440, end: i.end + k * 1440, openEnd: i.openEnd, kind: i.kind))
            }
        }
        if intervals.contains(where: { $0.kind == .unknown && $0.start <= now && now < $0.end }) { return .unknown }
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
            if openEnd || end >= 7 * 1440 { return .open(closes: nil) }
            return .open(closes: midnight.addingTimeInterval(Double(end) * 60))
        }
        if let next = open.first(where: { $0.start > now }) {
            return .closed(opens: midnight.addingTimeInterval(Double(next.start) * 60))
        }
        return .closed(opens: nil)
    }

    /// The spans in force on one day, after applying the rules in order.
    func intervalsOn(year: Int, month: Int, day: Int, weekday: Int) -> [Interval] {
        var result: [Interval] = []
        var anyApplied = false
        for rule in rules {
            guard rule.applies(year: year, month: month, day: day, weekday: weekday) else { continue }
            if rule.joiner == .fallback && anyApplied { continue }
            let spans = rule.effectiveSpans.map {
                Interval(start: $0.start, end: $0.end ?? max($0.start, 24 * 60), openEnd: $0.end == nil,
                         kind: rule.state == .unknown ? .unknown : .open)
            }
            switch (rule.joiner, rule.state) {
            case (.normal, .closed) where !rule.spans.isEmpty, (.additional, .closed), (.fallback, .closed):
                result = subtract(spans, from: result)
            case (.normal, .closed):
                result = []
            case (.normal, _), (.fallback, _):
                result = spans
            case (.additional, _):
                result += spans
            }
            anyApplied = true
        }
        return result
    }

    private func subtract(_ cuts: [Interval], from intervals: [Interval]) -> [Interval] {
        var out = intervals
        for cut in cuts {
            out = out.flatMap { i -> [Interval] in
                guard cut.start < i.end, cut.end > i.start else { return [i] }
                var pieces: [Interval] = []
                if i.start < cut.start { pieces.append(Interval(start: i.start, end: cut.start, openEnd: false, kind: i.kind)) }
                if cut.end < i.end { pieces.append(Interval(start: cut.end, end: i.end, openEnd: i.openEnd, kind: i.kind)) }
                return pieces
            }
        }
        return out
    }
}
