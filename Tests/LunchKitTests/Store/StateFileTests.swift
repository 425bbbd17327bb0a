import Foundation
import Testing
import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

@Suite struct StateFileTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)

    func file(_ storage: MemoryFileStorage) -> StateFile {
        StateFile(path: "/s/state.json", storage: storage, now: { [noon] in noon })
    }

    @Test func roundTripsAsReadableJSON() throws {
        let storage = MemoryFileStorage()
        var state = PersistedState(location: Location(coordinate: Coordinate(lat: 60.17, lon: 24.94), name: "Kamppi"))
        state.preferences.wantedTags = ["vegan"]
        try file(storage).save(state)
        let text = String(decoding: try #require(storage["/s/state.json"]), as: UTF8.self)
        // Schema 2's shape: 3 is written only once a visit has tags or a would-return answer.
        #expect(text.contains("\"schema_version\" : 2"))
        #expect(text.contains("\"name\" : \"Kamppi\""))
        let (loaded, notice) = try file(storage).load()
        #expect(loaded == state)
        #expect(notice == nil)
    }

    @Test func noFileMeansEmptyState() throws {
        let (loaded, notice) = try file(MemoryFileStorage()).load()
        #expect(loaded == PersistedState())
        #expect(notice == nil)
    }

    @Test func aDamagedFileIsSetAsideNotOverwritten() throws {
        let storage = MemoryFileStorage(files: ["/s/state.json": Data("{ not json".utf8)])
        let (loaded, notice) = try file(storage).load()
        #expect(loaded == PersistedState())
        let aside = "/s/state.json.damaged-\(StateFile.stamp(noon))"
        #expect(notice == Messages.stateSetAside(why: "could not be read", aside: aside))
        #expect(storage[aside] == Data("{ not json".utf8))
        #expect(storage["/s/state.json"] == nil)
    }

    @Test func aFileFromANewerVersionIsSetAside() throws {
        let newer = Data(#"{"schema_version": 99, "preferences": {}}"#.utf8)
        let storage = MemoryFileStorage(files: ["/s/state.json": newer])
        let (_, notice) = try file(storage).load()
        #expect(notice?.contains("newer version") == true)
        #expect(storage.paths.contains { $0.hasPrefix("/s/state.json.damaged-") })
    }

    @Test func realFilesAreReplacedAtomically() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-state-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = DiskFileStorage()
        try storage.createDirectory(dir)
        let stateFile = StateFile(path: dir + "/state.json", storage: storage)
        try stateFile.save(PersistedState(location: Location(coordinate: Coordinate(lat: 1, lon: 2))))
        try stateFile.save(PersistedState(location: Location(coordinate: Coordinate(lat: 3, lon: 4))))
        #expect(try stateFile.load().state.location?.coordinate == Coordinate(lat: 3, lon: 4))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    @Test func aReadOnlyFolderIsOneClearError() throws {
        guard getuid() != 0 else { return }  // root writes anywhere
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-ro-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        chmod(dir, 0o555)
        defer { chmod(dir, 0o755); try? FileManager.default.removeItem(atPath: dir) }
        let stateFile = StateFile(path: dir + "/state.json", storage: DiskFileStorage())
        #expect(throws: UserError.self) { try stateFile.save(PersistedState()) }
    }

    static func visit(_ id: String, stars: String, date: String = "2026-11-20T10:30:00Z", place: String = "osm:node/1") -> String {
        #"{"id":"\#(id)","place_id":"\#(place)","name":"Maya","date":"\#(date)","stars":\#(stars)}"#
    }

    /// The file from issue 10: one visit with "four" stars, one with 99, one good.
    static let twoBadVisits = """
        {"schema_version": 2, "favorites": ["osm:node/1"], "location": {"coordinate": {"lat": 60.17, "lon": 24.94}},
         "visits": [\(visit("a", stars: "\"four\"")), \(visit("b", stars: "99")), \(visit("c", stars: "4"))]}
        """

    @Test func onlyTheBadRecordsAreSetAsideAndSaid() throws {
        let storage = MemoryFileStorage(files: ["/s/state.json": Data(Self.twoBadVisits.utf8)])
        let (loaded, notice) = try file(storage).load()
        let aside = "/s/state.json.damaged-\(StateFile.stamp(noon))"
        #expect(notice == "note: state.json: 2 visits could not be read and were kept in \(aside); the rest was loaded")
        #expect(loaded.visits.map(\.id) == ["c"])
        #expect(loaded.favourites == ["osm:node/1"])
        #expect(loaded.location?.coordinate == Coordinate(lat: 60.17, lon: 24.94))
        // The whole original is kept; state.json now holds what was read, so the next
        // start says nothing and a save loses nothing that is not in the copy.
        #expect(storage[aside] == Data(Self.twoBadVisits.utf8))
        #expect(try file(storage).load() == (loaded, nil))
        let later = StateFile(path: "/s/state.json", storage: storage, now: { [noon] in noon + 60 })
        _ = try later.update { var s = $0; s.favourites.append("osm:node/2"); return s }
        #expect(storage.paths == ["/s/state.json", aside])
        #expect(try file(storage).load().state.visits.map(\.id) == ["c"])
    }

    @Test func aSaveThatMeetsBadRecordsKeepsThemAsideFirst() throws {
        // Written by hand (or another program) while a shell runs: the next save copies it first.
        let storage = MemoryFileStorage(files: ["/s/state.json": Data(Self.twoBadVisits.utf8)])
        let saved = try file(storage).update { var s = $0; s.favourites = []; return s }
        #expect(saved.visits.map(\.id) == ["c"])
        #expect(storage["/s/state.json.damaged-\(StateFile.stamp(noon))"] == Data(Self.twoBadVisits.utf8))
    }

    @Test(arguments: [
        (#""visits": [\#(StateFileTests.visit("a", stars: "0")), \#(StateFileTests.visit("b", stars: "4"))]"#, "1 visit could not be read and was kept"),
        (#""visits": [\#(StateFileTests.visit("a", stars: "4", date: "yesterday")), \#(StateFileTests.visit("b", stars: "4"))]"#, "1 visit could not be read and was kept"),
        (#""visits": [\#(StateFileTests.visit("a", stars: "4", place: "")), \#(StateFileTests.visit("b", stars: "4")), 7]"#, "2 visits could not be read and were kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "favorites": ["osm:node/1", 5, ""]"#, "2 favourites could not be read and were kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "location": {"coordinate": {"lat": 91, "lon": 0}}"#, "the location could not be read and was kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "location": {"coordinate": {"lat": 1e999, "lon": 0}}"#, "the location could not be read and was kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "location": {"coordinate": {"lat": 0, "lon": -180.5}}"#, "the location could not be read and was kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "preferences": {"radius_m": 60000}"#, "the filter settings could not be read and were kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "preferences": {"radius_m": 0}"#, "the filter settings could not be read and were kept"),
        (#""visits": [\#(StateFileTests.visit("b", stars: "4"))], "preferences": {"max_price": 5}"#, "the filter settings could not be read and were kept"),
        (#""visits": [\#(StateFileTests.visit("a", stars: "9"))], "favorites": [1], "location": 3"#, "1 visit, 1 favourite and the location could not be read and were kept"),
    ])
    func outOfRangeValuesAreBadRecords(body: String, said: String) throws {
        let text = #"{"schema_version": 2, \#(body)}"#
        let storage = MemoryFileStorage(files: ["/s/state.json": Data(text.utf8)])
        let (loaded, notice) = try file(storage).load()
        let aside = "/s/state.json.damaged-\(StateFile.stamp(noon))"
        #expect(notice == "note: state.json: \(said) in \(aside); the rest was loaded")
        #expect(loaded.visits.map(\.id) == (text.contains(#""id":"b""#) ? ["b"] : []))
        #expect(loaded.location == nil)
        #expect(loaded.preferences == Preferences())
        #expect(storage[aside] == Data(text.utf8))
    }

    @Test func goodValuesAtTheEdgesAreKept() throws {
        let text = """
            {"schema_version": 2, "location": {"coordinate": {"lat": -90, "lon": 180}},
             "preferences": {"radius_m": 50000, "max_price": 1},
             "visits": [\(Self.visit("a", stars: "1")), \(Self.visit("b", stars: "5"))]}
            """
        let storage = MemoryFileStorage(files: ["/s/state.json": Data(text.utf8)])
        let (loaded, notice) = try file(storage).load()
        #expect(notice == nil)
        #expect(loaded.visits.map(\.stars) == [1, 5])
        #expect(loaded.preferences.radiusMetres == 50_000)
        #expect(storage.paths == ["/s/state.json"])
    }

    @Test func aListThatIsNotAListSetsTheWholeFileAside() throws {
        let storage = MemoryFileStorage(files: ["/s/state.json": Data(#"{"schema_version": 2, "visits": 5}"#.utf8)])
        let (loaded, notice) = try file(storage).load()
        #expect(loaded == PersistedState())
        #expect(notice == Messages.stateSetAside(why: "could not be read", aside: "/s/state.json.damaged-\(StateFile.stamp(noon))"))
    }

    @Test func visitTagsWriteSchemaThreeSoAnOlderLunchSetsTheFileAside() throws {
        let storage = MemoryFileStorage()
        var state = PersistedState()
        state.visits = [Visit(placeID: "osm:node/1", placeName: "A", date: noon, stars: 4, note: nil, tags: ["spicy"])]
        try file(storage).save(state)
        let text = String(decoding: try #require(storage["/s/state.json"]), as: UTF8.self)
        #expect(text.contains("\"schema_version\" : 3"))
        let (loaded, notice) = try file(storage).load()
        #expect(loaded.visits.first?.tags == ["spicy"] && notice == nil)
        #expect(storage["/s/state.json.v2-backup"] == nil)
    }

    @Test func asecondSetAsideInTheSameSecondKeepsTheFirst() throws {
        let storage = MemoryFileStorage()
        func write(_ stars: String) {
            try? storage.writeAtomically(Data(#"{"schema_version": 2, "visits": [{"id": "A", "place_id": "osm:node/1", "name": "Alpha", "date": "2026-11-20T12:30:00Z", "stars": 4, "tags": [1]}, {"id": "B", "place_id": "osm:node/2", "name": "Beta", "date": "2026-11-20T12:30:00Z", "stars": \#(stars)}]}"#.utf8), to: "/s/state.json")
        }
        write("3")
        _ = try file(storage).load()
        write("\"three\"")
        _ = try file(storage).load()
        let stamp = StateFile.stamp(noon)
        let first = try #require(storage["/s/state.json.damaged-\(stamp)"])
        let second = try #require(storage["/s/state.json.damaged-\(stamp)-2"])
        #expect(String(decoding: first, as: UTF8.self).contains("Alpha"))
        #expect(String(decoding: second, as: UTF8.self).contains("\"three\""))
    }

    @Test func keptFavouritePlacesRoundTripAndABadOneIsDropped() throws {
        let storage = MemoryFileStorage()
        var state = PersistedState(favourites: ["osm:node/1"])
        state.favouritePlaces = ["osm:node/1": FavouritePlace(name: "A", coordinate: Coordinate(lat: 60, lon: 24))]
        try file(storage).save(state)
        #expect(try file(storage).load().state == state)
        try storage.writeAtomically(Data(#"{"schema_version": 3, "favorites": ["osm:node/1"], "favorite_places": {"osm:node/1": {"name": "A", "coordinate": {"lat": 99, "lon": 0}}, "osm:node/2": 7}}"#.utf8), to: "/s/state.json")
        let loaded = try file(storage).load().state
        #expect(loaded.favourites == ["osm:node/1"] && loaded.favouritePlaces.isEmpty)
    }
}
