import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Issue 28, item 5: "until" names the day when the place closes on another day, and
/// `--json` gives the next change as a time on the place's clock. Helsinki times;
/// 2026-11-16 is a Monday, 2026-11-17 a Tuesday.
@Suite struct OpeningDayNamedTests {
    static func row(_ hours: String, _ when: String) -> (PlaceRow, PlaceTablePresenter) {
        let clock = FixedClock(OpeningHoursTests.at(when))
        let place = Place(id: "osm:node/1", name: "Lunch", coordinate: Coordinate(lat: 60.17, lon: 24.94), openingHours: hours)
        let lister = PlaceLister(catalog: Catalog(places: [place]), clock: clock, calendar: OpeningHoursTests.calendar)
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: OpeningHoursTests.calendar, now: { clock.now() })
        return (lister.row(1, index: 0, from: nil), table)
    }

    static func text(_ hours: String, _ when: String) -> String {
        let (row, table) = row(hours, when)
        return table.openText(row.status, at: row.time)
    }

    static func nextChange(_ hours: String, _ when: String) -> JSON? {
        let (row, table) = row(hours, when)
        return table.json(row).first { $0.0 == "next_change" }?.1
    }

    @Test func aClosingOnAnotherDayNamesTheDay() {
        // The case: open Tuesday to Saturday round the clock, asked Tuesday 22:00.
        #expect(Self.text("Tu-Sa 00:00-24:00", "2026-11-17T22:00") == "open · until Sat 00:00")
        #expect(Self.text("Mo-Su 18:00-02:00", "2026-11-16T20:00") == "open · until Tue 02:00")
    }

    @Test func aClosingTodayOrAtMidnightTonightKeepsTheClockAlone() {
        #expect(Self.text("Mo-Su 11:00-23:00", "2026-11-16T12:00") == "open · until 23:00")
        #expect(Self.text("Mo-Su 11:00-24:00", "2026-11-16T12:00") == "open · until 00:00")
        #expect(Self.text("Mo-Su 11:00-12:30", "2026-11-16T12:00") == "open · closes in 30 min")
    }

    @Test func openingsOnAnotherDayNameItAsBefore() {
        #expect(Self.text("Tu 10:00-14:00", "2026-11-16T20:00") == "closed · opens tomorrow 10:00")
        #expect(Self.text("We 10:00-14:00", "2026-11-16T20:00") == "closed · opens Wed 10:00")
    }

    @Test func jsonGivesTheNextChangeOnThePlacesClock() {
        #expect(Self.nextChange("Mo-Su 11:00-14:00", "2026-11-16T12:00") == .string("2026-11-16T14:00:00+02:00"))
        #expect(Self.nextChange("Tu 10:00-14:00", "2026-11-16T20:00") == .string("2026-11-17T10:00:00+02:00"))
        #expect(Self.nextChange("\"by appointment\"", "2026-11-16T12:00") == .null)
        #expect(Self.nextChange("24/7", "2026-11-16T12:00") == .null)
    }
}
