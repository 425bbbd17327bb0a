import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
#if canImport(Glibc)
import Glibc

#endif

/// A stored catalog is read where it is used (`ImageFile`): the answers are those of the
/// catalog as built, and a file rewritten or cut short under a running shell never takes
/// it down nor feeds it bytes that were not checked.
@Suite struct ImageFileTests {
    static let cuisines = ["pizza", "mexican", "sushi", "thai", "burger", "cafe"]
    static let words = ["Golden", "Taco", "Bamboo", "Harbor", "Pizza", "Corner", "Kitchen", "Olive", "Café", "Grill"]

    /// Places over three cities, enough for many blocks of every section.
    static let places: [Place] = {
        var seed: UInt64 = 13
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % n
        }
        let centres = [Fixtures.helsinki, Coordinate(lat: 35.6762, lon: 139.6503), Coordinate(lat: 40.71, lon: -74.0)]
        return (0..<12_000).map { n in
            let centre = centres[n % 3]
            let c = Fixtures.offset(centre, metres: Double(next(8_000)), bearing: Double(next(360)))
            return Place(id: "osm:node/\(n + 1)", name: "\(words[next(10)]) \(words[next(10)]) \(n % 7)", coordinate: c,
                         cuisines: [cuisines[next(6)]], tags: n % 5 == 0 ? ["vegan"] : [],
                         address: "\(next(900)) Main Street", website: "https://example.org/p/\(n)")
        }
    }()

    func stored() throws -> (path: String, built: Catalog) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-imagefile-\(UUID()).lunchcat").path
        let bytes = CatalogBuilder.build(Self.places)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, Catalog(image: try CatalogImage(bytes: bytes), sourceName: "built"))
    }

    func answers(_ catalog: Catalog) -> [String] {
        var out: [String] = []
        for centre in [Fixtures.helsinki, Coordinate(lat: 35.6762, lon: 139.6503), Coordinate(lat: 40.71, lon: -74.0)] {
            out.append("\(catalog.near(centre, radius: 1_500))")
            for text in ["taco", "golden bamboo", "pizza", "sushi", "gril", "olive 3", "vegan"] {
                out.append("\(catalog.search(text, from: centre, limit: 50))")
            }
        }
        for prefix in ["gol", "taco b", "café", "z"] {
            out.append("\(catalog.places(withNamePrefix: prefix, limit: 40)) \(catalog.countOfNames(withPrefix: prefix))")
        }
        for id in ["osm:node/1", "osm:node/5000", "osm:node/12000", "osm:node/12001", "osm:way/1"] {
            out.append("\(String(describing: catalog.index(ofID: id)))")
        }
        out.append("\(catalog.vocabulary.cuisines.sorted { $0.key < $1.key }) \(catalog.vocabulary.tags.sorted { $0.key < $1.key })")
        return out
    }

    @Test func aStoredCatalogAnswersAsTheCatalogItWasBuiltAs() throws {
        let (path, built) = try stored()
        defer { unlink(path) }
        let catalog = Catalog(image: try CatalogImage.read(path: path), sourceName: "stored")
        let got = answers(catalog), want = answers(built)
        #expect(got.count == want.count)
        for (n, (a, b)) in zip(got, want).enumerated() where a != b { Issue.record("answer \(n) differs") }
        #expect((0..<catalog.count).map { catalog.place(at: $0) } == (0..<built.count).map { built.place(at: $0) })
        #expect(!catalog.image.changedOnDisk)
    }

    @Test func aFileRewrittenInPlaceUnderTheShellIsNeverTrusted() throws {
        let (path, built) = try stored()
        defer { unlink(path) }
        let catalog = Catalog(image: try CatalogImage.read(path: path), sourceName: "stored")
        // Another program writes over the file in place (lunch itself only renames).
        let fd = open(path, O_WRONLY)
        let size = Int(lseek(fd, 0, SEEK_END))
        let garbage = [UInt8](repeating: 0xFF, count: size / 2)
        #expect(pwrite(fd, garbage, garbage.count, off_t(size / 4)) == garbage.count)
        close(fd)
        _ = answers(catalog)
        expectUnchangedOrEmpty(catalog, built)
    }

    @Test func aFileCutShortUnderTheShellDoesNotTakeItDown() throws {
        let (path, built) = try stored()
        defer { unlink(path) }
        let catalog = Catalog(image: try CatalogImage.read(path: path), sourceName: "stored")
        #expect(truncate(path, 100) == 0)
        _ = answers(catalog)
        expectUnchangedOrEmpty(catalog, built)
    }

    /// Every place reads as it was or, when its bytes changed on disk, as an empty place
    /// (never part of one, never the new bytes); most changed here.
    func expectUnchangedOrEmpty(_ catalog: Catalog, _ built: Catalog) {
        let places = (0..<catalog.count).map { catalog.place(at: $0) }
        #expect(catalog.image.changedOnDisk)
        #expect(places.enumerated().allSatisfy { $0.element == built.place(at: $0.offset) || $0.element.id.isEmpty && $0.element.name.isEmpty })
        #expect(places.filter { $0.id.isEmpty }.count > catalog.count / 4)
    }

    /// The file's contents check (made as the file is read, a chunk at a time) refuses
    /// exactly what the check of an image in memory refuses: damage with the checksum made
    /// to match, in every checked section, at chunk edges too.
    @Test func theFileCheckRefusesWhatTheMemoryCheckRefuses() throws {
        let places = Array(Self.places.prefix(3_000))
        let good = CatalogBuilder.build(places)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-imagefile-\(UUID()).lunchcat").path
        defer { unlink(path) }
        func resummed(_ bytes: [UInt8]) -> [UInt8] { CatalogImage.resealed(bytes) }
        var refused = 0, cases = 0
        func expectSameVerdict(_ damaged: [UInt8], _ what: String) throws {
            let bytes = resummed(damaged)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let inMemory = (try? CatalogImage(bytes: bytes)) != nil
            for chunk in [4_096, 1 << 20] {
                #expect(((try? CatalogImage.read(path: path, chunk: chunk)) != nil) == inMemory, "\(what), chunk \(chunk)")
            }
            cases += 1
            if !inMemory { refused += 1 }
        }
        let image = try CatalogImage(bytes: good)
        for section in CatalogImage.Section.allCases {
            let (offset, length) = image.table[section.rawValue]
            guard length >= 8 else { continue }
            // The first, a middle (at a 4 KB edge when the section spans one) and the last element.
            let edge = (offset / 4_096 + 1) * 4_096
            let positions = [offset, edge < offset + length - 8 ? edge : offset + length / 2 / 8 * 8, offset + length - 8]
            let values: [[UInt8]] = [
                [0xFF, 0xFF, 0xFF, 0xFF], withUnsafeBytes(of: UInt32(places.count).littleEndian, Array.init),
                [0, 0, 0, 0], withUnsafeBytes(of: (91.0).bitPattern.littleEndian, Array.init),
                withUnsafeBytes(of: (-181.0).bitPattern.littleEndian, Array.init),
                withUnsafeBytes(of: Double.nan.bitPattern.littleEndian, Array.init),
            ]
            for position in positions {
                for value in values {
                    var damaged = good
                    damaged.replaceSubrange(position..<(position + value.count), with: value)
                    try expectSameVerdict(damaged, "\(section) at \(position - offset)")
                }
            }
        }
        var seed: UInt64 = 99
        for _ in 0..<60 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var damaged = good
            let at = Int(seed >> 33) % good.count
            damaged[at] ^= UInt8(truncatingIfNeeded: seed >> 8) | 1
            try expectSameVerdict(damaged, "byte \(at)")
        }
        try expectSameVerdict(good, "undamaged")
        // Most of these are refused, so the check is exercised both ways.
        #expect(refused > cases / 3 && refused < cases)
    }
}
