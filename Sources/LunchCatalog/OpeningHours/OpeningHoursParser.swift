import Foundation
import LunchStorage
import LunchText

/// Reads an `opening_hours` value into rules; nil for anything it cannot read surely
/// (offsets on holidays, free text), so the answer is `unknown`. Variable times (sunrise,
/// sunset, dawn, dusk) are read as spans whose state is unknown.
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
        /// A number, taken.
        mutating func number(in range: ClosedRange<Int>) -> Int? {
            guard case .number(let n)? = peek, range.contains(n) else { return nil }
            index += 1
            return n
        }

        mutating func parseRule(into rule: inout OpeningHoursRule) -> Bool {
            let start = index
            guard parseYears(into: &rule), parseDates(into: &rule), parseWeeks(into: &rule) else { return false }
            if peek == .colon, index > start { index += 1 }  // `Jan-Dec: Mo-Sa …`
            let beforeWeekdays = index
            guard parseWeekdays(into: &rule) else { return false }
            if peek == .colon, index > beforeWeekdays { index += 1 }  // `Mo-Fr: 10:00-18:00`
            if peek == .always { index += 1 }
            guard parseTimes(into: &rule) else { return false }
            var stated = false
            if case .state(let s)? = peek {
                index += 1
                stated = true
                rule.state = s == "open" ? .open : (s == "unknown" ? .unknown : .closed)
            }
            if case .comment(let text)? = peek {
                // A comment as the only modifier says nothing sure: unknown, with the
                // comment to show (as opening_hours.js and KOpeningHours read it).
                if !stated { rule.state = .unknown }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                rule.comment = trimmed.isEmpty ? nil : trimmed
                index += 1
            }
            return index > start
        }
    }
}
