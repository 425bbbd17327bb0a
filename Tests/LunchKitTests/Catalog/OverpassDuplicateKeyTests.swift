import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog

/// A key given twice in an Overpass element, its `tags` or its `center`: the last value
/// counts, as JSON parsers read it and as GeoJSON is read (issue 29). Both readings of an
/// element (the byte way and the string way the fuzzing harness compares) agree.
@Suite struct OverpassDuplicateKeyTests {
    func places(_ element: String) throws -> [Place] {
        let data = Data((#"{"elements":["# + element + "]}").utf8)
        let bytes = try OverpassReader.read(data).places
        let strings = try OverpassReader.readAlongStrings(data).places
        #expect(bytes == strings, "the two readings differ")
        return bytes
    }

    @Test func theLastLatAndLonCount() throws {
        let moved = try places(#"{"type":"node","id":1,"lat":0,"lon":0,"lat":60.17,"lon":24.94,"tags":{"name":"Soup"}}"#)
        #expect(moved.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
    }

    @Test func aSecondTagsObjectReplacesTheFirstWhole() throws {
        let twice = try places(#"{"type":"node","id":1,"lat":60.17,"lon":24.94,"#
            + #""tags":{"name":"Soup","cuisine":"thai","amenity":"restaurant"},"tags":{"name":"Noodles"}}"#)
        #expect(twice.map(\.name) == ["Noodles"])
        #expect(twice.first?.cuisines == [])
        // With escapes in the first (read the string way): the same.
        let escaped = try places(#"{"type":"node","id":1,"lat":60.17,"lon":24.94,"#
            + #""tags":{"name":"So\u00fcp","cuisine":"thai"},"tags":{"name":"Noodles"}}"#)
        #expect(escaped.map(\.name) == ["Noodles"] && escaped.first?.cuisines == [])
        // A second `tags` that is no object leaves the element without tags: no name, skipped.
        #expect(try places(#"{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"name":"Soup"},"tags":null}"#).isEmpty)
    }

    @Test func theLastTagValueCounts() throws {
        let named = try places(#"{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"name":"Soup","name":"Noodles"}}"#)
        #expect(named.map(\.name) == ["Noodles"])
    }

    @Test func theLastCenterCountsAndOwnCoordinatesComeFirst() throws {
        let way = try places(#"{"type":"way","id":2,"center":{"lat":1,"lon":1},"center":{"lat":60.17,"lon":24.94},"#
            + #""tags":{"name":"Soup"}}"#)
        #expect(way.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        let inside = try places(#"{"type":"way","id":2,"center":{"lat":1,"lat":60.17,"lon":24.94},"tags":{"name":"Soup"}}"#)
        #expect(inside.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        let own = try places(#"{"type":"node","id":3,"center":{"lat":1,"lon":1},"lat":60.17,"lon":24.94,"tags":{"name":"Soup"}}"#)
        #expect(own.first?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
    }
}
