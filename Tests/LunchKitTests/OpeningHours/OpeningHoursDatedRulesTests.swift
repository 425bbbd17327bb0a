import Foundation
import Testing
import LunchCatalog

/// Issue 28, item 1: rules with years and year ranges, Easter ranges with offsets and day
/// offsets after nth weekdays, read as the opening_hours specification says (before, all
/// of these were unknown). Times are Helsinki wall-clock times.
@Suite struct OpeningHoursDatedRulesTests {
    func status(_ hours: String, _ when: String) -> OpenStatus { OpeningHoursTests().status(hours, when) }

    func isOpen(_ hours: String, _ when: String) -> Bool? { OpeningHoursTests().isOpen(hours, when) }

    /// 2024-11-20 is a Wednesday, 2024-12-03 a Tuesday, 2026-11-18 a Wednesday.
    @Test func aClosureWithYearsEndsWhenItSays() {
        let h = "Mo-Sa 11:00-15:00; 2024 Nov 18-2024 Dec 02 closed"
        #expect(isOpen(h, "2024-11-20T12:00") == false)
        #expect(isOpen(h, "2024-11-18T12:00") == false)   // the first day
        #expect(isOpen(h, "2024-12-02T12:00") == false)   // the last day
        #expect(isOpen(h, "2024-12-03T12:00") == true)
        #expect(status(h, "2026-11-18T12:00") == .open(closes: OpeningHoursTests.at("2026-11-18T15:00")))
        #expect(isOpen(h, "2025-11-19T12:00") == true)    // the same dates a year on are ordinary
    }

    /// 2025-12-23 and 2026-01-06 are Tuesdays, 2026-01-08 a Thursday, 2026-12-29 a Tuesday.
    @Test func aClosureAcrossTheYearEnd() {
        let h = "Tu-Su 12:00-21:00; 2025 Dec 23-2026 Jan 07 off"
        #expect(isOpen(h, "2025-12-23T13:00") == false)
        #expect(isOpen(h, "2026-01-06T13:00") == false)
        #expect(isOpen(h, "2026-01-08T13:00") == true)
        #expect(isOpen(h, "2026-12-29T13:00") == true)
        #expect(isOpen(h, "2025-12-22T13:00") == false)   // Monday: closed anyway
    }

    /// 2023-01-02 and 2024-06-03 are Mondays.
    @Test func yearRangesWithWeekdaysAfterThem() {
        let h = "2023-2024 Mo-Fr 11:00-14:00"
        #expect(isOpen(h, "2023-01-02T12:00") == true)
        #expect(isOpen(h, "2024-06-03T12:00") == true)
        #expect(isOpen(h, "2026-11-16T12:00") == false)
        #expect(isOpen("2026 Mo-Fr 11:00-14:00", "2026-11-16T12:00") == true)
        #expect(isOpen("2026 Mo-Fr 11:00-14:00", "2027-11-15T12:00") == false)
        #expect(isOpen("2025+ Mo-Fr 11:00-14:00", "2030-11-18T12:00") == true)
        #expect(isOpen("2020-2030/2 Mo-Fr 11:00-14:00", "2026-11-16T12:00") == true)
        #expect(isOpen("2020-2030/2 Mo-Fr 11:00-14:00", "2027-11-15T12:00") == false)
        #expect(isOpen("2023-2024 Nov Mo-Fr 11:00-14:00", "2024-11-18T12:00") == true)
        #expect(isOpen("2023-2024 Nov Mo-Fr 11:00-14:00", "2024-12-02T12:00") == false)
    }

    /// Easter Sunday 2026 is 5 April: from Thursday 2 April to Tuesday 7 April.
    @Test func easterRangesWithOffsets() {
        let h = "Mo-Su 10:00-20:00; easter -3 days-easter +2 days off"
        #expect(isOpen(h, "2026-04-01T12:00") == true)
        #expect(isOpen(h, "2026-04-02T12:00") == false)
        #expect(isOpen(h, "2026-04-05T12:00") == false)
        #expect(isOpen(h, "2026-04-07T12:00") == false)
        #expect(isOpen(h, "2026-04-08T12:00") == true)
        #expect(isOpen(h, "2027-03-26T12:00") == false)   // Easter 2027 is 28 March
        // From Easter to a month day: a range of the specification (was read as unknown).
        #expect(isOpen("Mo-Su 10:00-20:00; easter-Apr 30 off", "2026-04-20T12:00") == false)
        #expect(isOpen("Mo-Su 10:00-20:00; easter-Apr 30 off", "2026-05-01T12:00") == true)
    }

    /// The second Friday of November 2026 is the 13th: the day before is Thursday the 12th.
    @Test func dayOffsetsAfterNthWeekdays() {
        #expect(isOpen("Fr[2] -1 day 11:00-14:00", "2026-11-12T12:00") == true)
        #expect(isOpen("Fr[2] -1 day 11:00-14:00", "2026-11-13T12:00") == false)
        #expect(isOpen("Mo-Fr 11:00-14:00; Fr[-1] +1 day 10:00-12:00", "2026-11-28T11:00") == true)   // last Friday is the 27th
        #expect(isOpen("Mo-Fr 11:00-14:00; Fr[-1] +1 day 10:00-12:00", "2026-11-21T11:00") == false)
    }
}
