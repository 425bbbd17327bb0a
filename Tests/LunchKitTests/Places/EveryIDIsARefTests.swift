import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Every id `lunch` prints is a REF: `osm:`, `google:` and the `geo:` ids made for GeoJSON
/// places that have no OpenStreetMap id work in show, open, fav, unfav and rate.
@Suite struct EveryIDIsARefTests {
    /// overpass-turbo GeoJSON without `id` or `@id`: each place gets a `geo:` id.
    static let withoutIDs = #"""
    {"type":"FeatureCollection","features":[
     {"type":"Feature","properties":{"amenity":"restaurant","name":"Ravintola Ilman Tunnusta","website":"https://example.org/ilman"},
      "geometry":{"type":"Point","coordinates":[24.9384,60.1699]}},
     {"type":"Feature","properties":{"amenity":"cafe","name":"Кофейня без номера"},
      "geometry":{"type":"Polygon","coordinates":[[[76.9,43.2],[76.91,43.2],[76.91,43.21],[76.9,43.2]]]}},
     {"type":"Feature","properties":{"amenity":"fast_food","name":"geo kiosk"},
      "geometry":{"type":"Point","coordinates":[7.68,45.07]}}
    ]}
    """#

    static func placesFromFile(_ text: String) throws -> [Place] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-ids-\(UUID().uuidString).geojson").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try CatalogLoader.readPlaces(path: path)
    }

    /// Runs every REF command on `id` and checks what the user sees.
    static func everyCommandTakes(_ id: String, named name: String, in s: TestShell) {
        s.run("show \(id)")
        #expect(s.output.stdout.contains(id), "show \(id)")
        #expect(s.store.state.currentPlace == id)
        #expect(!s.run("fav \(id)").failed, "fav \(id)")
        #expect(s.store.state.favourites.contains(id))
        #expect(!s.run("unfav \(id)").failed, "unfav \(id)")
        #expect(!s.store.state.favourites.contains(id))
        #expect(!s.run("rate \(id) 4").failed, "rate \(id)")
        #expect(s.store.state.visits.contains { $0.placeID == id && $0.stars == 4 })
        let opened = s.opener.opened.count
        #expect(!s.run("open \(id)").failed, "open \(id)")
        #expect(s.opener.opened.count == opened + 1)
        #expect(!s.output.stderr.contains(name))
    }

    @Test func geoIDsOfPlacesWithoutAnOSMID() throws {
        let places = try Self.placesFromFile(Self.withoutIDs)
        #expect(places.count == 3)
        #expect(places.allSatisfy { $0.id.hasPrefix("geo:") })
        let s = TestShell(places: places)
        for place in places {
            Self.everyCommandTakes(place.id, named: place.name, in: s)
        }
        #expect(s.output.stderr.isEmpty, "\(s.output.stderr)")
        // A geo: id that names no place says so as an id, not as a name.
        #expect(s.run("show geo:0123abcd").failed)
        #expect(s.output.stderr.hasSuffix("error: \(Messages.noSuchID("geo:0123abcd"))\n"))
    }

    @Test func googleAndOSMIDs() {
        var places = Fixtures.small
        places[0].id = "google:ChIJ-AbC_123xyz"
        let s = TestShell(places: places)
        Self.everyCommandTakes("google:ChIJ-AbC_123xyz", named: places[0].name, in: s)
        Self.everyCommandTakes("osm:node/2", named: "Kahvila Suomi", in: s)
        #expect(s.output.stderr.isEmpty, "\(s.output.stderr)")
    }

    /// Real GeoJSON with the OSM ids taken away: every place's `geo:` id is a REF.
    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["almaty-2025-09.geojson", "piemonte-restaurants-2015-02.geojson"])
    func realPlacesWithoutOSMIDs(file: String) throws {
        let shared = try #require(Fixtures.sharedData)
        let data = try Data(contentsOf: URL(fileURLWithPath: shared + "/osm/" + file))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var features = try #require(json["features"] as? [[String: Any]])
        for i in features.indices {
            features[i]["id"] = nil
            var properties = features[i]["properties"] as? [String: Any] ?? [:]
            properties["@id"] = nil
            features[i]["properties"] = properties
        }
        json["features"] = features
        let text = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
        let places = try Self.placesFromFile(text)
        #expect(places.count > 1_000)
        let catalog = Catalog(places: places)
        let s = TestShell(places: places)
        let resolver = s.context.resolver
        var failures: [String] = []
        for place in places where place.id.hasPrefix("geo:") {
            let id = place.id
            guard let ref = try? PlaceReference([id]), let index = try? resolver.resolve(ref), catalog.id(at: index) == id else { failures.append(id); continue }
        }
        #expect(failures.isEmpty, "\(failures.count) geo: ids not accepted, e.g. \(failures.prefix(3))")
        let some = places[places.count / 2]
        Self.everyCommandTakes(some.id, named: some.name, in: s)
    }
}
