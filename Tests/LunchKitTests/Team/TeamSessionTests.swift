import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// The session's logic against a scripted server: offline once, back online, refusals,
/// read-only, my waiting changes laid over the saved team, the timeout.
@Suite struct TeamSessionTests {
    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
    static let nepal = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
    static let url = "postgresql://alice:secret@127.0.0.1:5432/lunch"

    let storage = MemoryFileStorage()
    let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))

    func session(_ environment: [String: String] = ["LUNCH_USER": "alice"], connector: Bool = true) -> TeamSession {
        let server = self.server
        let connect: TeamConnector = { _, _ in server }
        return TeamSession(folder: "/state", storage: storage, clock: Self.clock, environment: environment,
                           connector: connector ? connect : nil, cancelled: { false })
    }

    func joined(_ environment: [String: String] = ["LUNCH_USER": "alice"]) throws -> TeamSession {
        let s = session(environment)
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        _ = s.takeNotices()
        return s
    }

    var teamJSON: String { storage["/state/team.json"].map { String(decoding: $0, as: UTF8.self) } ?? "" }

    @Test func joiningSavesTheURLWithoutItsPasswordAndSendsAJoin() throws {
        let s = try joined()
        #expect(teamJSON.contains("postgresql://alice@127.0.0.1:5432/lunch"))
        #expect(!teamJSON.contains("secret"))
        #expect(server.requests.first?.changes.map(\.kind) == [.join])
        #expect(server.snapshot.members.map(\.name) == ["alice"])
        #expect(s.waitingCount == 0)
        // The next start reads the team from team.json, with no password (PGPASSWORD's turn).
        #expect(session().current?.url.redacted == "postgresql://alice@127.0.0.1:5432/lunch")
        #expect(session().current?.url.password == nil)
    }

    @Test func withoutTeamSupportJoinSaysSoAndSavesNothing() {
        let s = session(connector: false)
        #expect(throws: UserError(Messages.teamNotBuilt)) { try s.join(TeamURL(Self.url, login: "alice"), as: "alice") }
        #expect(storage.paths.isEmpty)
    }

    @Test func offlineIsSaidOnceAndBackOnlineWhenItRecovers() throws {
        let s = try joined()
        server.then(.fail(.unreachable("connection refused")), .fail(.timedOut))
        let (_, first, _) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(first == .waiting)
        #expect(s.takeNotices() == ["team: offline (connection refused), 1 change waiting"])
        _ = try s.record(.unvote(day: s.day))
        _ = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(s.takeNotices() == [])
        #expect(s.waitingCount == 3)
        // Within the offline spell a command's read skips the network; `team` still tries.
        #expect(try !s.read().connected)
        #expect(try !s.read(force: true).connected)  // timed out: said once already
        #expect(s.takeNotices() == [])
        let view = try s.read(force: true)
        #expect(view.connected)
        #expect(s.takeNotices() == ["team: back online, 3 changes sent"])
        #expect(s.waitingCount == 0)
        #expect(server.snapshot.votes.map(\.member) == ["alice"])
    }

    @Test func aReadWhileOfflineSaysTheAgeAndShowsMyWaitingVote() throws {
        let s = try joined()
        server.then(.fail(.unreachable("connection refused")), .fail(.unreachable("connection refused")))
        _ = try s.record(.vote(day: s.day, place: Self.nepal))
        _ = s.takeNotices()
        let server = self.server
        let connect: TeamConnector = { _, _ in server }
        let later = TeamSession(folder: "/state", storage: storage,
                                clock: FixedClock(FixedClock.parseLocalTime("2026-11-20T12:42")!),
                                environment: ["LUNCH_USER": "alice"], connector: connect, cancelled: { false })
        let view = try later.read()
        #expect(!view.connected)
        #expect(view.snapshot.votes.map(\.place) == [Self.nepal])
        #expect(view.waiting == 1)
        #expect(later.takeNotices() == ["team: offline (connection refused), 1 change waiting, as of 12 min ago"])
    }

    @Test func aRefusedChangeLeavesTheOutboxWithItsLine() throws {
        let s = try joined()
        server.then(.refuse("not your vote"))
        let (_, sent, _) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(sent == .refused("not your vote"))
        #expect(s.takeNotices() == [])  // the command says its own refusal
        #expect(s.waitingCount == 0)
        // A refused change that waited from before is said as a line, naming it; back online
        // with nothing stored, no count is said ("0 changes sent" was).
        server.then(.fail(.unreachable("connection refused")), .refuse("not allowed"))
        _ = try s.record(.unvote(day: s.day))
        _ = s.takeNotices()
        _ = try s.read(force: true)
        #expect(s.takeNotices() == ["team: refused: unvote (\(s.day)): not allowed", "team: back online"])
    }

    @Test func aNewerSchemaIsReadOnlyOnceSaidAndChangesWait() throws {
        let s = try joined()
        server.then(.readOnly(version: 2), .readOnly(version: 2))
        let (_, sent, _) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(sent == .waiting)
        let view = try s.read()
        #expect(view.readOnly)
        #expect(view.snapshot.votes.map(\.member) == ["alice"])
        #expect(s.takeNotices() == [Messages.teamReadOnly(version: 2, waiting: 1)])
        #expect(s.waitingCount == 1)
    }

    @Test func theTimeoutIsTwoSecondsOrTheVariable() throws {
        #expect(session().timeout == 2)
        #expect(session(["LUNCH_TEAM_TIMEOUT": "0.5"]).timeout == 0.5)
        let bad = session(["LUNCH_TEAM_TIMEOUT": "soon"])
        #expect(bad.timeout == 2)
        #expect(bad.takeNotices() == [Messages.teamBadTimeout("soon")])
        #expect(session(["LUNCH_TEAM_TIMEOUT": "0"]).takeNotices() == [Messages.teamBadTimeout("0")])
        let s = try joined(["LUNCH_TEAM_TIMEOUT": "0.3", "LUNCH_USER": "alice"])
        server.then(.slow(5))
        let started = Date()
        let (_, sent, _) = try s.record(.unvote(day: s.day))
        #expect(Date().timeIntervalSince(started) < 3)
        #expect(sent == .waiting)
        #expect(server.givenTimeouts.last == 0.3)
        #expect(s.takeNotices() == ["team: offline (no answer within 0.3 s), 1 change waiting"])
    }

    @Test func theEnvironmentJoinsForTheSessionWithoutSaving() throws {
        let s = session(["LUNCH_TEAM_URL": "postgresql://bob@127.0.0.1/lunch", "LUNCH_USER": "bob"])
        #expect(s.current?.member == "bob")
        #expect(s.current?.fromEnvironment == true)
        _ = try s.read()
        s.settle()
        #expect(teamJSON.contains("\"cache\""))
        #expect(!teamJSON.contains("\"joined\""))
        #expect(session(["LUNCH_USER": "bob"]).current == nil)
        let bad = session(["LUNCH_TEAM_URL": "nonsense"])
        #expect(bad.current == nil)
        #expect(bad.takeNotices().first?.hasPrefix("LUNCH_TEAM_URL: not a PostgreSQL connection string") == true)
    }

    @Test func aDamagedTeamFileIsSetAsideWithOneLine() throws {
        try storage.writeAtomically(Data("{not json".utf8), to: "/state/team.json")
        let s = session()
        let notices = s.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("warning: team.json could not be read; it was set aside as /state/team.json.damaged-") == true)
        #expect(storage.paths.contains { $0.hasPrefix("/state/team.json.damaged-") })
    }

    @Test func newsOfTeammatesArriveOnlyWhenAsked() throws {
        let s = try joined()
        s.startPolling(every: 3600)  // asks for news; the thread sleeps through the test
        _ = try s.read()  // the first read learns the cursor
        server.teammate(TeamChange(member: "bob", time: Self.clock.now(), kind: .vote(day: s.day, place: Self.nepal)),
                        news: .voted, place: Self.nepal)
        _ = try s.read()
        #expect(s.takeNews().map(\.member) == ["bob"])
        #expect(s.takeNews().isEmpty)
    }
}
