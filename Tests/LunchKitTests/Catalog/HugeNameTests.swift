import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog

/// A place whose name is 10 MB keeps its first 199 characters and `…` from every
/// format (issue 29, row 5): it is printed, searched and saved at that length.
@Suite struct HugeNameTests {
    static let huge = String(repeating: "Käsi ", count: 2_000_000)

    @Test(arguments: ["overpass", "geojson"])
    func aHugeNameIsCutAtImport(_ format: String) throws {
        let text = format == "overpass"
            ? #"{"elements":[{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe","name":""# + Self.huge + #""}}]}"#
            : #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"@id":"node/1","name":""# + Self.huge
                + #""},"geometry":{"type":"Point","coordinates":[24.94,60.17]}}]}"#
        let places = try PlaceFileReader.read(Data(text.utf8)).places
        let name = try #require(places.first?.name)
        #expect(name.count == PlaceLimits.nameCharacters)
        #expect(name == String(Self.huge.prefix(199)) + "…")
    }

    @Test func namesUpToTheCapAreKept() {
        let exact = String(repeating: "é", count: 200)
        #expect(PlaceLimits.cappedName(exact) == exact)
        #expect(PlaceLimits.cappedName(exact + "x") == String(repeating: "é", count: 199) + "…")
        #expect(PlaceLimits.cappedName("Soup") == "Soup")
    }
}
