import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `PH` rules on the shipped national calendars, and `unknown` where no calendar is known.
@Suite struct PublicHolidaysTests {
    static let table = HolidayTable.shipped

    func isOpen(_ hours: String, _ when: String, country: String?) -> Bool? {
        let status = OpeningHours.status(of: hours, at: OpeningHoursTests.at(when), calendar: OpeningHoursTests.calendar,
                                         holidays: Self.table.calendar(country: country))
        switch status {
        case .open: return true
        case .closed: return false
        case .unknown, .unknownWithComment: return nil
        }
    }

    /// Issue 28, item 4: every country `holidays` supports nationally (with an outline), not 22.
    @Test func theShippedTableHasEveryCountryOfTheHolidaysPackage() {
        let countries = Set(Self.table.countries)
        #expect(countries.isSuperset(of: ["AT", "AU", "BE", "BR", "CA", "CH", "CN", "CZ", "DE", "ES", "FI", "FR", "GB",
                                          "IT", "JP", "KZ", "MX", "NL", "PL", "RU", "SE", "US", "IE", "IS", "EE", "KE"]))
        #expect(countries.count >= 200)
    }

    /// Finland 2026: 1 January, Good Friday 3 April, 1 May, Christmas Day on a Friday.
    @Test(arguments: ["2026-01-01T12:00", "2026-04-03T12:00", "2026-05-01T12:00", "2026-12-25T12:00", "2040-12-25T12:00"])
    func phOffClosesOnTheCountrysHolidays(_ when: String) {
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", when, country: "FI") == false)
    }

    @Test func ordinaryDaysAndHolidayHours() {
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-23T12:00", country: "FI") == true)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-11-16T12:00", country: "FI") == true)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH 12:00-14:00", "2026-01-01T11:00", country: "FI") == false)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH 12:00-14:00", "2026-01-01T13:00", country: "FI") == true)
        #expect(isOpen("Mo-Sa 10:00-20:00; Su,PH off", "2026-12-26T12:00", country: "FI") == false)  // a Saturday
        #expect(isOpen("Mo-Sa 10:00-20:00; Su,PH off", "2026-12-19T12:00", country: "FI") == true)
        #expect(isOpen("Mo-Su 10:00-20:00; PH off", "2026-03-23T12:00", country: "KZ") == false)    // Nauryz
        #expect(isOpen("Mo-Su 10:00-20:00; PH off", "2026-11-26T12:00", country: "US") == false)    // Thanksgiving
        #expect(isOpen("Mo-Su 10:00-20:00; PH off", "2026-11-26T12:00", country: "FI") == true)
    }

    @Test func withoutACalendarADayThatMayBeAHolidayIsUnknown() {
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-25T12:00", country: nil) == nil)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-25T12:00", country: "ZZ") == nil)
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-25T09:00", country: nil) == false)  // closed either way
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2026-12-15T12:00", country: nil) == true)   // a holiday nowhere
        #expect(isOpen("Mo-Fr 10:00-18:00", "2026-12-25T12:00", country: nil) == true)           // no PH rule
        #expect(isOpen("Mo-Fr 10:00-18:00; PH off", "2041-03-04T12:00", country: "FI") == nil)   // past the table
    }

    @Test func whetherHolidayHoursWereChecked() {
        let ph = OpeningHours("Mo-Fr 10:00-18:00; PH off")!
        #expect(ph.holidaysChecked(with: Self.table.calendar(country: "FI")))
        #expect(!ph.holidaysChecked(with: Self.table.calendar(country: nil)))
        let sh = OpeningHours("Mo-Fr 10:00-18:00; SH off")!
        #expect(!sh.holidaysChecked(with: Self.table.calendar(country: "FI")))
        #expect(OpeningHours("Mo-Fr 10:00-18:00")!.holidaysChecked(with: Self.table.calendar(country: nil)))
        // School holidays are not known (issue 28): where an SH rule would change the
        // answer it is unknown; where it would not, the answer stands.
        #expect(isOpen("Mo-Fr 10:00-18:00; SH off", "2026-11-16T12:00", country: "FI") == nil)
        #expect(isOpen("Mo-Fr 10:00-18:00; SH off", "2026-11-16T09:00", country: "FI") == false)
        #expect(isOpen("Mo-Fr 10:00-18:00; SH 10:00-14:00", "2026-11-16T12:00", country: "FI") == true)
        #expect(isOpen("Mo-Fr 10:00-18:00; SH 10:00-14:00", "2026-11-16T16:00", country: "FI") == nil)
        #expect(isOpen("Mo-Fr 10:00-18:00; SH,PH off", "2026-12-25T12:00", country: "FI") == false)
    }
}
