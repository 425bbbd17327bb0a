import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchWalk

/// `.osm.pbf` extracts as place files: the same places as the Overpass import of the same
/// data, and the walkable network in the same read.
@Suite struct PBFImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let helsinkiPBF = root.appendingPathComponent("Tests/Data/Helsinki.osm.pbf").path
    static let sample = root.appendingPathComponent("Resources/helsinki-center-2019.overpass.json").path

    /// The sample was converted from this very extract: the same ids, names, tags, hours,
    /// the same skipped records, nodes' coordinates within 1e-6°. Its two ways differ by up
    /// to 6e-6°: its converter placed a way at the mean of its node list (the closing node
    /// counted twice), where Overpass's `center`, which the import follows, is the middle of
    /// the bounding box.
    @Test func helsinkiPBFGivesTheSamplesPlaces() throws {
        let pbf = try PlaceFileReader.read(path: Self.helsinkiPBF)
        let json = try PlaceFileReader.read(path: Self.sample)
        #expect(pbf.format == "OpenStreetMap PBF")
        #expect(pbf.places.count == 354)
        #expect(pbf.skipped == json.skipped)
        #expect(Set(pbf.reasons) == Set(json.reasons))
        let byID = Dictionary(uniqueKeysWithValues: json.places.map { ($0.id, $0) })
        #expect(Set(byID.keys) == Set(pbf.places.map(\.id)))
        var farthest = 0.0
        for place in pbf.places {
            guard var other = byID[place.id] else { continue }
            let off = max(abs(place.coordinate.lat - other.coordinate.lat), abs(place.coordinate.lon - other.coordinate.lon))
            if place.id.hasPrefix("osm:node/") { farthest = max(farthest, off) } else { #expect(off < 1e-5) }
            other.coordinate = place.coordinate
            #expect(place == other, "\(place.id)")
        }
        #expect(farthest < 1e-6)
        // The ways' centres: the middle of the bounding box of their nodes (pyosmium).
        let ways = pbf.places.filter { $0.id.hasPrefix("osm:way/") }.map { "\($0.id) \($0.coordinate.lat) \($0.coordinate.lon)" }
        #expect(ways == ["osm:way/32794527 60.1731579 24.9494625", "osm:way/300626401 60.1710208 24.9447247"])
        // The walkable network of the same read: about 5,400 way points (tools/walk-check.py).
        let network = try #require(pbf.walkNetwork)
        #expect((5_000...6_000).contains(network.pointCount))
        // The same network as the sample's own, made from the file alone by tools/gen-walk.
        let shipped = try WalkNetwork(serialized: try WholeFile.read(path: Self.root.appendingPathComponent("Resources/helsinki-walk.bin").path,
                                                                   limit: 1 << 30))
        #expect(network.serialized() == shipped.serialized())
    }

    /// A PBF file is known by its first bytes whatever its name; a damaged one is one line
    /// that says it is a PBF file and what is wrong.
    @Test func damagedPBFIsOneLineThatSaysSo() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.helsinkiPBF)))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-pbf-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var damaged: [[UInt8]] = [Array(bytes.prefix(bytes.count / 2)), Array(bytes.prefix(20))]
        var flipped = bytes
        flipped[bytes.count / 3] ^= 0xFF
        damaged.append(flipped)
        var lengthy = bytes
        lengthy[200] = 0xFF; lengthy[201] = 0xFF; lengthy[202] = 0xFF
        damaged.append(lengthy)
        for (i, file) in damaged.enumerated() {
            let path = dir + "/file-\(i).dat"
            try Data(file).write(to: URL(fileURLWithPath: path))
            do {
                _ = try PlaceFileReader.read(path: path)
                Issue.record("file \(i) read")
            } catch let failure as PlaceFileReader.FileFailure {
                // The first two are cut short (said so, and where); the others damaged.
                let said = i < 2 ? "it is an OpenStreetMap PBF file cut short: it ends inside block "
                    : "it is an OpenStreetMap PBF file that cannot be read ("
                #expect(failure.reason.hasPrefix(said), "\(failure.reason)")
                #expect(!failure.reason.contains("\n"))
            }
        }
    }

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-walkstore-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The network is stored after the image in `catalog.lunchcat` and read when first asked
    /// for; a catalog saved without one is the image alone, as before.
    @Test func theNetworkIsStoredWithTheCatalogAndReadOnFirstUse() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let read = try PlaceFileReader.read(path: Self.helsinkiPBF)
        let saved = SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage())
        let (catalog, counts) = try saved.merge(read.places, walks: read.walkNetwork)
        #expect(counts.added == 354)
        #expect(try catalog.walkSource.network()?.serialized() == read.walkNetwork?.serialized())
        let opened = try #require(try saved.open().catalog)
        #expect(opened.count == 354)
        #expect(opened.walkSource.exists)
        #expect(try opened.walkSource.network()?.pointCount == read.walkNetwork?.pointCount)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: saved.path)[.size] as? Int)
        #expect(size == opened.image.bytes.count + WalkPart.headerSize + read.walkNetwork!.serialized().count)
        // The same places without a network: the image alone.
        let plain = folder()
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let alone = SavedCatalog(folder: plain, samplePath: nil, storage: DiskFileStorage())
        _ = try alone.merge(read.places)
        let stored = try Data(contentsOf: URL(fileURLWithPath: alone.path))
        #expect(stored == Data(try Data(contentsOf: URL(fileURLWithPath: saved.path)).prefix(stored.count)))
        #expect(try alone.open().catalog?.walkSource.exists == false)
    }

    /// Damaged network bytes: the catalog opens with all its places; walking says it cannot
    /// use the network (one line) and nothing crashes.
    @Test func damagedNetworkBytesLeaveTheCatalogAndSayWhy() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let read = try PlaceFileReader.read(path: Self.helsinkiPBF)
        let saved = SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage())
        _ = try saved.merge(read.places, walks: read.walkNetwork)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: saved.path))
        bytes[bytes.count - 100] ^= 0x40
        try bytes.write(to: URL(fileURLWithPath: saved.path))
        let opened = try #require(try saved.open().catalog)
        #expect(opened.count == 354)
        #expect(throws: UserError.self) { try opened.walkSource.network() }
        do {
            _ = try opened.walkSource.network()
        } catch let error as UserError {
            #expect(error.message == "the walkable network stored with your catalog cannot be used (its checksum does not match); "
                    + "walking times are straight lines until the file is imported again")
        }
        // A network part whose length does not match the file: the catalog is damaged, as
        // any file with bytes after its image was before.
        try (bytes + [0]).write(to: URL(fileURLWithPath: saved.path))
        let outcome = try saved.open()
        #expect(outcome.catalog == nil)
        #expect(outcome.notice?.contains("is damaged") == true)
    }

    /// Merging: a file's network replaces the catalog's; a file without one keeps it; the
    /// first import keeps the sample's; `--replace` with a file without ways has none.
    @Test func whatAMergeDoesToTheNetwork() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sampleWalks = WalkSource.file(Self.root.appendingPathComponent("Resources/helsinki-walk.bin").path)
        let saved = SavedCatalog(folder: dir, samplePath: Self.sample, sampleWalks: sampleWalks, storage: DiskFileStorage())
        let one = [Place(id: "osm:node/1", name: "One", coordinate: Coordinate(lat: 60.17, lon: 24.94))]
        var (catalog, _) = try saved.merge(one)
        #expect(catalog.count == 355)
        #expect(try catalog.walkSource.network()?.serialized() == (try sampleWalks.network())?.serialized())
        var builder = WalkNetworkBuilder()
        builder.add(nodeIDs: [1, 2, 3], coordinates: [WalkCoordinate(lat: 60.17, lon: 24.94), WalkCoordinate(lat: 60.171, lon: 24.94),
                                                      WalkCoordinate(lat: 60.172, lon: 24.941)], steps: false)
        let small = builder.build()
        (catalog, _) = try saved.merge(one, walks: small)
        #expect(try catalog.walkSource.network()?.pointCount == 3)
        let two = [Place(id: "osm:node/2", name: "Two", coordinate: Coordinate(lat: 60.17, lon: 24.95))]
        (catalog, _) = try saved.merge(two)
        #expect(catalog.count == 356)
        #expect(try catalog.walkSource.network()?.pointCount == 3)
        #expect(try saved.open().catalog?.walkSource.network()?.pointCount == 3)
        (catalog, _) = try saved.merge(two, replacing: true)
        #expect(catalog.count == 1)
        #expect(!catalog.walkSource.exists)
    }

    /// `--data FILE.osm.pbf`: the stored form in cache/ holds the network too.
    @Test func dataFileKeepsItsNetworkInTheStoredForm() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let loader = CatalogLoader(cacheFolder: dir + "/cache", storage: DiskFileStorage())
        let first = try loader.load(path: Self.helsinkiPBF, name: "Helsinki.osm.pbf")
        #expect(first.count == 354)
        #expect(loader.hasStoredForm(of: Self.helsinkiPBF))
        let again = try loader.load(path: Self.helsinkiPBF, name: "Helsinki.osm.pbf")
        #expect(try again.walkSource.network()?.pointCount == (try first.walkSource.network())?.pointCount)
        #expect(try again.walkSource.network() != nil)
    }
}

/// Overpass answers with ways (`>; out skel`, `out geom`) bring their network; their way
/// points are neither places nor skipped records.
@Suite struct OverpassWaysTests {
    static let places = #"{"type":"node","id":10,"lat":60.1700,"lon":24.9400,"tags":{"amenity":"cafe","name":"Kahvila"}}"#

    func ways(_ count: Int) -> (skel: String, geom: String) {
        // A ladder of footways: `count` rungs between two rails, so one piece of 2×count nodes.
        var nodes: [String] = [], skel: [String] = [], geom: [String] = []
        func point(_ rail: Int, _ i: Int) -> (id: Int, lat: Double, lon: Double) {
            (1000 + rail * 1000 + i, 60.17 + Double(i) * 0.0005, 24.94 + Double(rail) * 0.001)
        }
        for rail in 0..<2 {
            for i in 0..<count {
                let p = point(rail, i)
                nodes.append(#"{"type":"node","id":\#(p.id),"lat":\#(p.lat),"lon":\#(p.lon)}"#)
            }
        }
        var wayID = 1
        func way(_ points: [(id: Int, lat: Double, lon: Double)], highway: String) {
            let ids = points.map { String($0.id) }.joined(separator: ",")
            let tags = #"{"highway":"\#(highway)","name":"Katu \#(wayID)"}"#
            skel.append(#"{"type":"way","id":\#(wayID),"nodes":[\#(ids)],"tags":\#(tags)}"#)
            let g = points.map { #"{"lat":\#($0.lat),"lon":\#($0.lon)}"# }.joined(separator: ",")
            geom.append(#"{"type":"way","id":\#(wayID),"bounds":{},"nodes":[\#(ids)],"geometry":[\#(g)],"tags":\#(tags)}"#)
            wayID += 1
        }
        for rail in 0..<2 { way((0..<count).map { point(rail, $0) }, highway: "footway") }
        for i in 0..<count { way([point(0, i), point(1, i)], highway: "footway") }
        way([point(0, 0), point(1, 1)], highway: "motorway")  // not walkable
        let skelFile = #"{"elements":[\#(([Self.places] + skel + nodes).joined(separator: ","))]}"#
        let geomFile = #"{"elements":[\#(([Self.places] + geom).joined(separator: ","))]}"#
        return (skelFile, geomFile)
    }

    @Test func skeletonAndGeometryAnswersBringTheSameNetwork() throws {
        let (skel, geom) = ways(120)
        let a = try PlaceFileReader.read(Data(skel.utf8))
        let b = try PlaceFileReader.read(Data(geom.utf8))
        for result in [a, b] {
            #expect(result.places.map(\.name) == ["Kahvila"])
            #expect(result.skipped == 0)
            #expect(result.walkNetwork?.pointCount == 240)
        }
        #expect(a.walkNetwork?.serialized() == b.walkNetwork?.serialized())
        // The string way of reading elements agrees (the places fuzzing harness compares them).
        let strings = try OverpassReader.readAlongStrings(Data(skel.utf8))
        #expect(strings.walkNetwork?.serialized() == a.walkNetwork?.serialized())
        #expect(strings.skipped == a.skipped)
    }

    @Test func geometryWithoutNodeIDsStillJoinsAtSharedPoints() throws {
        let (_, geom) = ways(120)
        let withoutIDs = geom.replacingOccurrences(of: #","nodes":\[[0-9,]*\]"#, with: "", options: .regularExpression)
        #expect(!withoutIDs.contains("\"nodes\""))
        let result = try PlaceFileReader.read(Data(withoutIDs.utf8))
        #expect(result.walkNetwork?.pointCount == 240)
    }

    @Test func aFileWithoutWaysHasNoNetworkAndTheSameSkips() throws {
        let text = #"{"elements":[\#(Self.places),{"type":"node","id":11,"lat":60.1,"lon":24.9,"tags":{"amenity":"cafe"}}]}"#
        let result = try PlaceFileReader.read(Data(text.utf8))
        #expect(result.walkNetwork == nil)
        #expect(result.skipped == 1)
        #expect(result.reasons == ["osm:node/11: no name"])
    }
}
