import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `state.json.journal`: one change is one appended line, two shells still merge, a
/// damaged or stale journal is kept aside with one note, and state.json stays plain JSON.
@Suite struct StateJournalTests {
    let noon = Date(timeIntervalSince1970: 1_795_000_000)
    let state = "/s/state.json", journal = "/s/state.json.journal"

    func file(_ storage: any FileStorage, path: String = "/s/state.json") -> StateFile {
        StateFile(path: path, storage: storage, now: { [noon] in noon })
    }

    func visit(_ n: Int) -> Visit {
        Visit(id: "v\(n)", placeID: "osm:node/\(n % 7 + 1)", placeName: "Place \(n)", date: noon.addingTimeInterval(Double(n) * 60),
              stars: 1 + n % 5, note: "n\(n)")
    }

    @Test func aChangeAfterTheFirstIsOneAppendedLine() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: file(storage))
        try store.send(.addFavourite("osm:node/1"))  // no journal yet: state.json written whole
        let whole = try #require(storage[state])
        try store.send(.addVisit(visit(1)))
        try store.send(.removeFavourite("osm:node/1"))
        #expect(storage[state] == whole)
        let lines = String(decoding: try #require(storage[journal]), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix(#"{"visit":{"date":"2026-11-18T"#))
        #expect(lines[2] == #"{"unfavourite":"osm:node/1"}"#)
        let (loaded, notice) = try file(storage).load()
        #expect(notice == nil)
        #expect(loaded == store.state.persisted)
        #expect(loaded.favourites.isEmpty && loaded.visits == [visit(1)])
    }

    @Test func twoShellsMergeThroughTheJournal() throws {
        let storage = MemoryFileStorage()
        let a = Store(stateFile: file(storage)), b = Store(stateFile: file(storage))
        for n in 0..<40 {
            try (n % 3 == 0 ? b : a).send(.addVisit(visit(n)))
            if n == 20 { try a.send(.setLocation(Location(coordinate: Coordinate(lat: 60.17, lon: 24.94), name: "Kamppi"))) }
        }
        try b.send(.removeVisit("v5"))
        let loaded = try file(storage).load().state
        #expect(Set(loaded.visits.map(\.id)) == Set((0..<40).filter { $0 != 5 }.map { "v\($0)" }))
        #expect(loaded.location?.name == "Kamppi")
        // Each shell's last save holds everything saved before it.
        #expect(b.state.persisted == loaded)
    }

    @Test func theJournalIsFoldedIntoStateJSONAsItGrowsAndStateJSONStaysPlainJSON() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: file(storage))
        var journalSizes: [Int] = []
        for n in 0..<400 {
            try store.send(.addVisit(visit(n)))
            journalSizes.append(storage[journal]?.count ?? 0)
        }
        // It grew, was folded (removed) and started again, never past 16 kB.
        #expect(journalSizes.contains(0) && journalSizes.max()! <= 16 << 10 && journalSizes.last! > 0)
        // What an older lunch reads: state.json alone, schema 2, the journal mark ignored.
        let plain = try StateFile.decoder.decode(PersistedState.self, from: #require(storage[state]))
        #expect(plain.schemaVersion == 2)
        let journalLines = String(decoding: try #require(storage[journal]), as: UTF8.self).split(separator: "\n").count
        #expect(plain.visits.count + journalLines - 1 == 400)
        #expect(plain.visits == Array(store.state.visits.prefix(plain.visits.count)))
        #expect(try file(storage).load().state.visits.count == 400)
    }

    @Test func aDamagedTailIsKeptAsideAndTheRestLoaded() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: file(storage))
        for n in 0..<3 { try store.send(.addVisit(visit(n))) }
        let good = try #require(storage[journal])
        let damaged = good + Data(#"{"visit":{"stars":99}}"#.utf8) + Data("\n{\"favourite\":\"osm:no".utf8)
        try storage.writeAtomically(damaged, to: journal)
        let (loaded, notice) = try file(storage).load()
        let aside = "\(journal).damaged-\(StateFile.stamp(noon))"
        #expect(notice == "note: state.json.journal: 2 changes could not be read and were kept in \(aside); the rest was loaded")
        #expect(loaded.visits.map(\.id) == ["v0", "v1", "v2"])
        #expect(storage[aside] == damaged)
        // Written back whole: the next start says nothing, and saving goes on.
        #expect(try file(storage).load() == (loaded, nil))
        try Store(state: AppState(), stateFile: file(storage)).send(.addVisit(visit(3)))
        #expect(try file(storage).load().state.visits.count == 4)
    }

    @Test func aJournalOfAStateJSONSinceRewrittenIsKeptAside() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: file(storage))
        try store.send(.addFavourite("osm:node/1"))
        try store.send(.addFavourite("osm:node/2"))
        let stale = try #require(storage[journal])
        // An older lunch (which knows no journal) rewrote state.json; the journal stayed.
        let older = #"{"schema_version": 2, "favorites": ["osm:node/1", "osm:node/9"]}"#
        try storage.writeAtomically(Data(older.utf8), to: state)
        let (loaded, notice) = try file(storage).load()
        let aside = "\(journal).damaged-\(StateFile.stamp(noon))"
        #expect(notice == "note: state.json.journal: 1 change saved before another program rewrote state.json could not be applied and was kept in \(aside)")
        #expect(loaded.favourites == ["osm:node/1", "osm:node/9"])
        #expect(storage[aside] == stale)
        #expect(try file(storage).load() == (loaded, nil))
    }

    @Test func aJournalStateJSONAlreadyHoldsIsNotAppliedTwice() throws {
        // A save that wrote state.json whole and was stopped before it removed the journal.
        let storage = MemoryFileStorage()
        try storage.writeAtomically(Data(#"{"schema_version": 2, "favorites": [], "journal": {"id": "b", "folded": "a"}}"#.utf8), to: state)
        try storage.writeAtomically(StateJournal.header(for: "a") + Data(#"{"favourite":"osm:node/1"}"#.utf8 + [0x0A]), to: journal)
        let (loaded, notice) = try file(storage).load()
        #expect(notice == nil)
        #expect(loaded.favourites.isEmpty)
    }

    @Test func aFailedAppendChangesNothing() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: file(storage))
        try store.send(.addVisit(visit(1)))
        try store.send(.addVisit(visit(2)))
        let before = store.state
        storage.failWrites = "cannot save /s/state.json.journal: no space left on device"
        #expect(throws: UserError.self) { try store.send(.addVisit(visit(3))) }
        #expect(store.state == before)
        storage.failWrites = nil
        #expect(try file(storage).load().state.visits.map(\.id) == ["v1", "v2"])
        try store.send(.addVisit(visit(3)))
        #expect(try file(storage).load().state.visits.map(\.id) == ["v1", "v2", "v3"])
    }

    /// Replaying a journal gives what the shell that made the changes had in memory.
    @Test func replayingChangesEqualsReducingTheirActions() {
        let random = SeededRandomSource(seed: 13)
        func pick(_ n: Int) -> Int { Int(random.nextUnit() * Double(n)) }
        for _ in 0..<50 {
            var reduced = AppState(), changes: [StateChange] = []
            reduced.favourites = ["f1", "f3"]
            reduced.visits = [visit(1), visit(2)]
            var replayed = reduced.persisted
            let steps = pick(30) + 1
            for _ in 0..<steps {
                let k = pick(4)
                let action: StoreAction = switch pick(4) {
                case 0: .addFavourite("f\(k)")
                case 1: .removeFavourite("f\(k)")
                case 2: .addVisit(visit(k))
                default: .removeVisit("v\(k)")
                }
                reduced.reduce(action)
                changes.append(StateChange(action)!)
            }
            replayed.apply(changes)
            #expect(replayed == reduced.persisted)
        }
    }

    /// Found by fuzzing: a journal handed over as a slice of a larger Data (indices not
    /// starting at 0) trapped; it reads as the same bytes copied.
    @Test func aJournalGivenAsASliceReadsAsItsBytes() throws {
        let text = "{\"lunch_journal\":1,\"state\":\"a\"}\n{\"favourite\":\"osm:node/1\"}\n"
        let whole = Data(("xx" + text).utf8)
        let slice = whole[2...]
        let parsed = StateJournal.parse(slice)
        #expect(parsed.stateID == "a" && parsed.changes == [.favourite("osm:node/1")] && parsed.badLines == 0)
        #expect(parsed.end == Data(text.utf8).count)
    }
}
