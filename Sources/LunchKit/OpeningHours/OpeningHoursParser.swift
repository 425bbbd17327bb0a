/// Reads an `opening_hours` value into rules; nil for anything it cannot read surely
/// (sunrise, week numbers, easter, nth weekdays, free text), so the answer is `unknown`.
enum OpeningHoursParser {
    static func parse(_ text: String) -> [OpeningHoursRule]? {
        let tokens = OpeningHoursToken.tokenize(text)
        guard !tokens.isEmpty else { return nil }
        for t in tokens { if case .unsupported = t { return nil } }
        var cursor = Cursor(tokens: tokens)
        var rules: [OpeningHoursRule] = []
        var joiner = OpeningHoursRule.Joiner.normal
        while !cursor.atEnd {
            var rule = OpeningHoursRule()
            rule.joiner = joiner
            guard cursor.parseRule(into: &rule) else { return nil }
            rules.append(rule)
            guard let next = cursor.next() else { break }
            switch next {
            case .semicolon: joiner = .normal
            case .comma: joiner = .additional
            case .fallback: joiner = .fallback
            default: return nil
            }
            while cursor.peek == .semicolon { cursor.index += 1 }  // `;;` or a trailing `;`
        }
        return rules.isEmpty ? nil : rules
    }

    struct Cursor {
        let tokens: [OpeningHoursToken]
        var index = 0

        var atEnd: Bool { index >= tokens.count }
        var peek: OpeningHoursToken? { index < tokens.count ? tokens[index] : nil }
        func peek(_ offset: Int) -> OpeningHoursToken? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }
        mutating func next() -> OpeningHoursToken? {
            defer { index += 1 }
            return peek
        }

        mutating func parseRule(into rule: inout OpeningHoursRule) -> Bool {
            let start = index
            guard parseDates(into: &rule), parseWeekdays(into: &rule) else { return false }
            if peek == .always { index += 1 }
            guard parseTimes(into: &rule) else { return false }
            if case .state(let s)? = peek {
                index += 1
                rule.state = s == "open" ? .open : (s == "unknown" ? .unknown : .closed)
            }
            if peek == .comment { index += 1 }
            return index > start
        }

        private mutating func parseDates(into rule: inout OpeningHoursRule) -> Bool {
            while true {
                var year: Int?
                if case .number(let y)? = peek, y >= 1900, case .month? = peek(1) {
                    year = y
                    index += 1
                }
                guard case .month(let m)? = peek else { return true }
                index += 1
                var from = (month: m, day: 1), to = (month: m, day: 31)
                if case .number(let d)? = peek, (1...31).contains(d) {
                    index += 1
                    from.day = d
                    to.day = d
                }
                if peek == .dash {
                    index += 1
                    if case .month(let m2)? = peek {
                        index += 1
                        to = (m2, 31)
                        if case .number(let d2)? = peek, (1...31).contains(d2) { index += 1; to.day = d2 }
                    } else if case .number(let d2)? = peek, (1...31).contains(d2) {
                        index += 1
                        to = (from.month, d2)
                    } else {
                        return false
                    }
                }
                rule.dates.append(.init(from: from, to: to, year: year))
                guard peek == .comma, case .month? = peek(1) else { return true }
                index += 1
            }
        }

        private mutating func parseWeekdays(into rule: inout OpeningHoursRule) -> Bool {
            var sawWeekday = false, sawHoliday = false
            while true {
                if case .weekday(let a)? = peek {
                    index += 1
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
                    sawWeekday = true
                } else if peek == .holiday {
                    index += 1
                    sawHoliday = true
                } else {
                    break
                }
                guard peek == .comma else { break }
                if case .weekday? = peek(1) { index += 1; continue }
                if peek(1) == .holiday { index += 1; continue }
                break
            }
            rule.mentionsHolidays = sawHoliday
            rule.holidaysOnly = sawHoliday && !sawWeekday
            return true
        }

        private mutating func parseTimes(into rule: inout OpeningHoursRule) -> Bool {
            while case .time(let start)? = peek {
                index += 1
                if peek == .plus {
                    index += 1
                    rule.spans.append(.init(start: start, end: nil))
                } else {
                    guard peek == .dash, case .time(var end)? = peek(1) else { return false }
                    index += 2
                    if end <= start { end += 24 * 60 }
                    var span = OpeningHoursRule.Span(start: start, end: end)
                    if peek == .plus { index += 1; span.end = nil }
                    rule.spans.append(span)
                }
                guard peek == .comma, case .time? = peek(1) else { return true }
                index += 1
            }
            return true
        }
    }
}
