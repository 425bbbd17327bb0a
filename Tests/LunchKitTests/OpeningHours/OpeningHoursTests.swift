import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct OpeningHoursTests {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Helsinki")!
        return c
    }()

    /// 2026-11-16 is a Monday.
    static func at(_ text: String) -> Date {
        FixedClock.parseLocalTime(text, timeZone: calendar.timeZone)!
    }

    func status(_ hours: String, _ when: String) -> OpenStatus {
        OpeningHours.status(of: hours, at: Self.at(when), calendar: Self.calendar)
    }

    func isOpen(_ hours: String, _ when: String) -> Bool? {
        switch status(hours, when) {
        case .open: return true
        case .closed: return false
        case .unknown, .unknownWithComment: return nil
        }
    }

    @Test func weekdayRangesAndLists() {
        let h = "Mo-Fr 11:00-14:00; Sa,Su 12:00-16:00"
        #expect(isOpen(h, "2026-11-16T11:30") == true)   // Monday
        #expect(isOpen(h, "2026-11-16T14:00") == false)  // the end is exclusive
        #expect(isOpen(h, "2026-11-21T13:00") == true)   // Saturday
        #expect(isOpen(h, "2026-11-21T11:00") == false)
    }

    @Test func severalSpansADay() {
        let h = "Tu-Su 11:30-14:30,17:30-22:00"
        #expect(isOpen(h, "2026-11-17T12:00") == true)
        #expect(isOpen(h, "2026-11-17T16:00") == false)
        #expect(isOpen(h, "2026-11-17T18:00") == true)
        #expect(isOpen(h, "2026-11-16T12:00") == false)  // Monday
        #expect(status(h, "2026-11-17T16:00") == .closed(opens: Self.at("2026-11-17T17:30")))
        #expect(status(h, "2026-11-17T14:35") == .closed(opens: Self.at("2026-11-17T17:30")))
        #expect(status(h, "2026-11-17T14:35") != .closed(opens: nil))
    }

    @Test func spansPastMidnight() {
        #expect(isOpen("Fr 18:00-02:00", "2026-11-21T01:30") == true)   // Saturday night after Friday
        #expect(isOpen("Fr 18:00-02:00", "2026-11-21T02:30") == false)
        #expect(isOpen("Mo-Su 23:00-25:00", "2026-11-17T00:30") == true)
        #expect(status("Mo-Su 10:00-01:00", "2026-11-16T23:35") == .open(closes: Self.at("2026-11-17T01:00")))
        #expect(isOpen("12:00-1:00", "2026-11-16T00:30") == true)
        #expect(isOpen("11:00-0:00", "2026-11-16T23:59") == true)
    }

    @Test func alwaysOffAndOpenEnd() {
        #expect(status("24/7", "2026-11-16T03:00") == .open(closes: nil))
        #expect(isOpen("Mo-Sa 07:00-18:00; Su off", "2026-11-22T12:00") == false)
        #expect(isOpen("Mo-Sa 07:00-18:00; Su closed", "2026-11-21T12:00") == true)
        #expect(status("Mo-Su 18:00+", "2026-11-16T20:00") == .open(closes: nil))
        #expect(isOpen("Mo-Su 18:00+", "2026-11-16T17:00") == false)
    }

    @Test func monthAndDateRanges() {
        #expect(isOpen("May-Sep Mo-Su 10:00-22:00", "2026-11-16T12:00") == false)
        #expect(isOpen("May-Sep Mo-Su 10:00-22:00", "2026-06-15T12:00") == true)
        #expect(isOpen("Mo-Su 10:00-20:00; Dec 24-26 off", "2026-12-25T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; Dec 24-26 off", "2026-12-23T12:00") == true)
        #expect(isOpen("Nov-Feb 09:00-17:00", "2026-01-10T10:00") == true)  // wraps the year end
    }

    @Test func additionalRulesAfterACommaAndOverridingRules() {
        let h = "Su-Tu 13:00-01:00, Fr,Sa 13:00-03:00"
        #expect(isOpen(h, "2026-11-20T14:00") == true)   // Friday
        #expect(isOpen(h, "2026-11-18T14:00") == false)  // Wednesday
        #expect(isOpen("Mo-Fr 10:00-20:00; We 12:00-14:00", "2026-11-18T11:00") == false)
        #expect(isOpen("Mo-Fr 10:00-20:00; We 12:00-14:00", "2026-11-18T13:00") == true)
    }

    @Test func slipsSeenInRealData() {
        #expect(isOpen("mo-fr 10:00-18:00", "2026-11-16T12:00") == true)
        #expect(isOpen("We - Mo 18:00-1:00", "2026-11-17T19:00") == false)  // Tuesday
        #expect(isOpen("We - Mo 18:00-1:00", "2026-11-16T19:00") == true)   // Monday (wraps the week)
        #expect(isOpen("10:00 - 01:00", "2026-11-16T12:00") == true)
        #expect(isOpen("8:00-21:00", "2026-11-16T08:30") == true)
        #expect(isOpen("Mo-Su 10:00-23:45 ;", "2026-11-16T12:00") == true)
    }

    /// With no calendar given, a day that is a holiday in some shipped calendar (16 November)
    /// may be one; a day that is a holiday nowhere (15 December: one of six weekdays of 2026
    /// that no country of the table keeps) is an ordinary day.
    @Test func holidaysWithoutACalendar() {
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-11-16T12:00") == nil)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-15T12:00") == true)
        #expect(OpeningHours("Mo-Fr 10:00-18:00; PH off")?.mentionsHolidays == true)
        #expect(isOpen("Mo-Su,PH 08:00-20:00", "2026-11-22T09:00") == true)
    }

    @Test(arguments: ["sunrise-sunset", "24 hours", "by appointment", "", "Mo-Fr 25:61-26:00", "Mo-"])
    func whatCannotBeReadIsUnknown(_ hours: String) {
        #expect(status(hours, "2026-11-16T12:00") == .unknown)
    }

    @Test func noHoursIsUnknown() {
        #expect(OpeningHours.status(of: nil, at: Date(), calendar: Self.calendar) == .unknown)
    }

    @Test func unknownModifier() {
        #expect(status("Mo-Fr 10:00-18:00 unknown", "2026-11-16T12:00") == .unknown)
    }

    /// On the days the clocks change, hours are wall-clock times (2026-03-29 and
    /// 2026-10-25 in Helsinki): before the fix they were counted as minutes since midnight.
    @Test func theDaysTheClocksChange() {
        let h = "Su 12:00-18:00; Mo 10:30-21:00"
        #expect(status(h, "2026-10-25T11:30") == .closed(opens: Self.at("2026-10-25T12:00")))
        #expect(status(h, "2026-10-25T17:30") == .open(closes: Self.at("2026-10-25T18:00")))
        #expect(status(h, "2026-03-29T12:30") == .open(closes: Self.at("2026-03-29T18:00")))
        #expect(status(h, "2026-03-29T18:30") == .closed(opens: Self.at("2026-03-30T10:30")))
        #expect(status(h, "2026-10-24T22:00") == .closed(opens: Self.at("2026-10-25T12:00")))
    }
}
