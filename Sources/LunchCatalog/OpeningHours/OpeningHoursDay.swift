import LunchStorage
import LunchText

/// One calendar day as the `opening_hours` selectors see it, computed from the date alone
/// (proleptic Gregorian), so every selector agrees on it whatever the machine's calendar.
struct OpeningHoursDay: Equatable {
    let year: Int
    let month: Int
    let day: Int
    /// 0 = Monday … 6 = Sunday.
    let weekday: Int
    let daysInMonth: Int
    /// The ISO 8601 week number (1…53).
    let isoWeek: Int
    /// Days after Easter Sunday of the same year (negative before it).
    let daysAfterEaster: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
        let number = Self.dayNumber(year, month, day)
        weekday = Self.weekday(ofDayNumber: number)
        daysInMonth = Self.daysIn(month: month, year: year)
        isoWeek = Self.isoWeek(year: year, dayNumber: number, weekday: weekday)
        let easter = Self.easter(year)
        daysAfterEaster = number - Self.dayNumber(year, easter.month, easter.day)
    }

    /// The day after (or before, for a negative count) this one.
    func adding(days: Int) -> OpeningHoursDay {
        let (y, m, d) = Self.civil(fromDayNumber: Self.dayNumber(year, month, day) + days)
        return OpeningHoursDay(year: y, month: m, day: d)
    }

    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (`CivilDay`).
    static func dayNumber(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDay.number(year: year, month: month, day: day)
    }

    static func civil(fromDayNumber n: Int) -> (Int, Int, Int) {
        let z = n + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// 1970-01-01 was a Thursday (3).
    static func weekday(ofDayNumber n: Int) -> Int { ((n % 7) + 7 + 3) % 7 }

    static func isoWeek(year: Int, dayNumber n: Int, weekday: Int) -> Int {
        // The week belongs to the year of its Thursday.
        let thursday = n - weekday + 3
        let (ty, _, _) = civil(fromDayNumber: thursday)
        return (thursday - dayNumber(ty, 1, 1)) / 7 + 1
    }

    /// Easter Sunday (Gregorian, the anonymous algorithm of Meeus/Jones/Butcher).
    static func easter(_ year: Int) -> (month: Int, day: Int) {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        return ((h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1)
    }
}
