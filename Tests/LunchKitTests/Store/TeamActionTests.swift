import Synchronization
import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchTestSupport

/// The team's actions through the store, TestStore-style: each action in, the whole state
/// before and after compared (every field that changed is named; nothing else may), then
/// what the team's effect sent.
@Suite struct TeamActionTests {
    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
    static let nepal = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
    static let visitID = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    static let visit = Visit(id: visitID, placeID: "osm:node/1", placeName: "Pikku Nepal",
                             date: Date(timeIntervalSince1970: 1_800_000_000), stars: 4, note: "momo")

    /// Sends `action` and checks the state: the state before, changed by `change`, is the state after.
    func assert(_ store: Store, _ action: StoreAction, _ change: (inout AppState) -> Void,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        var expected = store.state
        change(&expected)
        try store.send(action)
        #expect(store.state == expected, sourceLocation: sourceLocation)
    }

    @Test func rateAddsTheVisitOnceAndNothingElse() throws {
        let store = Store()
        try assert(store, .rate(Self.visit, Self.nepal)) { $0.visits = [Self.visit] }
        // The same rating again (its id) changes nothing.
        try assert(store, .rate(Self.visit, Self.nepal)) { _ in }
    }

    @Test func unrateTakesOnlyThatVisitBack() throws {
        var other = Self.visit
        other.id = "other"
        let store = Store()
        try store.send(.addVisit(other))
        try store.send(.rate(Self.visit, Self.nepal))
        try assert(store, .unrate(Self.visitID)) { $0.visits = [other] }
        // A visit that is not there: nothing changes.
        try assert(store, .unrate(Self.visitID)) { _ in }
    }

    @Test func rateAndUnrateAreSavedAsAVisitAndItsRemoval() throws {
        #expect(StateChange(.rate(Self.visit, Self.nepal)) == .visit(Self.visit))
        #expect(StateChange(.unrate(Self.visitID)) == .unvisit(Self.visitID))
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        try store.send(.rate(Self.visit, Self.nepal))
        let other = Store(stateFile: StateFile(path: "/s/state.json", storage: storage))
        other.refresh()
        #expect(other.state.visits == [Self.visit])
        try store.send(.unrate(Self.visitID))
        other.refresh()
        #expect(other.state.visits == [])
    }

    @Test func loadingFinishedEndsLoadingAndKeepsWhatItWas() throws {
        let store = Store()
        try assert(store, .loadingStarted("asking")) {
            $0.isLoading = true
            $0.loadingWhat = "asking"
        }
        try assert(store, .loadingFinished) { $0.isLoading = false }
        try assert(store, .loadingFinished) { _ in }
    }

    @Test func effectsRunAfterAnActionWentThroughAndNeverAfterOneThatFailed() throws {
        let storage = MemoryFileStorage()
        let store = Store(stateFile: StateFile(path: "/s/state.json", storage: storage, limit: 4096))
        let seen = Mutex<[StoreAction]>([])
        store.addEffect { action in seen.withLock { $0.append(action) } }
        try store.send(.rate(Self.visit, Self.nepal))
        #expect(seen.withLock { $0 } == [.rate(Self.visit, Self.nepal)])
        var big = Self.visit
        big.id = "big"
        big.note = String(repeating: "x", count: 5000)
        #expect(throws: UserError.self) { try store.send(.rate(big, Self.nepal)) }
        #expect(seen.withLock { $0 } == [.rate(Self.visit, Self.nepal)])
    }

    /// The team's effect: a rating goes to the team (its change id the visit's), and its
    /// undo — the `.unrate` action the undo stack holds — takes it back there.
    @Test func aRatingAndItsUndoAreTheTeamsThroughTheEffect() throws {
        let storage = MemoryFileStorage()
        let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))
        let store = Store()
        let team = TeamSession(folder: "/state", storage: storage, clock: Self.clock, environment: ["LUNCH_USER": "alice"],
                               connector: { _, _ in server }, cancelled: { false }, store: store)
        _ = try team.join(TeamURL("postgresql://alice@127.0.0.1:5432/lunch", login: "alice"), as: "alice")
        store.addEffect { team.run($0) }
        try store.send(.rate(Self.visit, Self.nepal), undo: .unrate(Self.visitID), what: "the rating")
        #expect(store.undoStack.last?.inverse == .unrate(Self.visitID))
        #expect(server.requests.last?.changes.map(\.kind) == [.rate(place: Self.nepal, stars: 4, note: "momo")])
        #expect(server.requests.last?.changes.first?.id == UUID(uuidString: Self.visitID))
        #expect(try store.undo() == "the rating")
        #expect(store.state.visits.isEmpty)
        #expect(server.requests.last?.changes.map(\.kind) == [.unrate(visit: UUID(uuidString: Self.visitID)!)])
        // Actions that are not the team's send nothing.
        let asked = server.requests.count
        try store.send(.addVisit(Self.visit))
        try store.send(.removeVisit(Self.visitID))
        #expect(server.requests.count == asked)
    }
}
