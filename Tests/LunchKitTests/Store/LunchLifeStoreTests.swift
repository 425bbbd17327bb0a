import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// TCA-style store tests for favourites, visits and undo: an action in, the whole
/// expected state out; and the saved file merged, migrated and kept consistent.
@Suite struct LunchLifeStoreTests {
    let day = Date(timeIntervalSince1970: 1_795_000_000)

    func visit(_ id: String, _ place: String = "osm:node/1", stars: Int = 4) -> Visit {
        Visit(id: id, placeID: place, placeName: "One", date: day, stars: stars, note: nil)
    }

    @Test func favouritesAndVisits() throws {
        let store = Store()
        try store.send(.addFavourite("osm:node/1"))
        try store.send(.addFavourite("osm:node/1"))  // twice is no error and no duplicate
        try store.send(.addVisit(visit("v1")))
        var expected = AppState()
        expected.favourites = ["osm:node/1"]
        expected.visits = [visit("v1")]
        #expect(store.state == expected)
        try store.send(.removeFavourite("osm:node/1"))
        try store.send(.removeVisit("v1"))
        #expect(store.state == AppState())
    }

    @Test func undoTakesBackTheNewestChangeAndSaysWhat() throws {
        let store = Store()
        try store.send(.addFavourite("a"), undo: .removeFavourite("a"), what: "fav A")
        try store.send(.addVisit(visit("v1")), undo: .removeVisit("v1"), what: "the rating of One")
        #expect(try store.undo() == "the rating of One")
        var expected = AppState()
        expected.favourites = ["a"]
        #expect(store.state == expected)
        #expect(try store.undo() == "fav A")
        #expect(store.state == AppState())
        #expect(try store.undo() == nil)
    }

    @Test func twoShellsOnOneStateDirLoseNothing() throws {
        let storage = MemoryFileStorage()
        let file = StateFile(path: "/s/state.json", storage: storage)
        let first = Store(stateFile: file), second = Store(stateFile: file)
        try first.send(.addFavourite("a"))
        try second.send(.addVisit(visit("v1")))   // second never saw "a": it must survive
        try first.send(.addVisit(visit("v2")))    // first never saw "v1"
        let saved = try file.load().state
        #expect(saved.favourites == ["a"])
        #expect(saved.visits.map(\.id) == ["v1", "v2"])
        #expect(first.state.visits.map(\.id) == ["v1", "v2"])  // memory follows the merged file
    }

    @Test func aFailedWriteChangesNothing() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try store.send(.addFavourite("a"))
        storage.failWrites = "cannot save /s/state.json: no space left on device; nothing was changed"
        #expect(throws: UserError.self) { try store.send(.addVisit(visit("v1"))) }
        #expect(store.state.visits.isEmpty)
        #expect(try StateFile(path: "/s/state.json", storage: storage).load().state.visits.isEmpty)
    }

    @Test func anOlderSchemaIsMigratedAndKeptAsABackup() throws {
        let v1 = Data(#"{"schema_version": 1, "location": {"coordinate": {"lat": 60.17, "lon": 24.94}, "name": "Kamppi"}, "preferences": {}}"#.utf8)
        let storage = MemoryFileStorage(files: ["/s/state.json": v1])
        let file = StateFile(path: "/s/state.json", storage: storage)
        let (state, notice) = try file.load()
        #expect(notice == nil)
        #expect(state.location?.name == "Kamppi")
        #expect(state.schemaVersion == PersistedState.currentSchemaVersion)
        #expect(storage["/s/state.json.v1-backup"] == v1)
        let store = Store(stateFile: file)
        try store.send(.addFavourite("a"))
        let text = String(decoding: try #require(storage["/s/state.json"]), as: UTF8.self)
        #expect(text.contains("\"schema_version\" : 2"))
        #expect(text.contains("Kamppi"))
    }

    @Test func visitsAreSavedAsReadableDates() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try store.send(.addVisit(Visit(id: "v1", placeID: "osm:node/1", placeName: "Kahvila", date: day, stars: 5, note: "hyvä")))
        let text = String(decoding: try #require(storage["/s/state.json"]), as: UTF8.self)
        #expect(text.contains("\"date\" : \"2026-"))
        #expect(text.contains("\"note\" : \"hyvä\""))
        #expect(try StateFile(path: "/s/state.json", storage: storage).load().state.visits.first?.date == day)
    }
}

/// TCA-style tests of the remaining lunch-life actions: filters and pick's session memory.
@Suite struct PickAndFilterStoreTests {
    @Test func filtersAreSavedPreferences() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        var preferences = Preferences()
        preferences.wantedTags = ["vegan"]
        preferences.radiusMetres = 800
        try store.send(.setPreferences(preferences), undo: .setPreferences(Preferences()), what: "the filter change")
        var expected = AppState()
        expected.preferences = preferences
        #expect(store.state == expected)
        #expect(try StateFile(path: "/s/state.json", storage: storage).load().state.preferences == preferences)
        #expect(try store.undo() == "the filter change")
        #expect(store.state == AppState())
    }

    @Test func picksAreRememberedForTheSessionOnly() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try store.send(.picked("a"))
        try store.send(.picked("b"))
        var expected = AppState()
        expected.picked = ["a", "b"]
        #expect(store.state == expected)
        #expect(storage["/s/state.json"] == nil)  // nothing saved: picks are per session
        try store.send(.picksReset)
        #expect(store.state == AppState())
    }
}
