import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

@Suite struct BuiltImageTests {
    static let places: [Place] = (0..<500).map(place)

    static func place(_ i: Int) -> Place {
        let name = i % 3 == 0 ? "Café \(i)" : "Place \(i % 40)"
        let coordinate = Coordinate(lat: 60 + Double(i % 17) / 100, lon: 24 + Double(i % 23) / 100)
        let cuisines = i % 2 == 0 ? ["pizza", "burger"] : ["sushi"]
        let address: String? = i % 5 == 0 ? nil : "Street \(i), Helsinki"
        return Place(id: "osm:node/\(i)", name: name, coordinate: coordinate, cuisines: cuisines,
                     tags: ["restaurant"], address: address)
    }

    @Test func partsJoinToTheBytesAndTheChecksumHolds() throws {
        let built = CatalogBuilder.image(Self.places, ids: nil)
        var joined: [UInt8] = []
        built.forEachPart { joined.append(contentsOf: $0) }
        #expect(joined == built.bytes())
        #expect(joined.count == built.count)
        let image = try CatalogImage(bytes: joined)
        #expect(CatalogImage.checksumMatches(image.bytes))
    }

    @Test func checksumFedInAnyPiecesIsTheSame() {
        let bytes = (0..<1_003).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = bytes.withUnsafeBytes { CatalogImage.checksum($0) }
        for cuts in [[1], [7, 8, 9], [3, 500, 501, 1_000], [8, 16, 24]] {
            var sum = ImageChecksum()
            var start = 0
            bytes.withUnsafeBytes { raw in
                for cut in cuts + [bytes.count] {
                    sum.add(UnsafeRawBufferPointer(rebasing: raw[start..<cut]))
                    start = cut
                }
            }
            #expect(sum.value == whole, "cut at \(cuts)")
        }
    }

    @Test func aMergesIdTableBuildsTheSameImage() {
        var merged: [Place] = []
        var ids = ByteStringTable()
        _ = CatalogMerger.merge(Self.places + Self.places.prefix(10), into: &merged, ids: &ids)
        #expect(CatalogBuilder.image(merged, ids: PlaceIDs(ids)).bytes() == CatalogBuilder.build(merged))
    }

    @Test func medianIsTheMiddleOfTheSortedValues() {
        var generator = SystemRandomNumberGenerator()
        for n in [1, 2, 3, 10, 101, 1_000] {
            let values = (0..<n).map { _ in Double(Int.random(in: -5...5, using: &generator)) / 2 }
            for k in Set([0, n / 2, n - 1]) {
                #expect(CatalogBuilder.element(k, inOrderOf: values) == values.sorted()[k])
            }
        }
    }

    @Test func diskStorageWritesThePartsInOrder() throws {
        let folder = NSTemporaryDirectory() + "lunch-parts-\(UUID().uuidString)"
        let storage = DiskFileStorage()
        try storage.createDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let parts: [[UInt8]] = [[1, 2, 3], [], [4], Array(repeating: 9, count: 70_000)]
        try storage.writeAtomically(parts: { write in for p in parts { try write(Data(p)) } }, to: folder + "/f")
        #expect(try storage.read(folder + "/f", limit: 1 << 20) == Data(parts.flatMap { $0 }))
        let memory = MemoryFileStorage()
        try memory.writeAtomically(parts: { write in for p in parts { try write(Data(p)) } }, to: "/m")
        #expect(try memory.read("/m", limit: 1 << 20) == Data(parts.flatMap { $0 }))
    }
}
