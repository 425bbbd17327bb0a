import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct OverpassReaderTests {
    static let fixture = """
    {"version":0.6,"elements":[
      {"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"name":"Kahvila \\u00c4","amenity":"cafe",
        "cuisine":"coffee_shop; cake","diet:vegan":"only","diet:halal":"no","takeaway":"yes","wheelchair":"limited",
        "addr:street":"Mannerheimintie","addr:housenumber":"5","addr:postcode":"00100","addr:city":"Helsinki",
        "contact:phone":"+358 1;+358 2","website":"example.org","opening_hours":"Mo-Fr 08:00-18:00"}},
      {"type":"way","id":2,"center":{"lat":60.18,"lon":24.95},"tags":{"name":"Way Place","amenity":"restaurant"}},
      {"type":"relation","id":3,"center":{"lat":"60.19","lon":"24.96"},"tags":{"name":"Rel","amenity":"fast_food","level":0}},
      {"type":"node","id":4,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe"}},
      {"type":"node","id":5,"tags":{"name":"No coordinates"}},
      {"type":"node","id":6,"lat":91,"lon":24.94,"tags":{"name":"Out of range"}},
      {"type":"node","id":"x","lat":1,"lon":1,"tags":{"name":"Bad id"}},
      {"type":"node","id":8,"lat":"north","lon":1,"tags":{"name":"Wrong type"}},
      "not an object",
      {"type":"node","id":9,"lat":60.2,"lon":24.9,"tags":{"name":"  "}}
    ]}
    """

    @Test func readsPlacesAndCountsSkipped() throws {
        let result = try OverpassReader.read(Data(Self.fixture.utf8))
        #expect(result.places.map(\.id) == ["osm:node/1", "osm:way/2", "osm:relation/3"])
        #expect(result.skipped == 7)
        #expect(result.reasons.first == "osm:node/4: no name")
    }

    @Test func mapsTagsAsTheContractSays() throws {
        let place = try #require(try OverpassReader.read(Data(Self.fixture.utf8)).places.first)
        #expect(place.name == "Kahvila Ä")
        #expect(place.cuisines == ["coffee_shop", "cake"])
        #expect(place.tags == ["cafe", "vegan", "takeaway"])
        #expect(place.address == "Mannerheimintie 5, 00100 Helsinki")
        #expect(place.phones == ["+358 1", "+358 2"])
        #expect(place.website == "example.org")
        #expect(place.openingHours == "Mo-Fr 08:00-18:00")
        #expect(place.price == nil)
    }

    @Test func centresAndStringNumbersAreCoordinates() throws {
        let places = try OverpassReader.read(Data(Self.fixture.utf8)).places
        #expect(places[1].coordinate == Coordinate(lat: 60.18, lon: 24.95))
        #expect(places[2].coordinate == Coordinate(lat: 60.19, lon: 24.96))
    }

    @Test(arguments: ["", "{", "[1,2]", "{\"elements\": 5}", "{\"elements\":[{\"type\":\"node\"", "not json",
                      String(repeating: "[", count: 10_000), "{\"elements\":[]} trailing"])
    func brokenFilesAreErrorsNotCrashes(_ text: String) {
        let outcome = Result { try OverpassReader.read(Data(text.utf8)) }
        if case .success(let r) = outcome { #expect(r.places.isEmpty) }
    }

    @Test func theShippedSampleLoadsAllItsNamedPlaces() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/helsinki-center-2019.overpass.json").path
        let result = try OverpassReader.read(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(result.places.count == 354)  // 357 elements, 3 without name, name:en or brand
        #expect(result.skipped == 3)
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func everyNamedPlaceOfTheAlmatyFileLoads() throws {
        let shared = try #require(Fixtures.sharedData)
        let path = shared + "/osm/almaty-2025-09.overpass.json"
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // Independent reference: Foundation's parser and a plain reading of the same rule.
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let named = elements.filter { e in
            let tags = e["tags"] as? [String: Any] ?? [:]
            let name = (tags["name"] ?? tags["name:en"] ?? tags["brand"]) as? String ?? ""
            let centre = e["center"] as? [String: Any]
            let hasCoordinates = (e["lat"] ?? centre?["lat"]) != nil
            return !name.trimmingCharacters(in: .whitespaces).isEmpty && hasCoordinates
        }
        let result = try OverpassReader.read(data)
        #expect(result.places.count == named.count)
        #expect(result.places.count + result.skipped == elements.count)
        #expect(Set(result.places.map(\.id)).count == result.places.count)
        let cyrillic = result.places.filter { $0.name.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) } }
        #expect(!cyrillic.isEmpty)
    }
}
