import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog

/// A key given twice in a GeoJSON object: the last value counts, as JSON parsers read
/// it, for every key (issue 29, row 8): two `coordinates` are never averaged.
@Suite struct GeoJSONDuplicateKeyTests {
    func places(_ feature: String) throws -> [Place] {
        let text = #"{"type":"FeatureCollection","features":["# + feature + "]}"
        return try PlaceFileReader.read(Data(text.utf8)).places
    }

    @Test func theLastCoordinatesCount() throws {
        let point = try places(#"{"type":"Feature","properties":{"@id":"node/1","name":"Soup"},"#
            + #""geometry":{"type":"Point","coordinates":[24.94,60.17],"coordinates":[0,0]}}"#)
        #expect(point.first?.coordinate == Coordinate(lat: 0, lon: 0))
        let back = try places(#"{"type":"Feature","properties":{"@id":"node/1","name":"Soup"},"#
            + #""geometry":{"type":"Point","coordinates":[0,0],"coordinates":[24.94,60.17]}}"#)
        #expect(back.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
    }

    @Test func theLastPropertiesAndGeometryCount() throws {
        let twice = try places(#"{"type":"Feature","properties":{"@id":"node/1","name":"Soup","cuisine":"thai"},"#
            + #""properties":{"@id":"node/1","name":"Noodles"},"#
            + #""geometry":{"type":"Point","coordinates":[1,1]},"geometry":{"type":"Point","coordinates":[24.94,60.17]}}"#)
        #expect(twice.map(\.name) == ["Noodles"])
        #expect(twice.first?.cuisines == [])
        #expect(twice.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        // A later key with no value takes the earlier one away.
        let gone = try places(#"{"type":"Feature","properties":{"@id":"node/1","name":"Soup"},"#
            + #""geometry":{"type":"Point","coordinates":[24.94,60.17]},"geometry":null}"#)
        #expect(gone.isEmpty)
    }
}
