/// Days since 1970-01-01 of a day of the proleptic Gregorian calendar (Howard Hinnant's
/// `days_from_civil`): the one count the opening hours' selectors and the team's recency
/// window both use.
package enum CivilDay {
    package static func number(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
