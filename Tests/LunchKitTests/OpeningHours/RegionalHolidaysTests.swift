import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Issue 28, item 4: Dublin's holidays are known (every country of `holidays`), and a day
/// that is a holiday in only some of a country's regions (Catalonia's 11 September, a
/// German state's Epiphany) follows the place's region, told from its coordinates; where
/// the region is not known it is `?` where a `PH` rule would change the answer.
@Suite struct RegionalHolidaysTests {
    static let dublin = Coordinate(lat: 53.3498, lon: -6.2603)
    static let barcelona = Coordinate(lat: 41.3874, lon: 2.1686)
    static let madrid = Coordinate(lat: 40.4168, lon: -3.7038)
    static let magdeburg = Coordinate(lat: 52.1205, lon: 11.6276)

    func status(_ hours: String, _ when: String, at point: Coordinate) -> String {
        let place = Place(id: "osm:node/1", name: "Lunch", coordinate: point, openingHours: hours)
        let lister = PlaceLister(catalog: Catalog(places: [place]), clock: FixedClock(OpeningHoursTests.at(when)),
                                 calendar: OpeningHoursTests.calendar)
        return lister.status(of: place).key
    }

    @Test func stPatricksDayInDublinIsAHoliday() {
        // 17 March 2026 is a Tuesday (Helsinki clock, noon or 11:00 in Dublin: open hours either way).
        #expect(status("Mo-Fr 09:00-18:00; PH off", "2026-03-17T13:00", at: Self.dublin) == "closed")
        #expect(status("Mo-Fr 09:00-18:00; PH off", "2026-03-18T13:00", at: Self.dublin) == "open")
        let place = Place(id: "osm:node/1", name: "Pub", coordinate: Self.dublin, openingHours: "Mo-Fr 09:00-18:00; PH off")
        let lister = PlaceLister(catalog: Catalog(places: [place]), clock: FixedClock(Date()), calendar: OpeningHoursTests.calendar)
        #expect(!lister.holidaysUnchecked(place))
    }

    @Test func aRegionalHolidayFollowsThePlacesRegion() {
        // Friday 11 September 2026: Catalonia's national day, not Spain's. Where the region
        // is known (issue 28, item 4: from Natural Earth's Admin 1 outlines) it is sure.
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-09-11T13:00", at: Self.barcelona) == "closed")
        #expect(status("Mo-Fr 10:00-18:00", "2026-09-11T13:00", at: Self.barcelona) == "open")     // no PH rule
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-09-11T13:00", at: Self.madrid) == "open")
        // A holiday all over Spain stays sure: 12 October 2026 is a Monday.
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-10-12T13:00", at: Self.madrid) == "closed")
        // Epiphany (Tuesday 6 January 2026) is a holiday in Saxony-Anhalt and two other states only.
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-01-06T13:00", at: Self.magdeburg) == "closed")
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-01-07T13:00", at: Self.magdeburg) == "open")
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-10-05T13:00", at: Self.magdeburg) == "open")
        #expect(status("Mo-Fr 10:00-18:00; PH off", "2026-01-01T13:00", at: Self.magdeburg) == "closed")
    }

    @Test func theTableReadsRegionalDays() {
        let table = HolidayTable(text: "XX 2026 0101 ?0106\n")
        let calendar = table.calendar(country: "XX")
        #expect(OpeningHours.status(of: "Mo-Fr 10:00-18:00; PH off", at: OpeningHoursTests.at("2026-01-06T12:00"),
                                    calendar: OpeningHoursTests.calendar, holidays: calendar) == .unknown)
        #expect(!OpeningHours.status(of: "Mo-Fr 10:00-18:00; PH off", at: OpeningHoursTests.at("2026-01-01T12:00"),
                                     calendar: OpeningHoursTests.calendar, holidays: calendar).isOpen)
    }
}
