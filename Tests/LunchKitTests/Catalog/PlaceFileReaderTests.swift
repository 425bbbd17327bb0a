import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Every importable format, on the real files in ../shared/data and on small hand-made ones.
@Suite struct PlaceFileReaderTests {
    func read(_ text: String) throws -> PlaceReadResult { try PlaceFileReader.read(Data(text.utf8)) }

    func namedCount(_ records: [[String: Any]], _ name: ([String: Any]) -> String?) -> Int {
        records.filter { !(name($0) ?? "").trimmingCharacters(in: .whitespaces).isEmpty }.count
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["almaty-2025-09.geojson", "piemonte-restaurants-2015-02.geojson"])
    func geoJSONFilesLoadEveryNamedFeature(_ file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(Fixtures.sharedData) + "/osm/" + file))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let features = try #require(json["features"] as? [[String: Any]])
        let expected = namedCount(features) { f in
            let p = f["properties"] as? [String: Any] ?? [:]
            return (p["name"] ?? p["name:en"] ?? p["brand"]) as? String
        }
        let result = try PlaceFileReader.read(data)
        #expect(result.format == "GeoJSON")
        #expect(result.places.count == expected)
        #expect(result.places.count + result.skipped == features.count)
        #expect(result.places.allSatisfy { $0.id.hasPrefix("osm:") })
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func geoJSONAndOverpassOfAlmatyAgreeOnIds() throws {
        let shared = try #require(Fixtures.sharedData)
        let overpass = try PlaceFileReader.read(Data(contentsOf: URL(fileURLWithPath: shared + "/osm/almaty-2025-09.overpass.json")))
        let geo = try PlaceFileReader.read(Data(contentsOf: URL(fileURLWithPath: shared + "/osm/almaty-2025-09.geojson")))
        let common = Set(overpass.places.map(\.id)).intersection(geo.places.map(\.id))
        #expect(common.count > 1000)
        let piemonte = try PlaceFileReader.read(Data(contentsOf: URL(fileURLWithPath: shared + "/osm/piemonte-restaurants-2015-02.geojson")))
        let amadeus = try #require(piemonte.places.first { $0.id == "osm:node/247985542" })
        #expect(amadeus.name == "Pizzeria Amadeus")
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: [("PlaceDetailsResponse.json", 1, "google:ChIJN1t_tDeuEmsRUsoyG83frY4", "Google Workplace 6"),
                      ("PlacesApiNearbySearchRequestByKeywordResponse.json", 20, "google:ChIJi6C1MxquEmsRP3l2oXb357Y", "P.J.O'Brien's"),
                      ("PlacesApiNearbySearchRequestByTypeResponse.json", 20, "google:ChIJC-dWE0KuEmsR_cLanc3QLkc", "Sydney Harbour Marriott Hotel at Circular Quay"),
                      ("PlacesApiPizzaInNewYorkResponse.json", 20, "google:ChIJ8Q2WSpJZwokRQz-bYYgEskM", "Joe's Pizza"),
                      ("TextSearchPizzaInNYC.json", 20, "google:ChIJuc8AM0BZwokRtpm2S66ltsE", "Paulie Gee's")])
    func googleLegacyFiles(_ file: String, _ count: Int, _ firstID: String, _ firstName: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(Fixtures.sharedData) + "/google/" + file))
        let result = try PlaceFileReader.read(data)
        #expect(result.places.count == count)
        #expect(result.places.first?.id == firstID)
        #expect(result.places.first?.name == firstName)
    }

    @Test func googleLegacyMapping() throws {
        let r = try read("""
        {"results":[{"place_id":"abc","name":"Joe's Pizza","geometry":{"location":{"lat":40.73,"lng":-73.99}},
          "price_level":1,"types":["meal_takeaway","restaurant"],"vicinity":"7 Carmine St",
          "opening_hours":{"periods":[{"open":{"day":5,"time":"1800"},"close":{"day":6,"time":"0200"}}]}}],"status":"OK"}
        """)
        let p = try #require(r.places.first)
        #expect(p.id == "google:abc")
        #expect(p.price == 1)
        #expect(p.tags == ["takeaway", "restaurant"])
        #expect(p.address == "7 Carmine St")
        #expect(p.openingHours == "Fr 18:00-02:00")
    }

    @Test func placesAPINewMapping() throws {
        let r = try read("""
        {"places":[{"id":"ChIJ1","displayName":{"text":"Sushi Go","languageCode":"en"},
          "location":{"latitude":35.68,"longitude":139.65},"priceLevel":"PRICE_LEVEL_MODERATE",
          "types":["sushi_restaurant","vegan_restaurant","restaurant"],"formattedAddress":"1 Main St",
          "regularOpeningHours":{"periods":[{"open":{"day":1,"hour":11,"minute":30},"close":{"day":1,"hour":14,"minute":0}},
                                            {"open":{"day":1,"hour":17,"minute":0},"close":{"day":1,"hour":22,"minute":0}}]}}]}
        """)
        let p = try #require(r.places.first)
        #expect(r.format == "Google Places API (New) JSON")
        #expect(p.id == "google:ChIJ1")
        #expect(p.name == "Sushi Go")
        #expect(p.price == 2)
        #expect(p.cuisines == ["sushi", "vegan"])
        #expect(p.tags == ["vegan", "restaurant"])
        #expect(p.openingHours == "Mo 11:30-14:00, Mo 17:00-22:00")
        #expect(OpeningHours(p.openingHours!) != nil)
    }

    /// A Google record without an id is skipped: as `google:` alone it would take the
    /// place of every other record without one.
    @Test func googleRecordsWithoutAnIdAreSkipped() throws {
        let new = try read("""
        {"places":[{"id":"","displayName":{"text":"Empty Id"},"location":{"latitude":60.17,"longitude":24.94}},
                   {"displayName":{"text":"No Id"},"location":{"latitude":60.17,"longitude":24.94}},
                   {"id":"ChIJ2","displayName":{"text":"Kept"},"location":{"latitude":60.17,"longitude":24.94}}]}
        """)
        #expect(new.places.map(\.id) == ["google:ChIJ2"])
        #expect(new.skipped == 2)
        #expect(new.reasons == [GooglePlacesReader.noID])
        let legacy = try read("""
        {"results":[{"place_id":"","name":"Empty","geometry":{"location":{"lat":60.17,"lng":24.94}}}]}
        """)
        #expect(legacy.places.isEmpty)
        #expect(legacy.reasons == [GooglePlacesReader.noID])
    }

    /// OpenStreetMap ids are 64-bit numbers: a longer run of digits is not one; the same
    /// reason given five times is said once.
    @Test func overpassIdsPastSixtyFourBitsAreSkippedAndReasonsSaidOnce() throws {
        let r = try read("""
        {"elements":[{"type":"node","id":18446744073709551616,"lat":60.17,"lon":24.94,"tags":{"name":"Too Big"}},
                     {"type":"node","id":-5,"lat":60.17,"lon":24.94,"tags":{"name":"Negative"}},
                     {"type":"node","id":18446744073709551615,"lat":60.17,"lon":24.94,"tags":{"name":"Largest"}}]}
        """)
        #expect(r.places.map(\.id) == ["osm:node/18446744073709551615"])
        #expect(r.skipped == 2)
        #expect(r.reasons == ["an element without an OpenStreetMap type and id"])
    }

    @Test func geoJSONPolygonsByCentroidAndStableIds() throws {
        let text = """
        {"type":"FeatureCollection","features":[
          {"type":"Feature","properties":{"@id":"way/7","name":"Square"},
           "geometry":{"type":"Polygon","coordinates":[[[24.0,60.0],[24.2,60.0],[24.2,60.2],[24.0,60.2]]]}},
          {"type":"Feature","properties":{"name":"No id"},"geometry":{"type":"Point","coordinates":[24.9,60.1]}}]}
        """
        let r = try read(text)
        #expect(r.places.map(\.id).first == "osm:way/7")
        let centre = try #require(r.places.first?.coordinate)
        #expect(abs(centre.lat - 60.1) < 1e-9 && abs(centre.lon - 24.1) < 1e-9)
        let again = try read(text)
        #expect(r.places[1].id.hasPrefix("geo:"))
        #expect(r.places[1].id == again.places[1].id)
    }

    @Test(arguments: [
        (#"{"type":"Feature","properties":{"@id":"node/1"},"geometry":{"type":"Point","coordinates":[1,2]}}"#, "osm:node/1: no name"),
        (#"{"type":"Feature","properties":{"@id":"node/2","name":"X"}}"#, "osm:node/2: no geometry"),
        (#"{"type":"Feature","properties":{"@id":"node/3","name":"X"},"geometry":{"type":"Point","coordinates":[200,95]}}"#, "osm:node/3: coordinates out of range"),
        (#"{"type":"Feature","properties":{"@id":"node/4","name":"X"},"geometry":{"type":"Point","coordinates":["a","b"]}}"#, "osm:node/4: no coordinates"),
        (#""just a string""#, "a feature that is not an object"),
    ])
    func badRecordsAreSkippedWithAReason(_ feature: String, _ reason: String) throws {
        let r = try read(#"{"features":[\#(feature)]}"#)
        #expect(r.places.isEmpty)
        #expect(r.skipped == 1)
        #expect(r.reasons == [reason])
    }

    @Test(arguments: ["{}", #"{"foo":[1]}"#, "[]", "not json", #"{"elements":[]} x"#])
    func unknownOrBrokenFilesAreOneError(_ text: String) {
        #expect(throws: JSONScanner.Failure.self) { try read(text) }
    }
}
