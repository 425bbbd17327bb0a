import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// A change is answered as soon as the server stored it; the team is read and `team.json`
/// written after the answer (`settle`), and only when the team changed.
@Suite struct TeamSessionSettleTests {
    static let clock = TeamSessionTests.clock
    static let nepal = TeamSessionTests.nepal
    static let teamFile = "/state/team.json"

    let storage = MemoryFileStorage()
    let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))

    func session() -> TeamSession { server.session(storage: storage, clock: Self.clock) }

    func joined() throws -> TeamSession {
        let s = session()
        _ = try s.join(TeamURL("postgresql://alice@127.0.0.1:5432/lunch", login: "alice"), as: "alice")
        _ = s.takeNotices()
        return s
    }

    var teamJSON: String { storage[Self.teamFile].map { String(decoding: $0, as: UTF8.self) } ?? "" }

    @Test func aVoteIsStoredWithoutReadingTheTeamWhichIsReadAfterTheAnswer() throws {
        let s = try joined()
        let before = teamJSON
        let (_, sent, view) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(sent == .stored)
        #expect(view == nil)
        #expect(server.requests.last?.reads == false)
        #expect(server.stored.count == 2)  // the join and the vote
        #expect(teamJSON == before)  // not written before the answer
        // What this shell shows meanwhile has the vote (laid over the team it read last).
        #expect(s.cached()?.snapshot.votes.map(\.member) == ["alice"])
        #expect(s.waitingCount == 0)
        s.settle()
        #expect(server.requests.last?.reads == true)
        #expect(server.requests.last?.changes.isEmpty == true)
        #expect(teamJSON.contains("Pikku Nepal"))
        #expect(session().cached()?.snapshot.votes.map(\.place) == [Self.nepal])
        // Nothing owed: the next settle neither asks the server nor writes.
        let asked = server.requests.count
        s.settle()
        #expect(server.requests.count == asked)
    }

    @Test func whenTheReadAfterAVoteFailsTheSavedTeamStillHasTheVote() throws {
        let s = try joined()
        server.then(.answer, .fail(.unreachable("connection refused")))
        let (_, sent, _) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(sent == .stored)
        s.settle()
        #expect(s.takeNotices() == ["team: offline (connection refused), 0 changes waiting"])
        #expect(s.waitingCount == 0)
        // The next start, offline, shows the vote that was stored.
        let later = session()
        #expect(later.cached()?.snapshot.votes.map(\.place) == [Self.nepal])
        #expect(server.stored.count == 2)
    }

    @Test func anUnchangedTeamIsNotWrittenAgain() throws {
        let s = try joined()
        _ = try s.read()
        s.settle()
        let written = storage.identity(Self.teamFile)
        #expect(written != nil)
        _ = try s.read()
        s.settle()
        #expect(storage.identity(Self.teamFile) == written)
        server.teammate(TeamChange(member: "bob", time: Self.clock.now(), kind: .vote(day: s.day, place: Self.nepal)),
                        news: .voted, place: Self.nepal)
        _ = try s.read()
        #expect(storage.identity(Self.teamFile) == written)  // after the answer, not before
        s.settle()
        #expect(storage.identity(Self.teamFile) != written)
        #expect(teamJSON.contains("\"bob\""))
    }

    @Test func aJoinStoredWithoutAReadIsNotSentAgain() throws {
        // LUNCH_TEAM_URL: the first change of a member the team does not know brings a join.
        let s = server.session(storage: storage, clock: Self.clock,
                               environment: ["LUNCH_TEAM_URL": "postgresql://bob@127.0.0.1/lunch", "LUNCH_USER": "bob"])
        server.then(.answer, .fail(.unreachable("connection refused")))
        _ = try s.record(.vote(day: s.day, place: Self.nepal))
        s.settle()  // the read fails: the team was never read
        _ = s.takeNotices()
        _ = try s.read(force: true)
        _ = try s.record(.unvote(day: s.day))
        let joins = server.requests.flatMap(\.changes).filter { $0.kind == .join }
        #expect(joins.count == 1)
    }

    @Test func decideReadsTheTeamInTheSameExchange() throws {
        let s = try joined()
        let (_, sent, view) = try s.record(.decide(day: s.day, place: Self.nepal), reads: true)
        #expect(sent == .stored)
        #expect(server.requests.last?.reads == true)
        #expect(view?.snapshot.decision?.place == Self.nepal)
    }
}
