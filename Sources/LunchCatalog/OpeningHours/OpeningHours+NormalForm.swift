import LunchStorage
import LunchText

extension OpeningHours {
    /// The value printed back from what lunch read, in one normal form (`Mo-Fr 11:00-14:00;
    /// Sa-Su 12:00-16:00; PH closed`): weekdays as ranges, two-digit times, `closed` for
    /// `off`, one space around `;`. Read again it gives the same answer at every moment.
    public var normalForm: String {
        var out = ""
        for (i, rule) in rules.enumerated() {
            if i > 0 {
                switch rule.joiner {
                case .normal: out += "; "
                case .additional: out += ", "
                case .fallback: out += " || "
                }
            }
            out += rule.normalForm
        }
        return out
    }
}

extension OpeningHoursRule {
    /// `09:00`, `26:00` (past midnight as written).
    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    static let weekdayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// One rule in the normal form.
    var normalForm: String {
        var parts: [String] = []
        if !years.isEmpty { parts.append(years.map(\.normalForm).joined(separator: ",")) }
        if !dates.isEmpty { parts.append(dates.map(\.normalForm).joined(separator: ",")) }
        if !weeks.isEmpty { parts.append("week " + weeks.map(\.normalForm).joined(separator: ",")) }
        let days = weekdayRuns + nthWeekdays.map(\.normalForm) + (publicHoliday ? ["PH"] : []) + (schoolHoliday ? ["SH"] : [])
        if !days.isEmpty { parts.append(days.joined(separator: ",")) }
        if !times.isEmpty { parts.append(times.joined(separator: ",")) }
        switch state {
        case .closed: parts.append("closed")
        case .unknown where comment == nil: parts.append("unknown")
        case .open where comment != nil: parts.append("open")
        case .open where parts.isEmpty: parts.append("24/7")
        default: break
        }
        if let comment { parts.append("\"" + comment + "\"") }
        return parts.joined(separator: " ")
    }

    /// The weekdays as runs in week order: `Mo-Fr`, `Su`, `Mo,We`.
    private var weekdayRuns: [String] {
        var runs: [String] = []
        var d = 0
        while d < 7 {
            guard weekdays.contains(d) else { d += 1; continue }
            var e = d
            while e + 1 < 7, weekdays.contains(e + 1) { e += 1 }
            runs.append(e == d ? Self.weekdayNames[d] : Self.weekdayNames[d] + "-" + Self.weekdayNames[e])
            d = e + 1
        }
        return runs
    }

    /// ` +1 day`, ` -2 days` (empty for none).
    static func offsetText(_ offset: Int) -> String {
        guard offset != 0 else { return "" }
        return (offset > 0 ? " +" : " -") + "\(abs(offset)) day" + (abs(offset) == 1 ? "" : "s")
    }
}

extension OpeningHoursRule.YearRange {
    var normalForm: String {
        guard let to else { return "\(from)+" }
        if to == from { return "\(from)" }
        return "\(from)-\(to)" + (step == 1 ? "" : "/\(step)")
    }
}

extension OpeningHoursRule.DatePoint {
    var normalForm: String {
        switch self {
        case .monthDay(let m, let d): return OpeningHoursRule.monthNames[m - 1] + " " + (d < 10 ? "0" : "") + "\(d)"
        case .easter(let offset): return "easter" + OpeningHoursRule.offsetText(offset)
        }
    }
}

extension OpeningHoursRule.DateRange {
    var normalForm: String {
        let start = (year.map { "\($0) " } ?? "") + from.normalForm
        guard to != from || toYear != nil else { return start }
        return start + "-" + (toYear.map { "\($0) " } ?? "") + to.normalForm
    }
}

extension OpeningHoursRule.WeekRange {
    var normalForm: String {
        func two(_ n: Int) -> String { (n < 10 ? "0" : "") + "\(n)" }
        if from == to { return two(from) }
        return two(from) + "-" + two(to) + (step == 1 ? "" : "/\(step)")
    }
}

extension OpeningHoursRule.NthWeekday {
    var normalForm: String {
        OpeningHoursRule.weekdayNames[weekday] + "[" + counts.sorted().map(String.init).joined(separator: ",") + "]"
            + OpeningHoursRule.offsetText(offset)
    }
}
