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
        // Nothing saved takes room: the refused visit itself is not in the file to remove.
        #expect(throws: UserError("this change would make state.json larger than 4 kB; nothing was saved")) {
            try store.send(.addVisit(visit))
        }
        #expect(store.state.visits.isEmpty)
        #expect(storage["/s/state.json"] == before)
    }

    /// A state at its cap says which entries take the most room (issue 29, row 5).
    @Test func aRefusedSaveNamesWhatTakesTheMostRoom() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage, limit: 8192))
        try store.send(.addFavourite("osm:node/7"))
        try store.send(.rememberFavourite("osm:node/7", FavouritePlace(name: "Soup", coordinate: kamppi.coordinate)))
        let small = Visit(placeID: "osm:node/7", placeName: "Soup", date: Date(timeIntervalSince1970: 0), stars: 4, note: "ok")
        try store.send(.addVisit(small))
        let big = Visit(placeID: "osm:node/8", placeName: "Tea", date: Date(timeIntervalSince1970: 0), stars: 4,
                        note: String(repeating: "x", count: 9000))
        #expect(throws: UserError("this change would make state.json larger than 8 kB; nothing was saved; "
                                  + "what takes the most room: favourite osm:node/7 'Soup' (14 bytes), "
                                  + "visit 1 (\(Visit.moment(small.date))) to 'Soup' (6 bytes); "
                                  + "'visits --remove N' removes visit N, 'unfav ID' a favourite")) {
            try store.send(.addVisit(big))
        }
    }

    /// A place name of megabytes is kept at 200 characters in favourites and visits, and a
    /// state saved with such names before is cut at the next start and saved small again.
    @Test func hugeNamesAreKeptShort() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        let huge = String(repeating: "Soup ", count: 200_000)
        try store.send(.addFavourite("osm:node/7"))
        try store.send(.rememberFavourite("osm:node/7", FavouritePlace(name: huge, coordinate: kamppi.coordinate)))
        try store.send(.addVisit(Visit(placeID: "osm:node/7", placeName: huge, date: Date(timeIntervalSince1970: 0), stars: 4, note: nil)))
        let name = try #require(store.state.favouritePlaces["osm:node/7"]?.name)
        #expect(name.count == 200 && name.hasSuffix("…") && name.hasPrefix("Soup Soup"))
        #expect(store.state.visits.first?.placeName == name)
        #expect(try #require(storage["/s/state.json"]).count < 4096)

        // The same state written by a lunch that did not cap names: read, cut, saved small.
        var old = PersistedState(favourites: ["osm:node/7"], favouritePlaces: ["osm:node/7": FavouritePlace(name: huge, coordinate: kamppi.coordinate)])
        old.visits = [Visit(placeID: "osm:node/7", placeName: huge, date: Date(timeIntervalSince1970: 0), stars: 4, note: nil)]
        let oldStorage = MemoryFileStorage()
        try StateFile(path: "/s/state.json", storage: oldStorage).save(old)
        #expect(try #require(oldStorage["/s/state.json"]).count > 2_000_000)
        let file = StateFile(path: "/s/state.json", storage: oldStorage)
        let loaded = try file.load().state
        #expect(loaded.favouritePlaces["osm:node/7"]?.name == name)
        #expect(loaded.visits.first?.placeName == name)
        let reopened = Store(stateFile: file)
        reopened.refresh()
        #expect(reopened.state.favouritePlaces["osm:node/7"]?.name == name)
        // The next time state.json is written whole, it is small again.
        try file.save(loaded)
        #expect(try #require(oldStorage["/s/state.json"]).count < 4096)
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
