import LunchStorage
import LunchText

/// Which days are public holidays where a place is: a country's calendar, or (where the
/// country has none) the days that are a holiday in any calendar lunch knows, which may or
/// may not be one there.
public struct PublicHolidays: Sendable, Equatable {
    /// Day numbers (days since 1970-01-01) that are public holidays.
    let days: Set<Int>
    /// Day numbers that may be holidays: whether they are is not known.
    let maybe: Set<Int>
    /// The day numbers the table covers; outside them any day may be a holiday.
    let covered: ClosedRange<Int>?
    /// The country's own calendar (false: holidays are not checked).
    public let isKnown: Bool

    /// True or false; nil when it is not known whether the day is a public holiday.
    func isHoliday(_ d: OpeningHoursDay) -> Bool? {
        let n = OpeningHoursDay.dayNumber(d.year, d.month, d.day)
        guard let covered, covered.contains(n) else { return nil }
        if days.contains(n) { return true }
        return maybe.contains(n) ? nil : false
    }

    /// No calendar: a day that is a holiday in any shipped calendar may be one.
    public static var unknown: PublicHolidays { HolidayTable.shipped.unknown }
}
