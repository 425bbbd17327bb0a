import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Shapes across the antimeridian are placed near it, and every other shape keeps the
/// plain mean of its positions (issue 10, row 13).
@Suite struct GeoJSONCentroidTests {
    func place(_ geometry: String) throws -> Coordinate {
        let text = """
        {"type":"FeatureCollection","features":[
          {"type":"Feature","properties":{"@id":"way/1","name":"Shape"},"geometry":\(geometry)}]}
        """
        let result = try PlaceFileReader.read(Data(text.utf8))
        return try #require(result.places.first?.coordinate)
    }

    @Test func aLineAcrossTheAntimeridianIsPlacedOnIt() throws {
        let c = try place(#"{"type":"LineString","coordinates":[[179.9,0],[-179.9,0]]}"#)
        #expect(abs(c.lat) < 1e-9)
        #expect(abs(abs(c.lon) - 180) < 1e-9)
        let back = try place(#"{"type":"LineString","coordinates":[[-179.9,0],[179.9,0]]}"#)
        #expect(abs(abs(back.lon) - 180) < 1e-9)
    }

    @Test func aPolygonAcrossTheLineHasItsCentreOnTheSideWithMoreOfIt() throws {
        // Three corners at 179.8 and 179.9 east, two at 179.9 west (180.1): the mean is 179.94 east.
        let c = try place(#"{"type":"Polygon","coordinates":[[[179.8,1],[-179.9,1],[-179.9,-1],[179.9,-1],[179.8,1]]]}"#)
        #expect(abs(c.lon - 179.94) < 1e-9)
        #expect(abs(c.lat - 0.2) < 1e-9)
        let west = try place(#"{"type":"MultiPolygon","coordinates":[[[[-179.8,10],[179.9,10],[179.9,11],[-179.8,11]]]]}"#)
        #expect(abs(west.lon - -179.95) < 1e-9)
        #expect(abs(west.lat - 10.5) < 1e-9)
    }

    @Test func ordinaryShapesKeepThePlainMean() throws {
        let c = try place(#"{"type":"Polygon","coordinates":[[[24.0,60.0],[24.2,60.0],[24.2,60.2],[24.0,60.2]]]}"#)
        #expect(c == Coordinate(lat: (60.0 + 60.0 + 60.2 + 60.2) / 4, lon: (24.0 + 24.2 + 24.2 + 24.0) / 4))
        let wide = try place(#"{"type":"LineString","coordinates":[[-170,0],[-10,0],[150,0]]}"#)
        #expect(wide == Coordinate(lat: 0, lon: (-170.0 + -10.0 + 150.0) / 3))
    }

    /// Every feature of the shared GeoJSON files lands exactly on the plain mean of its
    /// positions, as before the antimeridian change (none of them crosses the line).
    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"),
          arguments: ["almaty-2025-09.geojson", "piemonte-restaurants-2015-02.geojson"])
    func sharedFilesKeepTheirPositions(_ file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(Fixtures.sharedData) + "/osm/" + file))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var means: [String: Coordinate] = [:]
        for feature in try #require(json["features"] as? [[String: Any]]) {
            guard let properties = feature["properties"] as? [String: Any], let id = properties["@id"] as? String,
                  let geometry = feature["geometry"] as? [String: Any] else { continue }
            var lat = 0.0, lon = 0.0, n = 0.0
            func walk(_ value: Any) {
                if let numbers = value as? [Double], numbers.count >= 2, !(value is [[Any]]) {
                    lon += numbers[0]; lat += numbers[1]; n += 1
                } else if let list = value as? [Any] { list.forEach(walk) }
            }
            walk(geometry["coordinates"] as Any)
            if n > 0 { means["osm:" + id] = Coordinate(lat: lat / n, lon: lon / n) }
        }
        let places = try PlaceFileReader.read(data).places
        #expect(places.count > 100)
        var shapes = 0
        for place in places {
            let mean = try #require(means[place.id])
            #expect(abs(place.coordinate.lat - mean.lat) < 1e-9 && abs(place.coordinate.lon - mean.lon) < 1e-9, "\(place.id)")
            if !place.id.hasPrefix("osm:node/") { shapes += 1 }
        }
        if file.hasPrefix("almaty") { #expect(shapes > 10) }
    }
}
