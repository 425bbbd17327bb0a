import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Each rule kind of issue 15 with its values, read as opening-hours-rs (opening-hours-py)
/// and opening_hours.js read them. Times are Helsinki wall-clock times.
@Suite struct OpeningHoursRuleKindsTests {
    static let calendar = OpeningHoursTests.calendar

    static func at(_ text: String) -> Date { OpeningHoursTests.at(text) }

    func status(_ hours: String, _ when: String) -> OpenStatus { OpeningHoursTests().status(hours, when) }

    func isOpen(_ hours: String, _ when: String) -> Bool? { OpeningHoursTests().isOpen(hours, when) }

    /// 2026-11-20 is a Friday, 2026-11-21 a Saturday, 2026-11-23 a Monday.
    @Test func aLaterRuleThatNamesADayReplacesItsSpillOver() {
        #expect(isOpen("Fr 22:00-03:00; Sa 12:00-18:00", "2026-11-21T01:00") == false)
        #expect(status("Fr 22:00-03:00; Sa 12:00-18:00", "2026-11-21T01:00") == .closed(opens: Self.at("2026-11-21T12:00")))
        #expect(isOpen("Fr 22:00-03:00; Sa 12:00-18:00", "2026-11-20T23:00") == true)
        #expect(isOpen("Fr 22:00-03:00", "2026-11-21T01:00") == true)
        #expect(isOpen("Mo-Fr 11:00-02:00; Sa-Su 12:00-02:00", "2026-11-23T00:48") == false)
        #expect(isOpen("Mo off; Tu-Th 11:30-01:00; Fr 11:30-02:00; Sa-Su 17:00-02:00", "2026-11-23T00:48") == true)
        #expect(isOpen("Mo 11:00-12:00, Su 12:00-02:00", "2026-11-23T00:48") == true)   // `,` adds
        #expect(isOpen("Mo-Su 18:00-02:00; Fr off", "2026-11-21T01:00") == true)     // Saturday's own rule
    }

    /// Two real Helsinki values a tester expected to keep their spill-over: opening-hours-py
    /// 2.1.4 and opening_hours.js ("Time ranges spanning midnight with date overwriting") drop
    /// it where a later `;` rule names the next day, so lunch does too. 2026-11-26 is a Thursday.
    @Test func realValuesWhoseNextDayALaterRuleNames() {
        let lost = "Mo-Tu 15:00-24:00; We-Th 15:00-01:00; Fr-Sa 15:00-02:00; Su 15:00-24:00"
        #expect(status(lost, "2026-11-26T22:40") == .open(closes: Self.at("2026-11-27T00:00")))
        #expect(status(lost, "2026-11-27T00:30") == .closed(opens: Self.at("2026-11-27T15:00")))
        #expect(status(lost, "2026-11-26T00:30") == .open(closes: Self.at("2026-11-26T01:00")))  // Tuesday has no spill
        #expect(status(lost, "2026-11-28T01:30") == .open(closes: Self.at("2026-11-28T02:00")))  // Fr-Sa names Saturday too
        let fafas = "Mo-Sa 10:00-05:00; Su 11:00-05:00"
        #expect(status(fafas, "2026-11-30T01:00") == .closed(opens: Self.at("2026-11-30T10:00")))
        #expect(status(fafas, "2026-11-29T01:00") == .closed(opens: Self.at("2026-11-29T11:00")))
        #expect(status(fafas, "2026-11-28T01:00") == .open(closes: Self.at("2026-11-28T05:00")))
        #expect(status(fafas, "2026-11-29T23:00") == .open(closes: Self.at("2026-11-30T00:00")))
        // With `,` the spill-over stays.
        #expect(status("Mo-Sa 10:00-05:00, Su 11:00-05:00", "2026-11-30T01:00") == .open(closes: Self.at("2026-11-30T05:00")))
    }

    @Test func openEndAsTheSpecificationSays() {
        // A fixed span then an open end: open until 16:00, then not known (not "open").
        #expect(status("11:30-16:00+", "2026-11-16T15:00") == .open(closes: nil))
        #expect(status("11:30-16:00+", "2026-11-16T20:00") == .unknown)
        #expect(status("11:30-16:00+", "2026-11-16T23:30") == .unknown)
        #expect(isOpen("11:30-16:00+", "2026-11-16T11:00") == false)
        // Open from a time, closing not given: open that evening, unknown after midnight
        // until the guessed closing (ten hours after 17:00–21:59, eight after 22:00).
        #expect(status("Mo-Su 18:00+", "2026-11-16T23:30") == .open(closes: nil))
        #expect(status("Mo-Su 18:00+", "2026-11-17T03:00") == .unknown)
        #expect(isOpen("Mo-Su 18:00+", "2026-11-17T05:00") == false)
        #expect(status("22:00+", "2026-11-17T05:00") == .unknown)
        #expect(isOpen("22:00+", "2026-11-17T07:00") == false)
    }

    @Test func monthRangeWithAColon() {
        #expect(isOpen("Jan-Dec: Mo-Sa 08:00-22:00", "2026-11-16T12:00") == true)
        #expect(isOpen("Jan-Dec: Mo-Sa 08:00-22:00", "2026-11-22T12:00") == false)   // Sunday
        #expect(isOpen("Jun-Aug: 10:00-22:00; Sep-May: 10:00-18:00", "2026-11-16T19:00") == false)
        #expect(isOpen("Jun-Aug: 10:00-22:00; Sep-May: 10:00-18:00", "2026-07-16T19:00") == true)
    }

    /// Easter Sunday 2026 is 5 April, 2027 is 28 March.
    @Test func easterAndItsOffsets() {
        let h = "Mo-Su 10:00-20:00; easter -1 day off"
        #expect(isOpen(h, "2026-04-04T12:00") == false)
        #expect(isOpen(h, "2026-04-05T12:00") == true)
        #expect(isOpen(h, "2027-03-27T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; easter off", "2026-04-05T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; easter +1 day off", "2026-04-06T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; easter -2 days off", "2026-04-03T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; easter -2 days off", "2026-04-02T12:00") == true)
    }

    /// November 2026: Sundays 1, 8, …, 29; Fridays 6, …, 27. December 2026: Fridays 4, …, 25.
    @Test func nthWeekdays() {
        #expect(isOpen("Su[1] 12:00-17:00", "2026-11-01T13:00") == true)
        #expect(isOpen("Su[1] 12:00-17:00", "2026-11-08T13:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; Fr[-1] off", "2026-11-27T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; Fr[-1] off", "2026-11-20T12:00") == true)
        #expect(isOpen("Dec Fr[1] 10:00-12:00", "2026-12-04T11:00") == true)
        #expect(isOpen("Dec Fr[1] 10:00-12:00", "2026-11-06T11:00") == false)
        #expect(isOpen("Dec Fr[1] 10:00-12:00", "2026-12-11T11:00") == false)
        #expect(isOpen("Mo[1,3] 10:00-12:00", "2026-11-16T11:00") == true)
        #expect(isOpen("Mo[1-2] 10:00-12:00", "2026-11-16T11:00") == false)
    }

    @Test func monthDayRanges() {
        let h = "Mar 01-Apr 15,Oct: Mo-Su 10:00-18:00"
        #expect(isOpen(h, "2026-03-01T12:00") == true)
        #expect(isOpen(h, "2026-04-15T12:00") == true)
        #expect(isOpen(h, "2026-04-16T12:00") == false)
        #expect(isOpen(h, "2026-10-31T12:00") == true)
        #expect(isOpen(h, "2026-11-02T12:00") == false)
    }

    /// ISO week 29 of 2026 is 13–19 July; 16 November is in week 47, 23 November in 48.
    @Test func weekNumbers() {
        #expect(isOpen("Mo-Fr 10:00-18:00; week 29 off", "2026-07-14T12:00") == false)
        #expect(isOpen("Mo-Fr 10:00-18:00; week 29 off", "2026-07-21T12:00") == true)
        #expect(isOpen("week 01-53/2 Mo 10:00-12:00", "2026-11-16T11:00") == true)
        #expect(isOpen("week 01-53/2 Mo 10:00-12:00", "2026-11-23T11:00") == false)
        #expect(isOpen("week 1,3,10-12 Mo-Su 10:00-12:00", "2026-03-03T11:00") == true)   // week 10
        #expect(isOpen("week 53 Mo-Su 10:00-12:00", "2027-01-01T11:00") == true)          // 2026 has 53 weeks
    }

    @Test func slipsRealDataHasStillRead() {
        #expect(isOpen("Mo-Su 19.00-23.30", "2026-11-16T20:00") == true)
        #expect(isOpen("Mo-Fri 10:00-18:00", "2026-11-20T12:00") == true)
        #expect(isOpen("mo-fr 10:00-18:00", "2026-11-21T12:00") == false)
        // `Sa, Su` is a weekday list (as opening_hours.js and mappers read it).
        #expect(isOpen("Mo-Fr 07:00-19:00; Sa, Su 09:00-16:00", "2026-11-21T10:00") == true)
        #expect(isOpen("Mo-Fr 07:00-19:00; Sa, Su 09:00-16:00", "2026-11-21T01:00") == false)
    }

    @Test(arguments: ["sunrise-sunset", "24 hours", "by appointment", "Mo[6] 10:00-12:00",
                      "week 54 off", "PH +1 day off"])
    func whatStaysUnreadableStaysUnknown(_ hours: String) {
        #expect(status(hours, "2026-11-16T12:00") == .unknown)
    }
}
