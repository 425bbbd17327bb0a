import Synchronization
import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// TCA-style: an action in, the whole expected state out.
@Suite struct StoreTests {
    let kamppi = Location(coordinate: Coordinate(lat: 60.1685, lon: 24.9315), name: "Kamppi")

    @Test func setLocationChangesOnlyTheLocation() throws {
        let store = Store()
        try store.send(.setLocation(kamppi))
        var expected = AppState()
        expected.location = kamppi
        #expect(store.state == expected)
    }

    @Test func listsAndCurrentPlace() throws {
        let store = Store()
        try store.send(.showList(["osm:node/1", "osm:way/2"]))
        try store.send(.setCurrentPlace("osm:way/2"))
        var expected = AppState()
        expected.currentList = ["osm:node/1", "osm:way/2"]
        expected.listShown = 2
        expected.currentPlace = "osm:way/2"
        #expect(store.state == expected)
        // A list of which only the first rows are printed: `more` goes on from there.
        try store.send(.showPage(["a", "b", "c"], shown: 2))
        #expect(store.state.currentList == ["a", "b", "c"] && store.state.listShown == 2)
    }

    @Test func loading() throws {
        let store = Store()
        try store.send(.loadingStarted("reading"))
        var expected = AppState()
        expected.isLoading = true
        expected.loadingWhat = "reading"
        #expect(store.state == expected)
        try store.send(.loadingFinished)
        expected.isLoading = false
        #expect(store.state == expected)
    }

    @Test func observersSeeEveryChangeOnce() throws {
        let store = Store()
        let calls = Mutex<[(Bool, Bool)]>([])
        store.observe { old, new in calls.withLock { $0.append((old.isLoading, new.isLoading)) } }
        try store.send(.loadingStarted("reading"))
        try store.send(.loadingStarted("reading"))  // no change, no call
        try store.send(.loadingFinished)
        let seen = calls.withLock { $0 }
        #expect(seen.map(\.0) == [false, true])
        #expect(seen.map(\.1) == [true, false])
    }

    @Test func savedPartsAreWrittenBeforeSendReturns() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try store.send(.showList(["a"]))
        #expect(storage["/s/state.json"] == nil)  // navigation is not saved
        try store.send(.setLocation(kamppi))
        let saved = try JSONDecoder().decode(PersistedState.self, from: #require(storage["/s/state.json"]))
        #expect(saved.location == kamppi)
        #expect(saved.schemaVersion == 2)
    }

    @Test func aFailedWriteLeavesMemoryAsTheDiskIs() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        storage.failWrites = "cannot save /s/state.json: no space left on device; nothing was changed"
        #expect(throws: UserError.self) { try store.send(.setLocation(kamppi)) }
        #expect(store.state == AppState())
        #expect(storage["/s/state.json"] == nil)
    }

    /// A save the next start could not read back (over the cap) is refused: the file and
    /// memory stay as they were (a 64 MB state.json locked the user out).
    @Test func aSaveOverTheReadCapIsRefused() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage, limit: 4096))
        try store.send(.setLocation(kamppi))
        let before = try #require(storage["/s/state.json"])
        let visit = Visit(placeID: "osm:node/1", placeName: "P", date: Date(timeIntervalSince1970: 0), stars: 4,
                          note: String(repeating: "x", count: 5000))
        #expect(throws: UserError("this change would make state.json larger than 4 kB; nothing was saved")) {
            try store.send(.addVisit(visit))
        }
        #expect(store.state.visits.isEmpty)
        #expect(storage["/s/state.json"] == before)
    }

    /// Two shells on one state folder: what one saves, the other sees before its next
    /// command (the dispatcher calls `refresh`), not only after it writes something itself.
    @Test func anotherShellsSavedChangesAreSeenOnRefresh() throws {
        let storage = MemoryFileStorage()
        let one = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        let two = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try one.send(.setLocation(kamppi))
        two.refresh()
        try two.send(.addFavourite("osm:node/1"))
        try one.send(.showList(["osm:node/1"]))
        one.refresh()
        #expect(one.state.favourites == ["osm:node/1"])
        #expect(one.state.currentList == ["osm:node/1"])  // what is not saved stays as it was
        #expect(two.state.location == kamppi)
        let before = one.state
        one.refresh()
        #expect(one.state == before)
    }
}
