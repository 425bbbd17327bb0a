import Foundation
import LunchTestSupport
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The shipped zone table answers the zone of every capital and of every real place.
@Suite struct TimeZoneTableTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/zones.bin")

    static let table: TimeZoneTable? = (try? Data(contentsOf: file)).flatMap(TimeZoneTable.init)

    @Test func theShippedTableReadsAndFoundationKnowsEveryZoneInIt() throws {
        let table = try #require(Self.table)
        #expect(table.names.count > 400)
        #expect(table.names.filter { TimeZone(identifier: $0) == nil } == [])
    }

    @Test func everyCapitalIsInItsZone() throws {
        let table = try #require(Self.table)
        #expect(Capitals.all.count > 240)
        for c in Capitals.all {
            #expect(table.zoneName(lat: c.lat, lon: c.lon) == c.zone, "\(c.capital), \(c.country)")
        }
    }

    /// Hanoi keeps `Asia/Bangkok`, not `Asia/Ho_Chi_Minh`: that is the time zone
    /// database's own answer (zone1970.tab: Asia/Bangkok "north Vietnam", Asia/Ho_Chi_Minh
    /// "south Vietnam", their clocks differing only before 1975), and the boundary data
    /// splits Vietnam so since 2019a. Both keep UTC+7 with no summer time, so opening hours
    /// read the same on either side (issue 25's "Hanoi resolves to Asia/Bangkok").
    @Test func vietnamIsSplitAsTheTimeZoneDatabaseSplitsIt() throws {
        let table = try #require(Self.table)
        let north = [("Hanoi", 21.0285, 105.8542), ("Hai Phong", 20.8449, 106.6881), ("Vinh", 18.6796, 105.6813)]
        let south = [("Ho Chi Minh City", 10.7769, 106.7009), ("Da Nang", 16.0544, 108.2022), ("Can Tho", 10.0452, 105.7469)]
        for (city, lat, lon) in north { #expect(table.zoneName(lat: lat, lon: lon) == "Asia/Bangkok", "\(city)") }
        for (city, lat, lon) in south { #expect(table.zoneName(lat: lat, lon: lon) == "Asia/Ho_Chi_Minh", "\(city)") }
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        for zone in ["Asia/Bangkok", "Asia/Ho_Chi_Minh"] {
            #expect(TimeZone(identifier: zone)?.secondsFromGMT(for: now) == 7 * 3600, "\(zone)")
        }
    }

    @Test func theOpenSeaTakesTheOceanZoneAndEveryCoordinateHasOne() throws {
        let table = try #require(Self.table)
        #expect(table.zoneName(lat: 0, lon: -140) == "Etc/GMT+9")
        for (lat, lon) in [(-90.0, -180.0), (90, 180), (90, 179.999), (0, 0), (-89.9, 540), (45, -360)] {
            #expect(table.zoneName(lat: lat, lon: lon) != nil, "\(lat), \(lon)")
        }
        #expect(table.zoneName(lat: .nan, lon: 0) == nil)
        #expect(table.zoneName(lat: 0, lon: .infinity) == nil)
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: [("osm/helsinki-center-2019.overpass.json", "Europe/Helsinki"),
                      ("osm/almaty-2025-09.overpass.json", "Asia/Almaty"),
                      ("osm/almaty-2025-09.geojson", "Asia/Almaty"),
                      ("osm/piemonte-restaurants-2015-02.geojson", "Europe/Rome"),
                      ("google/PlacesApiPizzaInNewYorkResponse.json", "America/New_York"),
                      ("google/TextSearchPizzaInNYC.json", "America/New_York"),
                      ("google/PlacesApiNearbySearchRequestByTypeResponse.json", "Australia/Sydney"),
                      ("google/PlacesApiNearbySearchRequestByKeywordResponse.json", "Australia/Sydney"),
                      ("google/PlaceDetailsResponse.json", "Australia/Sydney")])
    func everyRealPlaceIsInItsZone(file: String, zone: String) throws {
        let table = try #require(Self.table)
        let shared = try #require(Fixtures.sharedData)
        let places = try CatalogLoader.readPlaces(path: shared + "/" + file)
        #expect(!places.isEmpty)
        let found = places.map { table.zoneName(lat: $0.coordinate.lat, lon: $0.coordinate.lon) ?? "none" }
        // Every place keeps the right clock; its zone's name may be a neighbour's that keeps
        // the same clock (Europe/Paris for a restaurant in Claviere, on the French border)
        // for at most 1 place in 300.
        #expect(Set(found).filter { !Self.sameClock($0, zone) } == [], "\(file)")
        let named = zip(places, found).filter { $0.1 != zone }.map { "\($0.0.name): \($0.1)" }
        #expect(named.count * 300 <= places.count, "\(file): \(named)")
    }

    /// Whether two zones keep the same UTC offset at every 6 hours of 2025–2040.
    static func sameClock(_ a: String, _ b: String) -> Bool {
        guard let za = TimeZone(identifier: a), let zb = TimeZone(identifier: b) else { return false }
        let start = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01
        return stride(from: 0.0, to: 16 * 365.25 * 86_400, by: 6 * 3_600).allSatisfy {
            za.secondsFromGMT(for: start + $0) == zb.secondsFromGMT(for: start + $0)
        }
    }

    @Test func aDamagedTableIsRefusedNotTrustedOrTrapped() throws {
        let good = try Data(contentsOf: Self.file)
        #expect(TimeZoneTable(good) != nil)
        #expect(TimeZoneTable(Data()) == nil)
        #expect(TimeZoneTable(Data("LTZ2".utf8) + good.dropFirst(4)) == nil)
        #expect(TimeZoneTable(good.dropLast()) == nil)
        #expect(TimeZoneTable(good + Data([0])) == nil)
        // The last entry naming neither a zone nor a line, then split with no room for children.
        var past = good
        past.replaceSubrange(past.count - 2..<past.count, with: [0xfe, 0xff])
        #expect(TimeZoneTable(past) == nil)
        var split = good
        split.replaceSubrange(split.count - 2..<split.count, with: [0xff, 0xff])
        #expect(TimeZoneTable(split) == nil)
    }

    @Test func randomDamageIsRefusedOrAnswersWithoutTrapping() throws {
        let good = try Data(contentsOf: Self.file)
        let random = SeededRandomSource(seed: 15)
        func below(_ n: Int) -> Int { min(n - 1, Int(random.nextUnit() * Double(n))) }
        for _ in 0..<50 {
            var bytes = good
            for _ in 0...below(4) { bytes[below(bytes.count)] = UInt8(below(256)) }
            guard let table = TimeZoneTable(bytes) else { continue }
            for _ in 0..<50 {
                let name = table.zoneName(lat: random.nextUnit() * 180 - 90, lon: random.nextUnit() * 360 - 180)
                #expect(name.map { table.names.contains($0) } == true)
            }
        }
    }
}
