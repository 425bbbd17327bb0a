import Foundation
import Testing
import LunchCatalog

/// Issue 28, item 2: a variable time or an unknown rule on one day makes only the moments
/// it could touch unknown (before, one sunset made the whole value unknown). Helsinki times;
/// 2026-11-17 is a Tuesday, 2026-11-21 a Saturday, 2026-11-22 a Sunday.
@Suite struct OpeningHoursDoubtTests {
    func status(_ hours: String, _ when: String) -> OpenStatus { OpeningHoursTests().status(hours, when) }

    @Test func aSunsetOnSundayLeavesTheWeekdaysKnown() {
        let h = "Mo-Fr 11:00-15:00; Su sunrise-sunset"
        #expect(status(h, "2026-11-17T12:00") == .open(closes: OpeningHoursTests.at("2026-11-17T15:00")))
        #expect(status(h, "2026-11-17T16:00") == .closed(opens: OpeningHoursTests.at("2026-11-18T11:00")))
        #expect(status(h, "2026-11-22T12:00") == .unknown)
        // Closed on Saturday evening, but when it opens next is not known (Sunday may come first).
        #expect(status(h, "2026-11-21T20:00") == .closed(opens: nil))
    }

    @Test func variableEndsWithOffsets() {
        let h = "Mo-Sa 10:00-(sunset-01:00)"
        #expect(status(h, "2026-11-17T09:00") == .closed(opens: nil))
        #expect(status(h, "2026-11-17T12:00") == .unknown)
        #expect(status(h, "2026-11-22T12:00") == .closed(opens: nil))   // Sunday
        #expect(status("Mo-Fr 11:00-15:00; Sa dusk-02:00", "2026-11-17T12:00") == .open(closes: OpeningHoursTests.at("2026-11-17T15:00")))
    }

    @Test func anUnknownDayLeavesTheOthersKnown() {
        let h = "Mo-Fr 11:00-15:00; Sa unknown"
        #expect(status(h, "2026-11-17T12:00") == .open(closes: OpeningHoursTests.at("2026-11-17T15:00")))
        #expect(status(h, "2026-11-21T12:00") == .unknown)
    }

    /// A closure from sunset: doubt on Sunday, not closed all day (2026-11-22 is a Sunday).
    @Test func aClosureFromSunsetIsDoubtNotClosed() {
        let h = "Mo-Su 10:00-22:00; Su sunset-22:00 off"
        #expect(status(h, "2026-11-22T12:00") == .unknown)
        #expect(status(h, "2026-11-21T12:00") == .open(closes: OpeningHoursTests.at("2026-11-21T22:00")))
    }
}
