import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchResources

/// Issue 28, item 4: where a country's holidays differ by region and the place's region is
/// known from its coordinates (Natural Earth's Admin 1 outlines, `Resources/regions.txt`),
/// `PH` is the region's public holidays (`Resources/region-holidays.txt`, from PyPI's
/// `holidays`): Catalonia's 11 September closes a place in Barcelona and not one in Madrid.
@Suite struct HolidaysByRegionTests {
    /// A place at `lat`,`lon` open every day around the clock but on public holidays: its
    /// state at noon (Helsinki's clock, as `RegionalHolidaysTests`) on `day` says whether
    /// the day is a holiday there ("closed"), not one ("open"), or either ("unknown").
    func holiday(_ day: String, _ lat: Double, _ lon: Double) -> String {
        let place = Place(id: "osm:node/1", name: "Lunch", coordinate: Coordinate(lat: lat, lon: lon),
                          openingHours: "Mo-Su 00:00-24:00; PH off")
        let lister = PlaceLister(catalog: Catalog(places: [place]), clock: FixedClock(OpeningHoursTests.at(day + "T12:00")),
                                 calendar: OpeningHoursTests.calendar)
        return lister.status(of: place).key
    }

    @Test func catalonia() {
        #expect(holiday("2026-09-11", 41.3874, 2.1686) == "closed")     // Barcelona: La Diada
        #expect(holiday("2026-09-11", 40.4168, -3.7038) == "open")      // Madrid
        #expect(holiday("2026-05-02", 40.4168, -3.7038) == "closed")    // Madrid's own 2 May (a Saturday)
        #expect(holiday("2026-05-02", 41.3874, 2.1686) == "open")
        // Barcelona's city days (La Mercè) are in doubt all over Catalonia: the city is a
        // part of the region that the outlines do not tell apart.
        #expect(holiday("2026-09-24", 41.3874, 2.1686) == "unknown")
        #expect(holiday("2026-09-24", 41.6176, 0.6200) == "unknown")    // Lleida
        #expect(holiday("2026-09-11", 41.6176, 0.6200) == "closed")
        #expect(holiday("2026-09-24", 40.4168, -3.7038) == "open")      // Madrid
    }

    @Test func germanStates() {
        #expect(holiday("2026-01-06", 48.1374, 11.5755) == "closed")    // Munich: Epiphany in Bavaria
        #expect(holiday("2026-01-06", 52.1205, 11.6276) == "closed")    // Magdeburg, Saxony-Anhalt
        #expect(holiday("2026-01-06", 53.5511, 9.9937) == "open")       // Hamburg
        // Berlin lies inside Brandenburg: 8 March 2027 (a Monday) is Berlin's alone.
        #expect(holiday("2027-03-08", 52.5200, 13.4050) == "closed")
        #expect(holiday("2027-03-08", 52.3906, 13.0645) == "open")      // Potsdam
        // Assumption Day is a holiday only in Bavaria's Catholic towns (Augsburg among them).
        #expect(holiday("2026-08-15", 48.1374, 11.5755) == "unknown")
        #expect(holiday("2026-08-15", 50.9375, 6.9603) == "open")       // Cologne
        #expect(holiday("2026-10-03", 50.9375, 6.9603) == "closed")     // national days stay sure
    }

    @Test func cantonsStatesAndAland() {
        #expect(holiday("2026-09-10", 46.2044, 6.1432) == "closed")     // Geneva: Jeûne genevois
        #expect(holiday("2026-09-10", 47.3769, 8.5417) == "open")       // Zurich
        #expect(holiday("2026-04-20", 42.3601, -71.0589) == "closed")   // Boston: Patriots' Day
        #expect(holiday("2026-04-20", 40.7580, -73.9855) == "open")     // New York
        #expect(holiday("2026-06-24", 46.8139, -71.2080) == "closed")   // Québec City: Saint-Jean-Baptiste
        #expect(holiday("2026-06-24", 43.6532, -79.3832) == "open")     // Toronto
        #expect(holiday("2026-11-30", 55.9533, -3.1883) == "closed")    // Edinburgh: St Andrew's Day (observed)
        #expect(holiday("2026-08-31", 55.9533, -3.1883) == "open")
        #expect(holiday("2026-08-31", 51.5072, -0.1276) == "closed")    // London: summer bank holiday
        #expect(holiday("2026-06-09", 60.0973, 19.9348) == "closed")    // Mariehamn: Åland's autonomy day
        #expect(holiday("2026-06-09", 60.1699, 24.9384) == "open")      // Helsinki
    }

    @Test func theRegionTableReadsItsLines() {
        let table = RegionalHolidays(text: "# comment\nXX-A 2026 0106 -0101 ?0815\n")
        #expect(table.countries == ["XX"])
        let national = HolidayTable(text: "XX 2026 0101 1225 ?0106 ?0815\n").calendar(country: "XX")
        let a = table.calendar(region: "XX-A", national: national)
        func state(_ calendar: PublicHolidays, _ day: String) -> String {
            OpeningHours.status(of: "Mo-Su 00:00-24:00; PH off", at: OpeningHoursTests.at(day + "T12:00"),
                                calendar: OpeningHoursTests.calendar, holidays: calendar).key
        }
        #expect(state(a, "2026-01-06") == "closed")
        #expect(state(a, "2026-01-01") == "open")
        #expect(state(a, "2026-08-15") == "unknown")
        #expect(state(a, "2026-12-25") == "closed")
        // The rest of the country keeps the national days, none in doubt; an unknown region
        // keeps the national calendar as it is.
        #expect(state(table.calendar(region: "XX", national: national), "2026-01-06") == "open")
        #expect(state(table.calendar(region: "XX-?", national: national), "2026-01-06") == "unknown")
    }

    @Test func theShippedRegionsAreSmall() throws {
        for name in ["regions.txt", "region-holidays.txt"] {
            let url = try #require(name == "regions.txt" ? LunchResources.regionsURL : LunchResources.regionHolidaysURL)
            let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            #expect(size < 600_000, "\(name): \(size) bytes")
        }
        #expect(RegionalHolidays.shipped.countries.isSuperset(of: ["DE", "ES", "CH", "US", "FI", "GB", "IT", "AU", "CA"]))
    }

    /// Every day of 2026 in cities of regions with days of their own, against PyPI's
    /// `holidays` itself where python3 has it (skipped otherwise): a day lunch reads as a
    /// holiday is one there and the other way round; a day in doubt is a city's own day.
    static let cities: [(String, Double, Double, String, String)] = [
        ("Munich", 48.1374, 11.5755, "DE", "BY"), ("Magdeburg", 52.1205, 11.6276, "DE", "ST"),
        ("Berlin", 52.5200, 13.4050, "DE", "BE"), ("Potsdam", 52.3906, 13.0645, "DE", "BB"),
        ("Barcelona", 41.3874, 2.1686, "ES", "CT"), ("Madrid", 40.4168, -3.7038, "ES", "MD"),
        ("Seville", 37.3891, -5.9845, "ES", "AN"), ("Zurich", 47.3769, 8.5417, "CH", "ZH"),
        ("Geneva", 46.2044, 6.1432, "CH", "GE"), ("Boston", 42.3601, -71.0589, "US", "MA"),
        ("Austin", 30.2672, -97.7431, "US", "TX"), ("Montreal", 45.5019, -73.5674, "CA", "QC"),
        ("Sydney", -33.8688, 151.2093, "AU", "NSW"), ("Edinburgh", 55.9533, -3.1883, "GB", "SCT"),
        ("Belfast", 54.5973, -5.9301, "GB", "NIR"), ("London", 51.5072, -0.1276, "GB", "ENG"),
        ("Milan", 45.4642, 9.1900, "IT", "MI"), ("Strasbourg", 48.5734, 7.7521, "FR", "6AE"),
        ("Lisbon", 38.7223, -9.1393, "PT", "11"), ("Mumbai", 19.0760, 72.8777, "IN", "MH"),
        ("Kuala Lumpur", 3.1390, 101.6869, "MY", "14"), ("Mariehamn", 60.0973, 19.9348, "FI", "01"),
    ]

    static let holidaysInstalled = OpeningHoursReferenceTests.python(["-c", "import holidays"]) != nil

    @Test(.enabled(if: holidaysInstalled, "python3 has no holidays package"))
    func everyDayOf2026AgreesWithTheHolidaysPackage() throws {
        let script = """
        import sys, holidays
        for line in sys.stdin:
            cc, subdivision = line.split()
            days = holidays.country_holidays(cc, subdiv=subdivision, years=2026)
            print(" ".join(sorted(d.isoformat() for d in days)))
        """
        let input = Self.cities.map { "\($0.3) \($0.4)" }.joined(separator: "\n") + "\n"
        let answers = try #require(OpeningHoursReferenceTests.python(["-c", script], stdin: input)).split(separator: "\n")
        #expect(answers.count == Self.cities.count)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for ((name, lat, lon, _, _), answer) in zip(Self.cities, answers) {
            let reference = Set(answer.split(separator: " ").map(String.init))
            var inDoubt: [String] = []
            for offset in 0..<365 {
                let date = calendar.date(byAdding: .day, value: offset, to: calendar.date(from: DateComponents(year: 2026, month: 1, day: 1))!)!
                let c = calendar.dateComponents([.year, .month, .day], from: date)
                let day = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
                switch holiday(day, lat, lon) {
                case "closed": #expect(reference.contains(day), "\(name): \(day) is no holiday there")
                case "open": #expect(!reference.contains(day), "\(name): \(day) is a holiday there")
                default: inDoubt.append(day)
                }
            }
            #expect(inDoubt.count <= 3, "\(name): \(inDoubt)")
        }
    }
}
