import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A record is the fields as `ByteWriter.appendField` writes them (catalogs stored before
/// keep reading), and reads back as the place, long fields (two- and three-byte lengths) too.
@Suite struct RecordCodecTests {
    static let places = [
        Place(id: "osm:node/1", name: "Café Ølhus", coordinate: Coordinate(lat: 1, lon: 2)),
        Place(id: "osm:way/2", name: String(repeating: "Long name ", count: 20), coordinate: Coordinate(lat: 3, lon: 4),
              cuisines: ["pizza"], tags: ["restaurant", "vegan", "takeaway"], price: 2,
              address: String(repeating: "Ü", count: 9_000), phones: ["+358 1", "+358 2"],
              website: "https://example.org/" + String(repeating: "p", count: 200), openingHours: "Mo-Su 10:00-22:00"),
        Place(id: "google:x", name: "", coordinate: Coordinate(lat: 0, lon: 0), cuisines: [], tags: [String(repeating: "t", count: 130)]),
    ]

    @Test func recordsAreTheFieldsAsByteWriterWritesThem() {
        for place in Self.places {
            var record = ByteWriter()
            RecordCodec.encode(place, into: &record)
            var expected = ByteWriter()
            expected.appendField(place.id)
            expected.appendField(place.name)
            expected.appendField(place.cuisines, separator: RecordCodec.listSeparatorByte)
            expected.appendField(place.tags, separator: RecordCodec.listSeparatorByte)
            expected.appendField(place.address ?? "")
            expected.appendField(place.phones, separator: RecordCodec.listSeparatorByte)
            expected.appendField(place.website ?? "")
            expected.appendField(place.openingHours ?? "")
            expected.bytes.append(UInt8(place.price ?? 0))
            #expect(record.bytes == expected.bytes, "\(place.id)")
            let decoded = record.bytes.withUnsafeBufferPointer { RecordCodec.decode($0, coordinate: place.coordinate) }
            #expect(decoded == place, "\(place.id)")
        }
    }
}
