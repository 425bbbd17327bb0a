import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands

/// The catalog's own cities and districts: read from an Overpass answer (`place=*` nodes,
/// the places' `addr:city` and `addr:suburb`), kept beside the saved catalog, and areas
/// for `at` and its Tab.
@Suite struct CatalogAreasTests {
    /// Hanoi-like data: a city node with an English name, a district node, and places
    /// whose addresses name the city and two districts (one without a node).
    static let overpass = #"""
    {"elements":[
     {"type":"node","id":1,"lat":21.0285,"lon":105.8542,"tags":{"place":"city","name":"Hà Nội","name:en":"Hanoi"}},
     {"type":"node","id":2,"lat":21.0288,"lon":105.8525,"tags":{"place":"quarter","name":"Hoàn Kiếm"}},
     {"type":"node","id":3,"lat":21.0300,"lon":105.8500,"tags":{"place":"locality","name":"Some Corner"}},
     {"type":"node","id":10,"lat":21.0301,"lon":105.8520,"tags":{"amenity":"restaurant","name":"Hanoi 1930 Bistro","addr:city":"Hà Nội","addr:suburb":"Hoàn Kiếm"}},
     {"type":"node","id":11,"lat":21.0311,"lon":105.8530,"tags":{"amenity":"restaurant","name":"Phở \"Gia\" Truyền","addr:city":"Hà Nội","addr:suburb":"Hoàn Kiếm"}},
     {"type":"node","id":12,"lat":21.0130,"lon":105.8200,"tags":{"amenity":"cafe","name":"Cộng Cà Phê","addr:city":"Hà Nội","addr:suburb":"Đống Đa"}},
     {"type":"node","id":13,"lat":21.0150,"lon":105.8240,"tags":{"amenity":"cafe","name":"Cafe Giảng","addr:city":"Hà Nội","addr:suburb":"Đống Đa"}}
    ]}
    """#

    @Test func anOverpassAnswerGivesItsCitiesAndDistrictsAndNoPlaceForThem() throws {
        let read = try OverpassReader.read(Data(Self.overpass.utf8))
        // The city and district nodes are areas, not places to eat; a locality is a place as before.
        #expect(Set(read.places.map(\.name)) == ["Hanoi 1930 Bistro", "Phở \"Gia\" Truyền", "Cộng Cà Phê", "Cafe Giảng", "Some Corner"])
        let areas = read.areas.areas
        let byName = Dictionary(uniqueKeysWithValues: areas.map { ($0.name, $0) })
        #expect(byName["Hà Nội"]?.kind == "city" && byName["Hà Nội"]?.places == 4)
        #expect(byName["Hà Nội"]?.lat == 21.0285)
        #expect(byName["Hanoi"]?.kind == "city")
        #expect(byName["Hoàn Kiếm"]?.kind == "quarter" && byName["Hoàn Kiếm"]?.lon == 105.8525)
        // A district no node gives: the middle of the places that name it.
        let dongDa = try #require(byName["Đống Đa"])
        #expect(dongDa.kind == "addr:suburb" && abs(dongDa.lat - 21.014) < 1e-9 && abs(dongDa.lon - 105.822) < 1e-9)
        #expect(areas.first?.name == "Hà Nội")
        #expect(byName["Some Corner"] == nil)
    }

    @Test func theSavedCatalogKeepsThemBesideItAndAddsAnImportsOnes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-areas-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let saved = SavedCatalog(folder: dir, samplePath: nil, storage: DiskFileStorage())
        let read = try OverpassReader.read(Data(Self.overpass.utf8))
        let (catalog, _) = try saved.merge(read.places, areas: read.areas.areas)
        #expect(catalog.areas.map(\.name).contains("Hoàn Kiếm"))
        let other = [CatalogArea(name: "Almaty", lat: 43.24, lon: 76.95, kind: "city", places: 9)]
        _ = try saved.merge([Place(id: "osm:node/99", name: "Alpha", coordinate: Coordinate(lat: 43.24, lon: 76.95))], areas: other)
        let opened = try #require(try saved.open().catalog)
        #expect(Set(opened.areas.map(\.name)) == ["Almaty", "Hà Nội", "Hanoi", "Hoàn Kiếm", "Đống Đa"])
        // A catalog stored before areas were kept (no file beside it) opens with none.
        try FileManager.default.removeItem(atPath: CatalogAreasFile.path(beside: saved.path))
        #expect(try saved.open().catalog?.areas == [])
    }

    @Test func aGeoJSONFilesAddressesGiveAreasToo() throws {
        let file = #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"name":"Alpha","amenity":"cafe","addr:city":"Almaty","addr:suburb":"Medeu"},"geometry":{"type":"Point","coordinates":[76.95,43.24]}}]}"#
        let read = try PlaceFileReader.read(Data(file.utf8))
        #expect(Set(read.areas.areas.map(\.name)) == ["Almaty", "Medeu"])
    }

    /// The first import adds to the sample: its areas are kept with the file's.
    @Test func theFirstImportKeepsTheSamplesAreasToo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-areas-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sample = dir + "/sample.json"
        try #"{"elements":[{"type":"node","id":5,"lat":60.17,"lon":24.94,"tags":{"amenity":"cafe","name":"Kahvila","addr:city":"Helsinki"}}]}"#
            .write(toFile: sample, atomically: true, encoding: .utf8)
        let saved = SavedCatalog(folder: dir, samplePath: sample, storage: DiskFileStorage())
        let read = try OverpassReader.read(Data(Self.overpass.utf8))
        let (catalog, _) = try saved.merge(read.places, areas: read.areas.areas)
        #expect(catalog.areas.map(\.name).contains("Helsinki") && catalog.areas.map(\.name).contains("Hanoi"))
        // `--replace`: the file's areas only.
        let (replaced, _) = try saved.merge(read.places, replacing: true, areas: read.areas.areas)
        #expect(!replaced.areas.map(\.name).contains("Helsinki"))
    }

    func shell() throws -> TestShell {
        let read = try OverpassReader.read(Data(Self.overpass.utf8))
        let catalog = Catalog(places: read.places)
        catalog.areas = read.areas.areas
        return TestShell(catalog: catalog)
    }

    @Test func atGoesToThemByAnyOfTheirNamesWithoutAccents() throws {
        let s = try shell()
        s.run("at Hanoi")
        #expect(s.store.state.location?.name == "Hanoi")
        s.run("at hoan kiem")
        #expect(s.store.state.location?.name == "Hoàn Kiếm")
        #expect(s.store.state.location?.coordinate == Coordinate(lat: 21.0288, lon: 105.8525))
        s.run("at Đống Đa")
        #expect(s.store.state.location?.name == "Đống Đa")
    }

    @Test func tabCompletesThemEvenInSeveralWords() throws {
        let s = try shell()
        let completer = Completer(registry: s.registry)
        #expect(completer.complete("at Hoa") == Completion(deleteCount: 3, insert: "Hoàn\\ Kiếm "))
        #expect(completer.complete("at Hoan K") == Completion(deleteCount: 1, insert: "Kiếm "))
        #expect(completer.complete("at Hà").candidates.map(\.value).contains("Hà Nội"))
    }

    /// The hint for a name that is nowhere gives coordinates where the catalog is, not Helsinki's.
    @Test func hintsUseTheCatalogsOwnCoordinates() throws {
        let s = try shell()
        #expect(s.run("at Qqqqqqqqqq").failed)
        #expect(s.output.stderr.contains("such as 'at 21.0"))
        #expect(!s.output.stderr.contains("60.17"))
        #expect(s.run("at 1 2 3").failed)
        #expect(s.output.stderr.contains("(e.g. 21.0"))
    }

    /// A name nobody can type after `at` (escape codes, a right-to-left override, 100 kB)
    /// is no area; a plain one beside it still is.
    @Test func namesThatCannotBeTypedAreNoAreas() {
        var tally = AreaTally()
        let here = Coordinate(lat: 21.03, lon: 105.85)
        _ = tally.placeNode(name: "\u{1B}[5mBLINK", english: nil, kind: "city", at: here)
        _ = tally.placeNode(name: String(repeating: "B", count: 100_000), english: nil, kind: "village", at: here)
        _ = tally.placeNode(name: "Hà Nội", english: "Hanoi", kind: "city", at: here)
        tally.address(city: "\u{202E}X", suburb: "Hoàn Kiếm", at: here)
        #expect(Set(tally.areas.map(\.name)) == ["Hà Nội", "Hanoi", "Hoàn Kiếm"])
    }
}
