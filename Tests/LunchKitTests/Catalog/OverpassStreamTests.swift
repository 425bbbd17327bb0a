import Foundation
import Testing
import LunchText
@testable import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchTestSupport

/// An Overpass JSON import read in pieces, each place encoded as it is read
/// (`SavedCatalog.importStreaming`), stores the catalog byte for byte that reading the
/// file whole and merging its places stores; what it cannot read so, it leaves to that.
@Suite struct OverpassStreamTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let sample = root.appendingPathComponent("Resources/helsinki-center-2019.overpass.json").path
    static let sampleWalks = WalkSource.file(root.appendingPathComponent("Resources/helsinki-walk.bin").path)

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-stream-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func saved(_ dir: String) -> SavedCatalog {
        SavedCatalog(folder: dir, samplePath: Self.sample, sampleWalks: Self.sampleWalks, storage: DiskFileStorage())
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Imports `file` both ways (a first import after the sample, and `--replace`) and
    /// compares the stored files and what the import says; tiny windows and halves
    /// (`piece`, `twoThreadsFrom`) make every way through the reader happen on small files.
    /// `ownSplit`: the halves split where the whole read does not (an area's middle then sums
    /// its places in another order: the same to 1e-9 degrees, not to the bit). `first`: a
    /// first import too (not for the sample itself, whose ids it repeats: read whole then).
    func expectSameAsWhole(_ file: String, piece: Int, twoThreadsFrom: Int, ownSplit: Bool = false, first: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        for replacing in first ? [false, true] : [true] {
            let whole = folder(), streamed = folder()
            defer { for dir in [whole, streamed] { try? FileManager.default.removeItem(atPath: dir) } }
            var read = try PlaceFileReader.read(path: file)
            let middle = Self.middle(read.places)
            var incoming = read.places
            read.places = []
            let (wholeCatalog, wholeCounts) = try saved(whole).merge(taking: &incoming, replacing: replacing,
                                                                     walks: read.walkNetwork, areas: read.areas.areas)
            let outcome = try saved(streamed).importStreaming(path: file, replacing: replacing, piece: piece,
                                                              twoThreadsFrom: twoThreadsFrom)
            let stream = try #require(outcome, "read in pieces", sourceLocation: sourceLocation)
            #expect(bytes(streamed + "/catalog.lunchcat") == bytes(whole + "/catalog.lunchcat"),
                    "\(file) replacing: \(replacing)", sourceLocation: sourceLocation)
            #expect(bytes(streamed + "/catalog.lunchcat") != nil, sourceLocation: sourceLocation)
            if ownSplit {
                let (a, b) = (stream.catalog.areas, wholeCatalog.areas)
                #expect(a.map { "\($0.name) \($0.kind) \($0.places)" } == b.map { "\($0.name) \($0.kind) \($0.places)" },
                        sourceLocation: sourceLocation)
                #expect(zip(a, b).allSatisfy { abs($0.lat - $1.lat) < 1e-9 && abs($0.lon - $1.lon) < 1e-9 }, sourceLocation: sourceLocation)
            } else {
                #expect(bytes(streamed + "/catalog.lunchcat.areas.json") == bytes(whole + "/catalog.lunchcat.areas.json"),
                        sourceLocation: sourceLocation)
            }
            #expect(stream.counts == wholeCounts, sourceLocation: sourceLocation)
            #expect(stream.catalog.count == wholeCatalog.count, sourceLocation: sourceLocation)
            #expect(stream.read.skipped == read.skipped && stream.read.reasons == read.reasons, sourceLocation: sourceLocation)
            #expect(stream.read.format == read.format && stream.read.walkPoints == read.walkPoints, sourceLocation: sourceLocation)
            #expect(stream.middle == middle, sourceLocation: sourceLocation)
        }
    }

    /// As the import finds it: the mean position's nearest place.
    static func middle(_ places: [Place]) -> Coordinate? {
        guard !places.isEmpty else { return nil }
        let lat = places.reduce(0.0) { $0 + $1.coordinate.lat }, lon = places.reduce(0.0) { $0 + $1.coordinate.lon }
        let mean = Coordinate(lat: lat / Double(places.count), lon: lon / Double(places.count))
        return places.min { Geo.distance($0.coordinate, mean) < Geo.distance($1.coordinate, mean) }?.coordinate
    }

    @Test(.enabled(if: Fixtures.sharedData != nil, "needs ../shared/data beside the project"))
    func everySharedOverpassFileStoresTheSameCatalog() throws {
        let osm = try #require(Fixtures.sharedData) + "/osm"
        let files = try FileManager.default.contentsOfDirectory(atPath: osm).filter { $0.hasSuffix(".overpass.json") }.sorted()
        #expect(files.count >= 2)
        for name in files {
            // Whole windows and one thread; then windows of 4 KiB and two halves.
            let sample = name.hasPrefix("helsinki-center-2019")
            try expectSameAsWhole(osm + "/" + name, piece: 8 << 20, twoThreadsFrom: 8 << 20, first: !sample)
            try expectSameAsWhole(osm + "/" + name, piece: 4096, twoThreadsFrom: 16 << 10, ownSplit: true, first: !sample)
        }
    }

    @Test func theSampleStoresTheSameCatalog() throws {
        try expectSameAsWhole(Self.sample, piece: 4096, twoThreadsFrom: 16 << 10, ownSplit: true, first: false)
    }

    /// Elements larger than the window, escapes (read the string way), skipped elements,
    /// areas, text that is not ASCII, and an element cut by each window's end.
    @Test func awkwardElementsStoreTheSameCatalog() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var elements: [String] = []
        for i in 0..<600 {
            let lat = 60.1 + Double(i % 97) / 1000, lon = 24.9 + Double(i % 89) / 1000
            switch i % 7 {
            case 0: elements.append(#"{"type":"node","id":\#(i),"lat":\#(lat),"lon":\#(lon),"tags":{"amenity":"cafe","name":"Caf\u00e9 \#(i)","cuisine":"coffee_shop;cake"}}"#)
            case 1: elements.append(#"{"type":"node","id":\#(i),"lat":\#(lat),"lon":\#(lon),"tags":{"amenity":"restaurant","name":"\#(String(repeating: "Длинное имя ", count: 700))\#(i)"}}"#)
            case 2: elements.append(#"{"type":"node","id":\#(i),"lat":\#(lat),"lon":\#(lon),"tags":{"amenity":"bar"}}"#)
            case 3: elements.append(#"{"type":"node","id":\#(i),"lat":\#(lat),"lon":\#(lon),"tags":{"place":"suburb","name":"Kallio \#(i)"}}"#)
            case 4: elements.append(#"{"type":"way","id":\#(i),"center":{"lat":\#(lat),"lon":\#(lon)},"tags":{"amenity":"fast_food","name":" Grill \#(i) ","addr:street":"Katu","addr:housenumber":"\#(i)","addr:city":"Helsinki","opening_hours":"Mo-Fr 10:00-20:00","diet:vegan":"yes"}}"#)
            case 5: elements.append(#"{"type":"node","id":\#(i),"lat":95,"lon":\#(lon),"tags":{"amenity":"cafe","name":"Far \#(i)"}}"#)
            default: elements.append(#"  {"type":"node","id":\#(i),"lat":\#(lat),"lon":\#(lon),"tags":{"amenity":"pub","name":"Pub \"\#(i)\"","website":"https://pub.example/\#(i)"}}"#)
            }
        }
        let file = dir + "/awkward.json"
        try Data(("{\"version\":0.6,\"osm3s\":{\"copyright\":\"x\"},\"elements\":[\n" + elements.joined(separator: ",\n") + "\n]}\n").utf8)
            .write(to: URL(fileURLWithPath: file))
        for piece in [4096, 5000, 1 << 20] {
            try expectSameAsWhole(file, piece: piece, twoThreadsFrom: 4096, ownSplit: true)
        }
    }

    /// Each place is encoded from the file's bytes as they are (no `Place` made) only where
    /// they are the text a `Place` would hold: bytes that are not well-formed UTF-8, white
    /// space around other letters, a name to cut short, a list of phones, text folded by
    /// Foundation (Chinese, Arabic, a combining mark) all store what the whole read stores.
    @Test func textOfEveryKindStoresTheSameCatalog() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Values as bytes, the first five not well-formed UTF-8.
        let odd: [[UInt8]] = [
            [0x43, 0x61, 0x66, 0xFF],  // a byte UTF-8 never has
            [0x4B, 0x61, 0x74, 0x75, 0xC3],  // a sequence cut short
            [0x77, 0x77, 0x77, 0xC0, 0xAF],  // an overlong form
            [0x53, 0x75, 0x72, 0xED, 0xA0, 0x80],  // a surrogate
            [0xF4, 0x90, 0x80, 0x80, 0x41],  // past U+10FFFF
            Array("Caf\u{E9}".utf8), Array("\u{4E2D}\u{56FD}\u{83DC}".utf8), Array("\u{1F355} Pizza".utf8),
        ]
        var file = Data("{\"elements\":[\n".utf8)
        for i in 0..<700 {
            let lat = 60.1 + Double(i % 97) / 1000, lon = 24.9 + Double(i % 89) / 1000
            let value = odd[i % odd.count], other = odd[(i / odd.count) % odd.count]
            let tags: [(String, [UInt8])]
            switch i % 10 {
            case 0: tags = [("name", value), ("addr:street", other), ("addr:city", value)]
            case 1: tags = [("name", Array("Grill \(i)".utf8)), ("addr:street", value), ("addr:housenumber", Array("\(i)".utf8)),
                            ("addr:suburb", other), ("website", value)]
            case 2: tags = [("name", Array(" Caf\u{E9} \(i) ".utf8)), ("addr:city", Array(" \u{41E}\u{43C}\u{441}\u{43A} ".utf8))]
            case 3: tags = [("name", Array(String(repeating: "Long name ", count: 25).utf8) + value), ("phone", Array("+358 1; +358 2".utf8))]
            case 4: tags = [("name", Array("\u{645}\u{637}\u{639}\u{645} \(i)".utf8)), ("addr:street", Array("\u{634}\u{627}\u{631}\u{639}".utf8)),
                            ("addr:postcode", Array("00\(i)".utf8)), ("addr:full", value)]
            case 5: tags = [("name", Array("Cafe\u{301} \(i)".utf8)), ("addr:full", Array(" Katu \(i), Helsinki ".utf8)), ("phone", value)]
            case 6: tags = [("name:en", Array("   ".utf8)), ("brand", value), ("opening_hours", value), ("cuisine", other)]
            case 7: tags = [("name", Array("   ".utf8)), ("addr:city", Array("Helsinki".utf8))]
            case 8: tags = [("brand", Array("Brand \(i)".utf8)), ("contact:phone", Array(" 040 \(i) ".utf8)), ("url", other),
                            ("diet:vegan", Array("yes".utf8)), ("takeaway", Array("yes".utf8)), ("addr:place", value)]
            default: tags = [("name", Array(String(repeating: "\u{4E2D}", count: 80).utf8)), ("contact:website", Array(" https://x.example/ ".utf8))]
            }
            if i > 0 { file.append(contentsOf: Array(",\n".utf8)) }
            file.append(contentsOf: Array(#"{"type":"node","id":\#(i + 1),"lat":\#(lat),"lon":\#(lon),"tags":{"amenity":"restaurant""#.utf8))
            for (key, bytes) in tags { file.append(contentsOf: Array(",\"\(key)\":\"".utf8) + bytes + [0x22]) }
            file.append(contentsOf: Array("}}".utf8))
        }
        file.append(contentsOf: Array("\n]}\n".utf8))
        let path = dir + "/text.json"
        try file.write(to: URL(fileURLWithPath: path))
        try expectSameAsWhole(path, piece: 1 << 20, twoThreadsFrom: 1 << 20)
        try expectSameAsWhole(path, piece: 4096, twoThreadsFrom: 8192, ownSplit: true)
    }

    /// What the pieces cannot read as the whole read does is left to it: nil, nothing stored.
    @Test func filesItLeavesToTheWholeRead() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let node = #"{"type":"node","id":1,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe","name":"One"}}"#
        let other = #"{"type":"node","id":2,"lat":60.17,"lon":24.95,"tags":{"amenity":"cafe","name":"Two"}}"#
        let texts = [
            #"{"elements":[\#(node)],"remark":"runtime error"}"#,  // a key after the elements
            #"{"elements":[\#(node),\#(node)]}"#,  // an id twice
            #"{"elements":[\#(node),\#(other)"#,  // cut short
            #"{"elements":[\#(node) \#(other)]}"#,  // not JSON
            #"{"features":[],"elements":[\#(node)]}"#,  // another format's key first
            #"{"elements":[]}"#,
            #"{"type":"FeatureCollection","features":[]}"#,
        ]
        for (i, text) in texts.enumerated() {
            let file = dir + "/file-\(i).json", state = dir + "/state-\(i)"
            try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            for piece in [4096, 1 << 20] {
                #expect(try saved(state).importStreaming(path: file, replacing: false, piece: piece, twoThreadsFrom: 16) == nil,
                        "\(text)")
            }
            #expect(!FileManager.default.fileExists(atPath: state + "/catalog.lunchcat"))
        }
        // With a saved catalog to merge into, the merge reads the file whole.
        let file = dir + "/one.json", state = dir + "/state"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try Data(#"{"elements":[\#(node)]}"#.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try saved(state).importStreaming(path: file, replacing: false) != nil)
        #expect(try saved(state).importStreaming(path: file, replacing: false) == nil)
        #expect(try saved(state).importStreaming(path: file, replacing: true)?.catalog.count == 1)
    }

    /// The catalog is written as it is built, its first bytes last (over placeholders): a
    /// storage in memory, which joins the parts, stores the bytes a disk does, and the
    /// catalog read back from it answers as the one on the disk.
    @Test func aStorageInMemoryStoresTheSameCatalog() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let elements = (0..<3000).map { i in
            #"{"type":"node","id":\#(i + 1),"lat":\#(60.1 + Double(i % 131) / 1000),"lon":\#(24.9 + Double(i % 127) / 1000),"tags":{"amenity":"restaurant","name":"Taco \#(i % 97) Bar","cuisine":"mexican;tacos","addr:street":"Katu","addr:housenumber":"\#(i)"}}"#
        }
        let file = dir + "/generated.json"
        try Data(("{\"elements\":[\n" + elements.joined(separator: ",\n") + "\n]}\n").utf8).write(to: URL(fileURLWithPath: file))
        for replacing in [false, true] {
            let disk = folder(), memory = MemoryFileStorage()
            defer { try? FileManager.default.removeItem(atPath: disk) }
            let inMemory = SavedCatalog(folder: "/state", samplePath: Self.sample, sampleWalks: Self.sampleWalks, storage: memory)
            let a = try #require(try saved(disk).importStreaming(path: file, replacing: replacing, piece: 4096, twoThreadsFrom: 4096))
            let b = try #require(try inMemory.importStreaming(path: file, replacing: replacing, piece: 4096, twoThreadsFrom: 4096))
            let stored = try #require(bytes(disk + "/catalog.lunchcat"))
            #expect(memory["/state/catalog.lunchcat"] == stored, "replacing: \(replacing)")
            #expect(a.count == 3000 && b.count == 3000 && a.catalog.count == b.catalog.count)
            let here = Coordinate(lat: 60.15, lon: 24.95)
            #expect(a.catalog.search("tacos", from: here, limit: 50) == b.catalog.search("tacos", from: here, limit: 50))
            #expect(a.catalog.search("tacos", from: here, limit: 50).total >= 3000)
        }
    }
}
