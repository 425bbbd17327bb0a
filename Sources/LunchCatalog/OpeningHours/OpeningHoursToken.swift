import LunchStorage
import LunchText

/// The words of an OpenStreetMap `opening_hours` value, case and spacing forgiven.
enum OpeningHoursToken: Equatable {
    case weekday(Int)          // 0 = Monday … 6 = Sunday
    case publicHoliday         // PH
    case schoolHoliday         // SH
    case month(Int)            // 1 … 12
    case number(Int)           // a day of the month, a week, a year or an offset
    case time(Int)             // minutes after midnight (may exceed 24:00)
    case dash, comma, plus, semicolon, fallback, colon, slash, open, close, leftParen, rightParen
    case variableTime(String)  // sunrise, sunset, dawn, dusk
    case always                // 24/7
    case week, easter, day     // `week`, `easter`, `day`/`days`
    case state(String)         // open, closed, off, unknown
    case comment(String)       // "…", as written
    case unsupported(String)   // free text …

    static let weekdays = ["mo", "tu", "we", "th", "fr", "sa", "su"]
    static let longWeekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func tokenize(_ text: String) -> [OpeningHoursToken] {
        var tokens: [OpeningHoursToken] = []
        let original = Array(text)
        let chars = original.map { $0.lowercased().first ?? $0 }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\n" { i += 1; continue }
            switch c {
            case "-", "–", "—": tokens.append(.dash); i += 1; continue
            case ",": tokens.append(.comma); i += 1; continue
            case "+": tokens.append(.plus); i += 1; continue
            case ";": tokens.append(.semicolon); i += 1; continue
            case ":": tokens.append(.colon); i += 1; continue
            case "/": tokens.append(.slash); i += 1; continue
            case "[": tokens.append(.open); i += 1; continue
            case "]": tokens.append(.close); i += 1; continue
            case "(": tokens.append(.leftParen); i += 1; continue
            case ")": tokens.append(.rightParen); i += 1; continue
            case "\"":
                i += 1
                let from = i
                while i < chars.count, chars[i] != "\"" { i += 1 }
                tokens.append(.comment(String(original[from..<i])))
                i += 1
                continue
            case "|" where i + 1 < chars.count && chars[i + 1] == "|":
                tokens.append(.fallback); i += 2; continue
            default: break
            }
            if c.isNumber {
                i = number(chars, from: i, into: &tokens)
                continue
            }
            if c.isLetter {
                var j = i
                while j < chars.count, chars[j].isLetter { j += 1 }
                tokens.append(word(String(chars[i..<j])))
                i = j
                continue
            }
            tokens.append(.unsupported(String(c)))
            i += 1
        }
        return tokens
    }

    /// A time (`19:00`, `19.00`), `24/7` or a plain number; returns where it ends.
    private static func number(_ chars: [Character], from i: Int, into tokens: inout [OpeningHoursToken]) -> Int {
        var j = i
        while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
        guard j > i else { tokens.append(.unsupported(String(chars[i]))); return i + 1 }
        let digits = String(chars[i..<j])
        if j + 1 < chars.count, chars[j] == ":" || chars[j] == ".", chars[j + 1].isNumber, digits.count <= 2 {
            var k = j + 1
            while k < chars.count, chars[k].isNumber { k += 1 }
            let minutes = String(chars[(j + 1)..<k])
            guard minutes.count == 2, let h = Int(digits), let m = Int(minutes), m < 60, h <= 48 else {
                tokens.append(.unsupported(String(chars[i..<k])))
                return k
            }
            tokens.append(.time(h * 60 + m))
            return k
        }
        if digits == "24", j + 1 < chars.count, chars[j] == "/", chars[j + 1] == "7" {
            tokens.append(.always)
            return j + 2
        }
        tokens.append(digits.count <= 6 ? .number(Int(digits) ?? -1) : .unsupported(digits))
        return j
    }

    private static func word(_ w: String) -> OpeningHoursToken {
        if let d = weekdays.firstIndex(of: w) ?? longWeekdays.firstIndex(of: w) { return .weekday(d) }
        if w.count == 3, let d = weekdays.firstIndex(of: String(w.prefix(2))), longWeekdays[d].hasPrefix(w) {
            return .weekday(d)
        }
        if let m = months.firstIndex(of: w) { return .month(m + 1) }
        switch w {
        case "ph": return .publicHoliday
        case "sh": return .schoolHoliday
        case "week": return .week
        case "easter": return .easter
        case "day", "days": return .day
        case "sunrise", "sunset", "dawn", "dusk": return .variableTime(w)
        case "open", "closed", "off", "unknown": return .state(w)
        default: return .unsupported(w)
        }
    }

    /// The event of a variable time (`sunset`), nil for any other token.
    var variableEvent: String? {
        if case .variableTime(let event) = self { return event }
        return nil
    }
}
