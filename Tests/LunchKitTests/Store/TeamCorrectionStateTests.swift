import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchTestSupport

/// A change of this shell's that changed the deadline's decision (schema version 10, the
/// decision's reason says `corrected` with its id) is said once, by the read that finds it:
/// the exchange that stored it, or the first read after an exchange that only sent it.
@Suite struct TeamCorrectionStateTests {
    static let ramen = TeamPlace(id: "osm:node/2", name: "Ramen Bar", latitude: 60.17, longitude: 24.94)
    static let line = "team: the decision changed: Ramen Bar, not Pikku Nepal — your vote made before the deadline arrived late"

    static func corrected(by change: UUID) -> TeamReply {
        var snapshot = TeamStateTests.snapshot
        let why = TeamDecisionReason(place: .init(id: ramen.id, name: ramen.name), votes: 2, rule: .mostVotes,
                                     corrected: .init(from: .init(id: "osm:node/1", name: "Pikku Nepal"),
                                                      change: change.uuidString.lowercased(), kind: "vote"))
        snapshot.decision = .init(member: "alice", place: ramen, time: TeamStateTests.read, reason: why, byDeadline: true)
        return TeamReply(stored: [], snapshot: snapshot, newsCursor: 8)
    }

    func store() throws -> Store {
        let store = Store()
        try store.send(.team(.loaded(TeamStateTests.alice, TeamStateTests.joined, notices: [])))
        return store
    }

    @Test func theExchangeThatStoredTheChangeSaysIt() throws {
        let store = try store()
        let vote = TeamChange(member: "alice", time: TeamStateTests.read, kind: .vote(day: "2026-11-20", place: Self.ramen))
        var reply = Self.corrected(by: vote.id)
        reply.stored = [vote.id]
        try store.send(.team(.replied(reply, TeamStateTests.alice, sent: [vote], own: nil, askedNews: false,
                                      now: TeamStateTests.read, readOnlyWaiting: 0)))
        #expect(store.state.team.lines == [Self.line])
    }

    @Test func theReadAfterAnExchangeThatOnlySentItSaysIt() throws {
        let store = try store()
        let vote = TeamChange(member: "alice", time: TeamStateTests.read, kind: .vote(day: "2026-11-20", place: Self.ramen))
        try store.send(.team(.replied(.sentOnly(stored: [vote.id], day: "2026-11-20", version: 10), TeamStateTests.alice,
                                      sent: [vote], own: nil, askedNews: false, now: TeamStateTests.read, readOnlyWaiting: 0)))
        #expect(store.state.team.lines == [])
        let read = Self.corrected(by: vote.id)
        try store.send(.team(.replied(read, TeamStateTests.alice, sent: [], own: nil, askedNews: false,
                                      now: TeamStateTests.read, readOnlyWaiting: 0)))
        #expect(store.state.team.lines == [Self.line])
        _ = try store.take(.team(.noticesTaken)) { $0.team.lines }
        // Read again: said once.
        try store.send(.team(.replied(read, TeamStateTests.alice, sent: [], own: nil, askedNews: false,
                                      now: TeamStateTests.read, readOnlyWaiting: 0)))
        #expect(store.state.team.lines == [])
    }

    @Test func aTeammatesCorrectionIsNotSaidAsThisShells() throws {
        let store = try store()
        try store.send(.team(.replied(Self.corrected(by: UUID()), TeamStateTests.alice, sent: [], own: nil,
                                      askedNews: false, now: TeamStateTests.read, readOnlyWaiting: 0)))
        #expect(store.state.team.lines == [])
    }
}
