import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import LunchTestSupport
import Synchronization
import XCTest

/// Whether a shell's plug is pulled.
final class Plug: Sendable {
    let out = Atomic(false)
    func pull(_ pulled: Bool) { out.store(pulled, ordering: .sequentiallyConsistent) }
}

/// The real connection, with a plug the test pulls: while out, every exchange fails as an
/// unreachable server does (this shell alone is offline).
final class PluggedConnection: TeamConnection {
    let inner: PostgresTeamConnection
    let plug: Plug

    init(_ inner: PostgresTeamConnection, plug: Plug) {
        self.inner = inner
        self.plug = plug
    }

    func exchange(_ request: TeamExchange, timeout: TimeInterval,
                  cancelled: @escaping @Sendable () -> Bool) throws(TeamFailure) -> TeamReply {
        if plug.out.load(ordering: .sequentiallyConsistent) { throw .unreachable("connection refused (the test's plug)") }
        return try inner.exchange(request, timeout: timeout, cancelled: cancelled)
    }

    func close() { inner.close() }
}

/// Two shells on the real server: alice's is offline when she votes at 11:20, before the
/// 11:30 deadline; bob's, online after it, has the day decided; alice comes back. Her vote
/// counts, and when it changes the winner both shells say so (and the chat is told once
/// more); when it does not, neither says anything more.
final class LateChangesShellsTests: TeamTestCase {
    static func local(_ time: String) -> Date { TeamChatTests.local(time) }

    var folders: [TeamSessionFolder] = []
    var sessions: [TeamSession] = []
    let plug = Plug()

    override func tearDown() {
        sessions.forEach { $0.close() }
        folders.forEach { $0.remove() }
        super.tearDown()
    }

    /// alice votes Pikku Nepal and bob Ramen Bar at 11:00 (1–1: Pikku Nepal, first by
    /// name); the deadline 11:30 in this process's zone; the chat on `receiver`; bob's shell
    /// asks for news as an interactive one does.
    func shells(_ receiver: WebhookReceiver) throws -> (TeamSession, TeamSession, MovableClock, MovableClock) {
        let (a, b) = (try TeamSessionFolder(), try TeamSessionFolder())
        folders += [a, b]
        let aliceClock = MovableClock(Self.local("11:00")), bobClock = MovableClock(Self.local("11:00"))
        let plug = self.plug
        let alice = a.session(member: "alice", timeout: 3, clock: aliceClock, connector: { url, password in
            PluggedConnection(PostgresTeamConnection(url: url, password: password), plug: plug)
        })
        let bob = b.session(member: "bob", clock: bobClock)
        sessions += [alice, bob]
        let url = try TeamURL(server.url(user: "postgres", password: nil, database: database), login: "nobody")
        for (session, name) in [(alice, "alice"), (bob, "bob")] {
            session.useChat(TeamChatTests.poster)
            _ = try session.join(url, as: name)
        }
        XCTAssertEqual(try alice.record(.vote(day: Self.day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try bob.record(.vote(day: Self.day, place: Self.ramen)).1, .stored)
        _ = try alice.changeSettings(.deadline(time: "11:30", zone: TimeZone.current.identifier))
        _ = try bob.changeSettings(.notify(url: receiver.url))
        bob.startPolling(every: 3600)  // asks for news; read by hand below
        _ = try bob.read()
        _ = try alice.read()
        _ = bob.takeNews()
        _ = alice.takeNotices()
        return (alice, bob, aliceClock, bobClock)
    }

    /// alice offline at 11:20 votes `place`; bob's shell at 11:31 has the day decided
    /// (Pikku Nepal); alice's shell back at 11:40 sends her vote. Returns what each says.
    func lateVote(_ place: TeamPlace, _ shells: (TeamSession, TeamSession, MovableClock, MovableClock))
        throws -> (alice: [String], bob: [String]) {
        let (alice, bob, aliceClock, bobClock) = shells
        plug.pull(true)
        aliceClock.set(Self.local("11:20"))
        XCTAssertEqual(try alice.record(.vote(day: Self.day, place: place)).1, .waiting)
        _ = alice.takeNotices()
        bobClock.set(Self.local("11:31"))
        _ = try bob.read()  // waits for the turn (bob's live poll may be exchanging)
        XCTAssert(bob.takeNotices().contains("team: decided by the deadline: Pikku Nepal (1 vote)"))
        bob.settle()
        _ = bob.takeNews()
        plug.pull(false)
        aliceClock.set(Self.local("11:40"))
        let view = try alice.read(force: true)
        XCTAssertEqual(view.waiting, 0)
        alice.settle()
        _ = try bob.read()
        bob.settle()
        return (alice.takeNotices(), bob.takeNews().map(TeamNewsText.line) + bob.takeNotices())
    }

    func testALateVoteThatChangesTheWinnerIsSaidByBothShellsAndTheChat() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let shells = try shells(receiver)
        let (alice, bob) = try lateVote(Self.ramen, shells)
        XCTAssert(alice.contains("team: the decision changed: Ramen Bar, not Pikku Nepal — your vote made before the deadline arrived late"),
                  "\(alice)")
        XCTAssert(bob.contains("the decision changed: Ramen Bar, not Pikku Nepal — alice's vote made before the deadline arrived late"),
                  "\(bob)")
        // Both shells' `today` now has the corrected decision and says why.
        for session in [shells.0, shells.1] {
            let decision = try XCTUnwrap(try session.read().snapshot.decision)
            XCTAssertEqual(decision.place.name, "Ramen Bar")
            XCTAssertEqual(decision.reason.flatMap(Messages.decisionReason),
                           "changed from Pikku Nepal: a vote made before the deadline arrived late")
        }
        // The chat: the deadline's decision, then the corrected one.
        XCTAssertEqual(receiver.requests.count, 2)
        let corrected = receiver.requests.last?.body ?? ""
        XCTAssert(corrected.contains(#""name":"Ramen Bar""#) && corrected.contains("changed from Pikku Nepal"), corrected)
    }

    func testALateVoteThatDoesNotChangeTheWinnerSaysNoCorrection() throws {
        let receiver = try WebhookReceiver([])
        defer { receiver.stop() }
        let shells = try shells(receiver)
        let (alice, bob) = try lateVote(Self.soup, shells)
        XCTAssertFalse(alice.contains { $0.contains("decision changed") }, "\(alice)")
        XCTAssertFalse(bob.contains { $0.contains("decision changed") }, "\(bob)")
        XCTAssert(bob.contains("alice voted Soup Kitchen"), "\(bob)")
        let decision = try XCTUnwrap(try shells.1.read().snapshot.decision)
        XCTAssertEqual(decision.place.name, "Pikku Nepal")
        XCTAssertEqual(decision.reason?.tied, 3)  // alice's vote counted
        XCTAssertEqual(receiver.requests.count, 1)
    }
}
