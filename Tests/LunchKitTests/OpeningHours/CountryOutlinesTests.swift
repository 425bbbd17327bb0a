import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The shipped coarse outlines give each place its country (for its holiday calendar).
@Suite struct CountryOutlinesTests {
    static let outlines = CountryOutlines.shipped

    @Test(arguments: [
        ("FI", 60.1699, 24.9384), ("KZ", 43.2389, 76.8897), ("KZ", 51.1605, 71.4704), ("IT", 45.0703, 7.6869),
        ("IT", 41.9028, 12.4964), ("US", 40.7580, -73.9855), ("US", 38.8977, -77.0365), ("DE", 52.5200, 13.4050),
        ("FR", 48.8566, 2.3522), ("GB", 51.5072, -0.1276), ("JP", 35.6762, 139.6503), ("ES", 40.4168, -3.7038),
        ("PL", 52.2297, 21.0122), ("RU", 55.7558, 37.6173), ("BR", -15.7975, -47.8919), ("CN", 39.9042, 116.4074),
        ("NL", 52.3676, 4.9041), ("AT", 48.2082, 16.3738), ("CH", 46.9480, 7.4474), ("CZ", 50.0755, 14.4378),
        ("CA", 45.4215, -75.6972), ("BE", 50.8503, 4.3517), ("SE", 59.3293, 18.0686), ("MX", 19.4326, -99.1332),
        ("AU", -35.2809, 149.1300),
    ])
    func capitalsAndCitiesOfTheData(_ expected: String, _ lat: Double, _ lon: Double) {
        #expect(Self.outlines.country(at: Coordinate(lat: lat, lon: lon)) == expected)
    }

    @Test func placesAtSeaHaveNone() {
        #expect(Self.outlines.country(at: Coordinate(lat: 30.0, lon: -40.0)) == nil)        // the Atlantic
    }

    /// Issue 28, item 4: every country `holidays` supports has an outline, not 22.
    @Test func everyCountryWithACalendarHasAnOutline() {
        #expect(Self.outlines.country(at: Coordinate(lat: 64.1466, lon: -21.9426)) == "IS")  // Reykjavík
        #expect(Self.outlines.country(at: Coordinate(lat: 59.4370, lon: 24.7536)) == "EE")   // Tallinn
        #expect(Self.outlines.country(at: Coordinate(lat: 53.3498, lon: -6.2603)) == "IE")   // Dublin
        #expect(Self.outlines.country(at: Coordinate(lat: -1.2921, lon: 36.8219)) == "KE")   // Nairobi
    }

    /// An enclave's outline lies inside its neighbour's: the smallest outline holding a
    /// place is its country, whichever the file lists first.
    @Test func anEnclaveIsTheCountryItsPlacesAreIn() {
        #expect(Self.outlines.country(at: Coordinate(lat: 43.9356, lon: 12.4473)) == "SM")   // San Marino
        #expect(Self.outlines.country(at: Coordinate(lat: -29.3151, lon: 27.4869)) == "LS")  // Maseru
        #expect(Self.outlines.country(at: Coordinate(lat: 42.4637, lon: 1.9767)) == "ES")    // Llívia, in France
        #expect(Self.outlines.country(at: Coordinate(lat: 44.0678, lon: 12.5695)) == "IT")   // Rimini, beside San Marino
        #expect(Self.outlines.country(at: Coordinate(lat: -26.2041, lon: 28.0473)) == "ZA")  // Johannesburg
        // The Vatican has neither an outline nor a calendar of its own in the data: Italy's.
        #expect(Self.outlines.country(at: Coordinate(lat: 41.9029, lon: 12.4534)) == "IT")
    }

    /// Natural Earth's 1:10m border is about a kilometre coarse: three mountain huts a few
    /// hundred metres on Italy's side of the ridge above Limone Piemonte fall in France.
    static let nearTheBorder = ["Chalet Le Marmotte", "capanna Niculin", "Baita 2000"]

    @Test(arguments: [("osm/helsinki-center-2019.overpass.json", "FI"), ("osm/almaty-2025-09.overpass.json", "KZ"),
                      ("osm/almaty-2025-09.geojson", "KZ"), ("osm/piemonte-restaurants-2015-02.geojson", "IT"),
                      ("google/PlacesApiPizzaInNewYorkResponse.json", "US"), ("google/TextSearchPizzaInNYC.json", "US"),
                      ("google/PlacesApiNearbySearchRequestByTypeResponse.json", "AU")])
    func everyPlaceOfTheSharedData(_ file: String, _ country: String) throws {
        guard let folder = Fixtures.sharedData else { return }
        let result = try PlaceFileReader.read(Data(contentsOf: URL(fileURLWithPath: folder + "/" + file)))
        #expect(!result.places.isEmpty)
        let elsewhere = result.places.filter { Self.outlines.country(at: $0.coordinate) != country }
        #expect(elsewhere.map(\.name) == (country == "IT" ? Self.nearTheBorder : []))
        #expect(elsewhere.allSatisfy { Self.outlines.country(at: $0.coordinate) == "FR" })
    }
}
