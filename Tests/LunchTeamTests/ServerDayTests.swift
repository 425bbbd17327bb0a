import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// Issue 29, row 4: the server checks the days and times of changes against its own clock
/// (schema version 4): a change for a day that has not come yet is refused (a day of leeway
/// for a member in a zone ahead), so is one older than 14 days; a late change within the
/// window still lands. The shell says the server's day and drops what was refused.
final class ServerDayTests: TeamTestCase {
    static let future = "2031-06-02"
    static let futureNoon = ISO8601DateFormatter().date(from: "2031-06-02T12:00:00Z")!
    static let past = ISO8601DateFormatter().date(from: "1999-06-02T12:00:00Z")!

    /// Today on the server's clock in UTC (the team has no zone of its own here).
    func serverToday() throws -> String { try sql("SELECT (now() AT TIME ZONE 'UTC')::date") }

    func notYet(_ day: String = ServerDayTests.future) throws -> String {
        Messages.teamDayNotYet(day, today: try serverToday(), zone: "UTC", ahead: 1)
    }

    /// `lunch --now 2031-06-02T12:00 -c 'near 300; vote 1; decide'`: the vote, the decision
    /// and every other change dated then are refused; nothing is stored for 2031.
    func testChangesForADayThatHasNotComeAreRefused() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice"), join("bob")])
        let day = Self.future
        let kinds: [TeamChange.Kind] = [
            .vote(day: day, place: Self.nepal), .decideByRule(day: day, anyway: false), .decide(day: day, place: Self.nepal),
            .unvote(day: day), .unvoteOne(day: day, place: Self.nepal), .veto(day: day, place: Self.ramen),
            .unveto(day: day), .attend(day: day, coming: true), .attend(day: day, coming: false), .reopen(day: day),
            .rate(place: Self.nepal, stars: 4, note: nil), .diet(needs: ["vegan"]),
        ]
        let changes = kinds.map { TeamChange(member: "bob", time: Self.futureNoon, kind: $0) }
        let reply = try exchange(connection, changes, member: "bob")
        XCTAssertEqual(reply.stored, [])
        XCTAssertEqual(reply.refused.map(\.change), changes.map(\.id))
        XCTAssertEqual(Set(reply.refused.map(\.reason)), [try notYet()])
        for table in ["votes", "decisions", "vetoes", "attendance", "visits", "diets"] {
            XCTAssertEqual(try count(table), 0, table)
        }
        XCTAssertEqual(try count("changes"), 2)
        // Today's day with a time in 2031 is refused too; so is a join dated then.
        let stamped = TeamChange(member: "bob", time: Self.futureNoon, kind: .vote(day: Self.day, place: Self.nepal))
        let joined = TeamChange(member: "carol", time: Self.futureNoon, kind: .join)
        let again = try exchange(connection, [stamped, joined], member: "bob")
        XCTAssertEqual(again.refused.map(\.reason), [try notYet(), try notYet()])
        XCTAssertEqual(try count("members"), 2)
    }

    /// The deadline goes by the server's clock when the shell's is on a day that has not
    /// come: a shell at 2031 decides today (the deadline has passed), never 2031.
    func testTheDeadlineOfADayThatHasNotComeIsNotDecided() throws {
        let connection = try connect()
        // Made at the deadline (00:00 UTC), so that the deadline's decision counts it (version 9).
        let midnight = ISO8601DateFormatter().date(from: try serverToday() + "T00:00:00Z")!
        _ = try exchange(connection, [join("alice"), TeamChange(member: "alice", time: midnight,
                                                                kind: .vote(day: Self.day, place: Self.nepal))])
        let set = try connection.exchange(TeamExchange(changes: [], day: Self.day, member: "alice", newsAfter: nil,
                                                       settings: .deadline(time: "00:00", zone: "UTC")),
                                          timeout: 10, cancelled: { false })
        XCTAssertNil(set.settingsRefusal)
        let reply = try connection.exchange(TeamExchange(changes: [], day: Self.future, member: "alice", newsAfter: nil,
                                                         now: Self.futureNoon),
                                            timeout: 10, cancelled: { false })
        XCTAssertEqual(reply.due?.day, try serverToday())
        XCTAssertEqual(try sql("SELECT string_agg(day::text, ',') FROM lunch.decisions"), try serverToday())
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.deadline_days WHERE day > now()::date + 1"), "0")
    }

    /// A rating dated 1999 (a clock far behind, or an outbox that waited for decades) is refused.
    func testARatingDated1999IsRefused() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice")])
        let old = rate("alice", Self.nepal, 4, note: "in 1999", time: Self.past)
        let reply = try exchange(connection, [old])
        XCTAssertEqual(reply.refused, [.init(change: old.id, reason: Messages.teamDayTooLate(
            "1999-06-02", today: try serverToday(), zone: "UTC", window: 14))])
        XCTAssertEqual(try count("visits"), 0)
        XCTAssertEqual(reply.snapshot.ratings[Self.nepal.id], nil)
    }

    /// Late within the window (an outbox sent 13 days after it was made), a day ahead (a
    /// member in a zone ahead of the team's), and a join however late: stored, once.
    func testALateChangeWithinTheWindowStillLands() throws {
        let connection = try connect()
        let thirteen = Date() - 13 * 86_400
        let lateJoin = TeamChange(member: "alice", time: Self.past, kind: .join)
        let lateVote = TeamChange(member: "alice", time: thirteen, kind: .vote(day: Self.day(after: -13), place: Self.nepal))
        let lateRating = rate("alice", Self.ramen, 5, time: thirteen)
        let ahead = TeamChange(member: "alice", time: Date(), kind: .vote(day: Self.day(after: 1), place: Self.soup))
        var reply = try exchange(connection, [lateJoin, lateVote, lateRating, ahead])
        XCTAssertEqual(reply.refused, [])
        XCTAssertEqual(reply.stored, [lateJoin.id, lateVote.id, lateRating.id, ahead.id])
        XCTAssertEqual(reply.snapshot.ratings[Self.ramen.id], .init(average: 5, count: 1))
        XCTAssertEqual(try sql("SELECT string_agg(day::text, ',' ORDER BY day) FROM lunch.votes"),
                       "\(Self.day(after: -13)),\(Self.day(after: 1))")
        // Sent again (the answer was lost): stored once.
        reply = try exchange(connection, [lateVote, lateRating])
        XCTAssertEqual(reply.stored, [lateVote.id, lateRating.id])
        XCTAssertEqual(try count("visits"), 1)
        XCTAssertEqual(try count("votes"), 2)
    }

    /// In a shell: the vote of a shell at 2031 is refused with the server's day, and not
    /// kept; a change that waited offline past the window is refused once, said once, and
    /// dropped from the outbox (not sent again).
    func testTheShellSaysTheServersDayAndDropsWhatWasRefused() throws {
        try server.createRole(name: "alice", password: "alice-pw")
        _ = try exchange(try connect())  // the schema, made by its owner
        let folder = try TeamSessionFolder()
        defer { folder.remove() }
        let clock = MovableClock(Date())
        let session = folder.session(member: "alice", clock: clock)
        defer { session.close() }
        _ = try session.join(TeamURL(server.url(user: "alice", password: "alice-pw", database: database), login: "alice"),
                             as: "alice")
        clock.set(Self.futureNoon)
        let (_, sent, _) = try session.record(.vote(day: session.day, place: Self.nepal))
        XCTAssertEqual(sent, .refused(try notYet(session.day)))
        XCTAssertEqual(session.waitingCount, 0)
        session.settle()
        // Offline for 20 days: the change waits, then is refused when sent, and dropped.
        clock.set(Date() - 20 * 86_400)
        try sql("ALTER ROLE alice PASSWORD 'changed'")
        session.close()
        let (_, waited, _) = try session.record(.vote(day: session.day, place: Self.ramen))
        XCTAssertEqual(waited, .waiting)
        let lateDay = session.day
        try sql("ALTER ROLE alice PASSWORD 'alice-pw'")
        clock.set(Date())
        _ = session.takeNotices()
        session.poll()
        // It names the change refused (made offline: which one?).
        let refusal = Messages.teamRefusedChange(.vote(day: lateDay, place: Self.ramen),
                                                 Messages.teamDayTooLate(lateDay, today: try serverToday(), zone: "UTC", window: 14))
        XCTAssert(refusal.hasPrefix("team: refused: vote Ramen Bar (\(lateDay)): "), refusal)
        XCTAssertEqual(session.takeNotices().filter { $0 == refusal }, [refusal])
        XCTAssertEqual(session.waitingCount, 0)
        session.poll()
        session.settle()
        XCTAssertFalse(session.takeNotices().contains(refusal))
        XCTAssertEqual(try count("votes"), 0)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'vote'"), "0")
    }
}
