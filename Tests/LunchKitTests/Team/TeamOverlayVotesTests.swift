import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Changes waiting in the outbox laid over the team as last read (what `today` shows
/// offline): approval votes, a veto that moves, in/out, a decision by the rule, reopen.
@Suite struct TeamOverlayVotesTests {
    static let day = "2026-11-20"
    static let nepal = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.16, longitude: 24.93)
    static let ramen = TeamPlace(id: "osm:node/2", name: "Ramen Bar", latitude: 60.17, longitude: 24.94)
    static let t = Date(timeIntervalSince1970: 1_790_000_000)

    func change(_ member: String, _ kind: TeamChange.Kind) -> TeamChange { TeamChange(member: member, time: Self.t, kind: kind) }

    @Test func votesAddOnePerPlaceAndSayComing() {
        let s = TeamSnapshot.empty(day: Self.day).overlaid([
            change("alice", .vote(day: Self.day, place: Self.nepal)), change("alice", .vote(day: Self.day, place: Self.ramen)),
            change("alice", .vote(day: Self.day, place: Self.nepal)), change("bob", .vote(day: Self.day, place: Self.ramen)),
            change("bob", .attend(day: Self.day, coming: false)),
            change("alice", .unvoteOne(day: Self.day, place: Self.ramen)),
        ], day: Self.day)
        #expect(s.votes.map { "\($0.member) \($0.place.name)" } == ["alice Pikku Nepal", "bob Ramen Bar"])
        #expect(s.comers == ["alice"])
        #expect(s.outs == ["bob"])
        let all = s.overlaid([change("alice", .unvote(day: Self.day))], day: Self.day)
        #expect(all.votes.map(\.member) == ["bob"])
    }

    @Test func aVetoMovesAndUnvetoTakesItBackAndAnotherDayIsLeftOut() {
        let s = TeamSnapshot.empty(day: Self.day).overlaid([
            change("carol", .veto(day: Self.day, place: Self.nepal)), change("carol", .veto(day: Self.day, place: Self.ramen)),
            change("dave", .veto(day: "2026-11-21", place: Self.nepal)),
        ], day: Self.day)
        #expect(s.vetoes.map { "\($0.member) \($0.place.name)" } == ["carol Ramen Bar"])
        #expect(s.overlaid([change("carol", .unveto(day: Self.day))], day: Self.day).vetoes == [])
    }

    @Test func aDecisionByTheRuleShowsWhatTheRuleLastAnsweredAndReopenTakesItBack() {
        var read = TeamSnapshot.empty(day: Self.day).overlaid([change("bob", .vote(day: Self.day, place: Self.ramen))], day: Self.day)
        read.winner = TeamDecisionReason(place: .init(id: Self.ramen.id, name: Self.ramen.name), votes: 1, rule: .mostVotes)
        let decided = read.overlaid([change("alice", .decideByRule(day: Self.day, anyway: false))], day: Self.day)
        #expect(decided.decision?.place == Self.ramen)
        #expect(decided.decision?.member == "alice")
        #expect(decided.winner == nil)
        #expect(decided.overlaid([change("bob", .reopen(day: Self.day))], day: Self.day).decision == nil)
        // Without the rule's answer (never read) nothing is shown decided yet.
        var blind = read
        blind.winner = nil
        #expect(blind.overlaid([change("alice", .decideByRule(day: Self.day, anyway: false))], day: Self.day).decision == nil)
    }

    @Test func aSnapshotSavedBeforeVetoesReadsAsHavingNone() throws {
        let old = #"{"fetched":0,"day":"2026-11-20","members":[],"votes":[],"ratings":{},"visits":[],"schemaVersion":1}"#
        let s = try JSONDecoder().decode(TeamSnapshot.self, from: Data(old.utf8))
        #expect(s.vetoes == [] && s.attendance == [] && s.winner == nil)
    }

    @Test func theReasonSaysWhichTieBreakDecided() {
        func reason(_ rule: TeamDecisionReason.Rule, unmet: [TeamDecisionReason.Unmet]? = nil) -> String? {
            Messages.decisionReason(TeamDecisionReason(place: .init(id: "a", name: "A"), votes: 2, rule: rule,
                                                       other: rule == .mostVotes ? nil : .init(id: "b", name: "Joe & The Juice", votes: 2),
                                                       window: 14, unmet: unmet))
        }
        #expect(reason(.visits) == "tie 2–2 with Joe & The Juice: fewer team visits in 14 days")
        #expect(reason(.rating) == "tie 2–2 with Joe & The Juice: the team rates it higher")
        #expect(reason(.name) == "tie 2–2 with Joe & The Juice: first by name")
        #expect(reason(.mostVotes) == nil)
        #expect(reason(.mostVotes, unmet: [.init(need: "vegan", members: ["carol"])]) == "decided anyway, lacks vegan (carol)")
    }
}
