import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The header's centre is checked as it is read (a stored image's is under the checksum
/// too): a NaN, an infinity or a value off the earth there makes the image damaged
/// (refused, and a cache rebuilt), never used.
@Suite struct ImageHeaderCentreTests {
    static let bad: [(lat: Double, lon: Double)] = [
        (.nan, 24.9), (60.1, .nan), (.infinity, 24.9), (60.1, -.infinity), (.signalingNaN, .signalingNaN),
        (90.000001, 24.9), (-91, 24.9), (60.1, 180.5), (60.1, -1e300), (.greatestFiniteMagnitude, 0),
    ]

    func withCentre(_ bytes: [UInt8], lat: Double, lon: Double) -> [UInt8] {
        var out = bytes
        withUnsafeBytes(of: lat.bitPattern.littleEndian) { out.replaceSubrange(32..<40, with: $0) }
        withUnsafeBytes(of: lon.bitPattern.littleEndian) { out.replaceSubrange(40..<48, with: $0) }
        return out
    }

    @Test func anImageWithACentreOffTheEarthIsRefused() throws {
        let bytes = CatalogBuilder.build(BuiltImageTests.places)
        #expect(try CatalogImage(bytes: bytes).header.centre.isValid)
        #expect(try CatalogImage(bytes: withCentre(bytes, lat: 90, lon: -180)).header.centre == Coordinate(lat: 90, lon: -180))
        for c in Self.bad {
            #expect(throws: (any Error).self, "centre \(c)") { try CatalogImage(bytes: withCentre(bytes, lat: c.lat, lon: c.lon)) }
        }
    }

    @Test func aCachedImageWithSuchACentreIsRebuiltNotUsed() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-centre-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/places.json"
        try #"{"elements":[{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"name":"One"}}]}"#
            .write(toFile: source, atomically: true, encoding: .utf8)
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        _ = try loader.load(path: source, name: "t")
        let cached = dir + "/cache/" + (try FileManager.default.contentsOfDirectory(atPath: dir + "/cache"))[0]
        let good = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cached)))
        for c in Self.bad {
            try Data(withCentre(good, lat: c.lat, lon: c.lon)).write(to: URL(fileURLWithPath: cached))
            #expect(throws: CatalogImage.Damaged.self) { try CatalogImage.read(path: cached) }
            let catalog = try loader.load(path: source, name: "t")
            #expect(catalog.centre == Coordinate(lat: 60.17, lon: 24.94), "centre \(c)")
            #expect(catalog.near(Coordinate(lat: 60.17, lon: 24.94), radius: 100).count == 1)
            #expect(try CatalogImage.read(path: cached).header.centre == Coordinate(lat: 60.17, lon: 24.94))
        }
    }
}
