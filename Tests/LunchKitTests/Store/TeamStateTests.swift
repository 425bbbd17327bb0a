import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchTestSupport

/// The team's slice of the state (`AppState.team`) through the store, TestStore-style:
/// each action in, the whole state before and after compared (every field that changed is
/// named; nothing else may). Then the session as the effect runner: what it found is in the
/// one store, and the live poll's thread sends to it safely.
@Suite struct TeamStateTests {
    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
    static let nepal = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
    static let redacted = "postgresql://alice@127.0.0.1:5432/lunch"
    static let alice = TeamMembership(url: try! TeamURL("postgresql://alice:secret@127.0.0.1:5432/lunch", login: "alice"),
                                      member: "alice", fromEnvironment: false)
    static let read = Date(timeIntervalSince1970: 1_800_000_000)
    static let snapshot = TeamSnapshot(fetched: read, day: "2026-11-20", members: [.init(name: "alice")], schemaVersion: 1)
    static let cache = TeamSettings.Cache(url: redacted, member: "alice", cursor: 7, snapshot: snapshot)
    static let joined = TeamSettings(joined: .init(url: redacted, member: "alice"), cache: cache)

    /// Sends `action` and checks the state: the state before, changed by `change`, is the state after.
    func assert(_ store: Store, _ action: TeamAction, _ change: (inout TeamState) -> Void,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        var expected = store.state
        change(&expected.team)
        try store.send(.team(action))
        #expect(store.state == expected, sourceLocation: sourceLocation)
    }

    /// A store in `alice`'s team, its snapshot as read at `read`.
    func inTeam() throws -> Store {
        let store = Store()
        try store.send(.team(.loaded(Self.alice, Self.joined, notices: [])))
        return store
    }

    @Test func loadingTakesTheTeamItsSnapshotAndTheLinesToSay() throws {
        let store = Store()
        try assert(store, .loaded(Self.alice, Self.joined, notices: ["warning: x"])) {
            $0.membership = Self.alice
            $0.settings = Self.joined
            $0.savedFetched = Self.read
            $0.notices = ["warning: x"]
        }
        #expect(store.state.team.cache(for: Self.alice) == Self.cache)
        var bob = Self.alice
        bob.member = "bob"
        #expect(store.state.team.cache(for: bob) == nil)
        // Nothing of the team is saved in state.json.
        #expect(StateChange(.team(.said("x"))) == nil)
    }

    static func waiting(_ n: Int) -> [TeamChange] {
        (0..<n).map { _ in TeamChange(member: "alice", time: read, kind: .unvote(day: "2026-11-20"), team: redacted) }
    }

    @Test func offlineIsSaidOncePerSpellWithTheSnapshotsAgeWhenReading() throws {
        let store = try inTeam()
        try store.send(.team(.outboxRead(Self.waiting(2))))
        try assert(store, .wentOffline(reason: "connection refused", Self.alice, waiting: 2,
                                       readAt: Self.read.addingTimeInterval(300))) {
            $0.offline = true
            $0.offlineReason = "connection refused"
            $0.offlineLine = .init(reason: "connection refused", age: "5 min ago", server: false)
        }
        #expect(store.state.team.lines == ["team: offline (connection refused), 2 changes waiting, as of 5 min ago"])
        // Counted when said: what waits then.
        try store.send(.team(.outboxRead(Self.waiting(3))))
        #expect(store.state.team.lines == ["team: offline (connection refused), 3 changes waiting, as of 5 min ago"])
        try assert(store, .wentOffline(reason: "connection refused", Self.alice, waiting: 3, readAt: nil)) { _ in }
        // A later reason is kept (`team` shows it), not said again while still unreachable.
        try assert(store, .wentOffline(reason: "no answer within 2 s", Self.alice, waiting: 3, readAt: nil)) {
            $0.offlineReason = "no answer within 2 s"
        }
    }

    @Test func aServerErrorAfterAnUnreachableServerIsSaidAsTheLatestReason() throws {
        let store = try inTeam()
        try store.send(.team(.serverFailed(reason: "the database system is shutting down", waiting: 0)))
        _ = try store.take(.team(.noticesTaken)) { $0.team.lines }
        try assert(store, .wentOffline(reason: "connection refused", Self.alice, waiting: 0, readAt: nil)) {
            $0.offlineServer = false
            $0.offlineReason = "connection refused"
            $0.offlineLine = .init(reason: "connection refused", age: nil, server: false)
        }
        #expect(store.state.team.lines == ["team: offline (connection refused), 0 changes waiting"])
        try assert(store, .serverFailed(reason: "boom", waiting: 0)) {
            $0.offlineServer = true
            $0.offlineReason = "boom"
            $0.offlineLine = .init(reason: "boom", age: nil, server: true)
        }
    }

    @Test func aServerErrorIsSaidOnceAndIsNotASpell() throws {
        let store = try inTeam()
        try store.send(.team(.outboxRead(Self.waiting(1))))
        try assert(store, .serverFailed(reason: #"relation "lunch.votes" does not exist"#, waiting: 1)) {
            $0.offline = true
            $0.offlineServer = true
            $0.offlineReason = #"relation "lunch.votes" does not exist"#
            $0.offlineLine = .init(reason: #"relation "lunch.votes" does not exist"#, age: nil, server: true)
        }
        #expect(store.state.team.lines == [#"team: server error (relation "lunch.votes" does not exist), 1 change waiting"#])
        try assert(store, .serverFailed(reason: "another", waiting: 1)) { $0.offlineReason = "another" }
        let until = Self.read.addingTimeInterval(30)
        try assert(store, .offlineSpell(until: until, reason: "no answer")) {
            $0.skipUntil = until
            $0.skipReason = "no answer"
        }
    }

    @Test func aReadAfterAnOfflineSpellIsBackOnlineAndKeepsTheNewSnapshot() throws {
        let store = try inTeam()
        try store.send(.team(.offlineSpell(until: Self.read, reason: "no answer")))
        try store.send(.team(.wentOffline(reason: "no answer", Self.alice, waiting: 1, readAt: nil)))
        _ = try store.take(.team(.noticesTaken)) { $0.team.notices }
        let vote = TeamChange(member: "alice", time: Self.read, kind: .vote(day: "2026-11-20", place: Self.nepal))
        var server = Self.snapshot
        server.votes = [.init(member: "alice", place: Self.nepal, time: Self.read)]
        let news = [TeamNews(sequence: 8, member: "bob", action: .voted, place: Self.nepal),
                    TeamNews(sequence: 9, member: "alice", action: .voted, place: Self.nepal)]
        let reply = TeamReply(stored: [vote.id], snapshot: server, news: news, newsCursor: 9)
        let now = Self.read.addingTimeInterval(600)
        try assert(store, .replied(reply, Self.alice, sent: [vote], own: nil, askedNews: true, now: now, readOnlyWaiting: 0)) {
            $0.offline = false
            $0.offlineReason = nil
            $0.skipUntil = nil
            $0.notices = ["team: back online, 1 change sent"]
            $0.news = [news[0]]  // not my own
            var read = server
            read.fetched = now
            $0.settings.cache = TeamSettings.Cache(url: Self.redacted, member: "alice", cursor: 9, snapshot: read)
            $0.cacheUnsaved = true
        }
        let saved = store.state.team.settings
        try assert(store, .cacheSaved(saved)) {
            $0.cacheUnsaved = false
            $0.savedFetched = now
        }
        try assert(store, .newsTaken) { $0.news = [] }
    }

    /// Changes made offline and refused together for one reason are all named in one line
    /// (the first three, then how many more): none is dropped without a word.
    @Test func changesRefusedForOneReasonAreAllNamed() throws {
        let store = try inTeam()
        let day = "2026-11-20", reason = "2026-11-20 is already decided"
        let kinds: [TeamChange.Kind] = [.vote(day: day, place: Self.nepal), .unvote(day: day), .veto(day: day, place: Self.nepal),
                                        .unveto(day: day), .attend(day: day, coming: false)]
        let changes = kinds.map { TeamChange(member: "alice", time: Self.read, kind: $0) }
        let reply = TeamReply.sentOnly(stored: [], refused: changes.map { .init(change: $0.id, reason: reason) },
                                       day: day, version: 1)
        try assert(store, .sentUnmarked(changes.map(\.id))) { $0.pendingSent = changes.map(\.id) }
        try assert(store, .replied(reply, Self.alice, sent: changes, own: nil, askedNews: false,
                                   now: Self.read, readOnlyWaiting: 0)) {
            $0.notices = ["team: refused: \(Messages.teamChangeCommand(kinds[0])), unvote (\(day)), "
                          + "\(Messages.teamChangeCommand(kinds[2])) and 2 more: \(reason)"]
        }
    }

    @Test func aSentOnlyReplyLaysTheChangeOverTheSnapshotAndOwesARead() throws {
        let store = try inTeam()
        let vote = TeamChange(member: "alice", time: Self.read, kind: .vote(day: "2026-11-20", place: Self.nepal))
        let refused = TeamChange(member: "alice", time: Self.read, kind: .diet(needs: ["vegan"]))
        let reply = TeamReply.sentOnly(stored: [vote.id], refused: [.init(change: refused.id, reason: "not allowed")],
                                       day: "2026-11-20", version: 1)
        try assert(store, .sentUnmarked([vote.id, refused.id])) { $0.pendingSent = [vote.id, refused.id] }
        try assert(store, .replied(reply, Self.alice, sent: [vote, refused], own: vote.id, askedNews: false,
                                   now: Self.read, readOnlyWaiting: 0)) {
            $0.notices = ["team: refused: team diet: not allowed"]  // the refused change sent along is named
            $0.owesRead = true
            $0.storedUnread = [vote.id]  // the read after it says whether it changed the deadline's decision
            $0.settings.cache?.snapshot = Self.snapshot.overlaid([vote], day: "2026-11-20")
            $0.cacheUnsaved = true
        }
        try assert(store, .outboxRead([vote, refused])) { $0.waiting = [vote, refused] }
        #expect(store.state.team.waitingNow == [])
        #expect(try store.take(.team(.pendingTaken)) { $0.team.pendingSent } == [vote.id, refused.id])
        #expect(store.state.team.waitingNow == [vote, refused])
    }

    @Test func aReplyForATeamLeftMeanwhileKeepsNoSnapshot() throws {
        let store = try inTeam()
        try assert(store, .left(settings: TeamSettings())) {
            $0.membership = nil
            $0.settings = TeamSettings()
        }
        let reply = TeamReply(stored: [], snapshot: Self.snapshot, newsCursor: 3)
        try assert(store, .replied(reply, Self.alice, sent: [], own: nil, askedNews: false, now: Self.read,
                                   readOnlyWaiting: 0)) { _ in }
        try assert(store, .joined(Self.alice, settings: Self.joined)) {
            $0.membership = Self.alice
            $0.settings = Self.joined
        }
    }

    @Test func thePasswordFileWarningAndAReadOnlySchemaAreSaidOnce() throws {
        let store = try inTeam()
        try assert(store, .passwordFileWarned("warning: others may read it")) {
            $0.notices = ["warning: others may read it"]
            $0.saidPasswordFile = true
        }
        try assert(store, .passwordFileWarned("warning: others may read it")) { _ in }
        var newer = Self.snapshot
        newer.schemaVersion = 9
        let reply = TeamReply(stored: [], readOnly: true, snapshot: newer, newsCursor: 7)
        try store.send(.team(.replied(reply, Self.alice, sent: [], own: nil, askedNews: false, now: Self.read,
                                      readOnlyWaiting: 2)))
        try store.send(.team(.replied(reply, Self.alice, sent: [], own: nil, askedNews: false, now: Self.read,
                                      readOnlyWaiting: 2)))
        #expect(store.state.team.saidReadOnly)
        #expect(store.state.team.notices.count == 2)
        #expect(store.state.team.notices.last == Messages.teamReadOnly(version: 9, waiting: 2))
    }

    /// A deadline the diets held back is said once a day (every poll after it finds it so);
    /// a decision the deadline made in this shell's exchange is said when it is made.
    @Test func aHeldDeadlineIsSaidOnceADayAndADeadlineDecisionWhenMade() throws {
        let store = try inTeam()
        let held = TeamDecisionReason(unmet: [.init(need: "vegan", members: ["carol"])], empty: .diets,
                                      top: .init(id: "osm:node/4", name: "Joe & The Juice"))
        var reply = TeamReply(stored: [], snapshot: Self.snapshot, newsCursor: 7)
        reply.due = TeamDue(day: "2026-11-20", held: held)
        for _ in 0..<3 {
            try store.send(.team(.replied(reply, Self.alice, sent: [], own: nil, askedNews: false, now: Self.read,
                                          readOnlyWaiting: 0)))
        }
        #expect(store.state.team.notices == [
            "team: the deadline passed and nothing was decided for 2026-11-20: Joe & The Juice lacks vegan (carol); "
                + "decide --anyway decides",
        ])
        reply.due = TeamDue(day: "2026-11-20", decided: .init(place: .init(id: "osm:node/1", name: "Pikku Nepal"), votes: 2))
        try store.send(.team(.replied(reply, Self.alice, sent: [], own: nil, askedNews: false, now: Self.read,
                                      readOnlyWaiting: 0)))
        #expect(store.state.team.notices.last == "team: decided by the deadline: Pikku Nepal (2 votes)")
    }

    /// The session keeps nothing of its own: a command's change and the server's answer end
    /// in the store the commands read, and a second session on the same store sees them.
    @Test func theSessionsFindingsAreInTheOneStore() throws {
        let storage = MemoryFileStorage()
        let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))
        let store = Store()
        let session = TeamSession(folder: "/state", storage: storage, clock: Self.clock, environment: ["LUNCH_USER": "alice"],
                                  connector: { _, _ in server }, cancelled: { false }, store: store)
        _ = try session.join(TeamURL(Self.redacted, login: "alice"), as: "alice")
        #expect(store.state.team.membership?.member == "alice")
        #expect(store.state.team.settings.joined == .init(url: Self.redacted, member: "alice"))
        server.then(.fail(.unreachable("connection refused")))
        _ = try session.record(.vote(day: session.day, place: Self.nepal))
        #expect(store.state.team.offline)
        #expect(store.state.team.waiting.map(\.kind) == [.vote(day: "2026-11-20", place: Self.nepal)])
        #expect(store.state.team.lines == ["team: offline (connection refused), 1 change waiting"])
        #expect(session.takeNotices() == ["team: offline (connection refused), 1 change waiting"])
        #expect(store.state.team.lines == [])
        _ = try session.leave()
        #expect(store.state.team.membership == nil)
    }

    /// The live poll reads the team on its own thread: what it read is in the store the
    /// commands read (and the news wait there for the prompt).
    @Test func thePollsReadArrivesInTheStoreFromItsThread() throws {
        let storage = MemoryFileStorage()
        let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))
        let store = Store()
        let session = TeamSession(folder: "/state", storage: storage, clock: Self.clock, environment: ["LUNCH_USER": "alice"],
                                  connector: { _, _ in server }, cancelled: { false }, store: store)
        _ = try session.join(TeamURL(Self.redacted, login: "alice"), as: "alice")
        try store.send(.team(.newsWanted))
        session.poll()  // learns where the news stand
        server.teammate(TeamChange(member: "bob", time: Self.read, kind: .vote(day: "2026-11-20", place: Self.nepal)),
                        news: .voted, place: Self.nepal)
        let polled = DispatchSemaphore(value: 0)
        let thread = Thread {
            session.poll()
            polled.signal()
        }
        thread.start()
        polled.wait()
        #expect(store.state.team.settings.cache?.snapshot.votes.map(\.member) == ["bob"])
        #expect(store.state.team.news.map(\.member) == ["bob"])
        #expect(session.takeNews().map(\.member) == ["bob"])
        #expect(store.state.team.news.isEmpty)
    }

    /// The live poll sends from its own thread while the shell sends from its: every action
    /// is applied once, none lost (the store's one lock).
    @Test func actionsFromTwoThreadsAreAllApplied() throws {
        let store = Store()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for i in 0..<200 {
                try? store.send(thread.isMultiple(of: 2) ? .team(.said("\(thread)-\(i)")) : .picked("\(thread)-\(i)"))
            }
        }
        #expect(store.state.team.notices.count == 800)
        #expect(store.state.picked.count == 800)
        #expect(Set(store.state.team.notices).count == 800)
    }
}
