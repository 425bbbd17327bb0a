import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// A catalog just saved is opened from what was written (`WrittenImage`), not read back
/// whole: it answers as built, and a byte of the file that is not what was written is
/// never used (its block reads as zeros and the change is said), as when it is read back.
@Suite struct WrittenImageTests {
    let support = ImageFileTests()

    func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-written-\(UUID()).lunchcat").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [1, 37, 3_000, 12_000])
    func aJustWrittenCatalogAnswersAsBuilt(count: Int) throws {
        let places = Array(ImageFileTests.places.prefix(count))
        let image = CatalogBuilder.image(places, ids: nil)
        let written = WrittenImage(image)
        let bytes = image.bytes()
        let path = try file(bytes)
        defer { unlink(path) }
        // What reading the whole file finds, the built sections gave.
        #expect(written.size == bytes.count)
        #expect(written.checksum == (try ImageFile(path: path, limit: FileLimits.catalog).checksum))
        #expect(written.contentsAgree)
        let catalog = Catalog(image: try CatalogImage.read(path: path, written: written), sourceName: "stored")
        let built = Catalog(image: try CatalogImage(bytes: bytes), sourceName: "built")
        #expect(support.answers(catalog) == support.answers(built))
        #expect((0..<catalog.count).map { catalog.place(at: $0) } == (0..<built.count).map { built.place(at: $0) })
        #expect(!catalog.image.changedOnDisk)
    }

    @Test func aByteNotAsWrittenIsNeverUsed() throws {
        let image = CatalogBuilder.image(ImageFileTests.places, ids: nil)
        let written = WrittenImage(image)
        let good = image.bytes()
        let built = Catalog(image: try CatalogImage(bytes: good), sourceName: "built")
        // A byte of the latitudes (read whole when opened), then bytes of the records (each
        // place read here): the change is said, and no place is read from the changed bytes.
        let records = try CatalogImage(bytes: good).table[CatalogImage.Section.records.rawValue]
        for position in [5_000, records.offset + 100, records.offset + records.length / 2, records.offset + records.length - 1] {
            var bytes = good
            bytes[position] ^= 0x10
            let path = try file(bytes)
            defer { unlink(path) }
            let catalog = Catalog(image: try CatalogImage.read(path: path, written: written), sourceName: "stored")
            let places = (0..<catalog.count).map { catalog.place(at: $0) }
            #expect(catalog.image.changedOnDisk, "byte \(position)")
            guard position >= records.offset else { continue }
            #expect(places.enumerated().allSatisfy { $0.element == built.place(at: $0.offset) || $0.element.id.isEmpty && $0.element.name.isEmpty })
            #expect(places.contains { $0.id.isEmpty })
        }
        // A file of another size, or with the header's first block changed, is not opened.
        let path = try file(good + [0])
        defer { unlink(path) }
        #expect(throws: WholeFile.Failure.self) { try CatalogImage.read(path: path, written: written) }
        var header = good
        header[CatalogImage.headerSize + 3] ^= 1
        let other = try file(header)
        defer { unlink(other) }
        #expect(throws: CatalogImage.Damaged.self) { try CatalogImage.read(path: other, written: written) }
    }
}
