import Foundation
import LunchText
import LunchState
import LunchTeam
import LunchCommands
import XCTest

/// A change made before the deadline that reaches the server after the deadline's decision
/// (schema version 10): it counts, and the decision follows the rule again; a change made
/// after the deadline, or on a day decided by hand, is refused as before.
final class LateChangesTests: TeamTestCase {
    static func at(_ time: String) -> Date { DeadlineTests.at(time) }
    static let joe = DeadlineTests.joe

    func made(_ member: String, _ kind: TeamChange.Kind, at time: String) -> TeamChange {
        TeamChange(member: member, time: Self.at(time), kind: kind)
    }

    func send(_ connection: PostgresTeamConnection, _ changes: [TeamChange] = [], member: String = "alice",
              now: String, newsAfter: Int64? = nil) throws -> TeamReply {
        try connection.exchange(TeamExchange(changes: changes, day: Self.day, member: member, newsAfter: newsAfter,
                                             now: Self.at(now)),
                                timeout: 10, cancelled: { false })
    }

    /// alice votes Joe, bob votes Pikku Nepal, in the morning: 1–1; the deadline 11:30 UTC;
    /// bob's shell, the first after it, has the day decided: Joe & The Juice, first by name.
    func decidedByTheDeadline(_ connection: PostgresTeamConnection) throws -> TeamReply {
        _ = try send(connection, [join("alice"), join("bob"), join("carol"),
                                  made("alice", .vote(day: Self.day, place: Self.joe), at: "09:00"),
                                  made("bob", .vote(day: Self.day, place: Self.nepal), at: "09:01")], now: "09:02")
        let set = try DeadlineTests.deliver(connection, member: "alice", now: Self.at("09:03"),
                                            settings: .deadline(time: "11:30", zone: "UTC"))
        XCTAssertNil(set.settingsRefusal)
        let bob = try send(connection, member: "bob", now: "11:31", newsAfter: 0)
        XCTAssertEqual(bob.due?.decided?.place?.id, Self.joe.id)
        XCTAssertEqual(bob.snapshot.decision?.byDeadline, true)
        return bob
    }

    /// The gap: carol's vote made offline at 11:20 reaches the server at 11:40, after
    /// bob's shell had the day decided at 11:31: it counts, Pikku Nepal wins 2–1, and bob's
    /// shell gets the correction as news (the chat's claim is cleared: it is told again).
    func testAVoteMadeBeforeTheDeadlineArrivingAfterItsDecisionCorrectsIt() throws {
        let connection = try connect()
        let bob = try decidedByTheDeadline(connection)
        try sql("UPDATE lunch.decisions SET notified_at = now(), posted_at = now()")
        let offline = made("carol", .vote(day: Self.day, place: Self.nepal), at: "11:20")
        let carol = try send(connection, [offline], member: "carol", now: "11:40")
        XCTAssertEqual(carol.stored, [offline.id])
        XCTAssertEqual(carol.refused, [])
        let decision = try XCTUnwrap(carol.snapshot.decision)
        XCTAssertEqual(decision.place.id, Self.nepal.id)
        XCTAssertEqual(decision.byDeadline, true)
        XCTAssertEqual(decision.reason?.votes, 2)
        XCTAssertEqual(decision.reason?.rule, .mostVotes)
        XCTAssertEqual(decision.reason?.corrected?.from.name, "Joe & The Juice")
        XCTAssertEqual(decision.reason?.corrected?.change, offline.id.uuidString.lowercased())
        XCTAssertEqual(Messages.decisionReason(try XCTUnwrap(decision.reason)),
                       "changed from Joe & The Juice: a vote made before the deadline arrived late")
        XCTAssertEqual(try sql("SELECT notified_at IS NULL AND posted_at IS NULL FROM lunch.decisions"), "t")
        // bob's shell: one line of news, the correction.
        let news = try send(connection, member: "bob", now: "11:41", newsAfter: bob.newsCursor).news
        XCTAssertEqual(news.map(TeamNewsText.line),
                       ["carol voted Pikku Nepal",
                        "the decision changed: Pikku Nepal, not Joe & The Juice — carol's vote made before the deadline arrived late"])
        // Sent again (its answer lost): stored once, nothing corrected twice.
        let again = try send(connection, [offline], member: "carol", now: "11:42")
        XCTAssertEqual(again.stored, [offline.id])
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'correct'"), "1")
        XCTAssertEqual(try count("votes"), 3)
    }

    /// The winner stays: the vote counts (the reason says 2 votes), and no correction is said.
    func testALateVoteThatDoesNotChangeTheWinnerSaysNothingMore() throws {
        let connection = try connect()
        let bob = try decidedByTheDeadline(connection)
        let offline = made("carol", .vote(day: Self.day, place: Self.joe), at: "11:25")
        let carol = try send(connection, [offline], member: "carol", now: "11:40")
        XCTAssertEqual(carol.stored, [offline.id])
        XCTAssertEqual(carol.snapshot.decision?.place.id, Self.joe.id)
        XCTAssertEqual(carol.snapshot.decision?.reason?.votes, 2)
        XCTAssertEqual(carol.snapshot.decision?.reason?.rule, .mostVotes)
        XCTAssertNil(carol.snapshot.decision?.reason?.corrected)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'correct'"), "0")
        let news = try send(connection, member: "bob", now: "11:41", newsAfter: bob.newsCursor).news
        XCTAssertEqual(news.map(TeamNewsText.line), ["carol voted Joe & The Juice"])
    }

    /// Made after the deadline: refused as before. A veto made before it that would leave
    /// nothing to decide: refused, the decision stays.
    func testAChangeMadeAfterTheDeadlineOrLeavingNothingToDecideIsRefused() throws {
        let connection = try connect()
        _ = try decidedByTheDeadline(connection)
        let after = made("carol", .vote(day: Self.day, place: Self.nepal), at: "11:35")
        var reply = try send(connection, [after], member: "carol", now: "11:40")
        XCTAssertEqual(reply.refused.map(\.reason), ["\(Self.day) is already decided"])
        try sql("DELETE FROM lunch.votes WHERE member = 'bob'")
        let veto = made("carol", .veto(day: Self.day, place: Self.joe), at: "11:10")
        reply = try send(connection, [veto], member: "carol", now: "11:41")
        XCTAssertEqual(reply.refused.map(\.reason), ["\(Self.day) is already decided: counting this change, made before the "
                                                     + "deadline, would leave nothing to decide (every voted place is vetoed)"])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.joe.id)
        XCTAssertEqual(try count("vetoes"), 0)
    }

    /// A late veto made before the deadline moves the decision too.
    func testALateVetoMadeBeforeTheDeadlineCorrectsTheDecision() throws {
        let connection = try connect()
        _ = try decidedByTheDeadline(connection)
        let veto = made("carol", .veto(day: Self.day, place: Self.joe), at: "11:29")
        let reply = try send(connection, [veto], member: "carol", now: "11:45")
        XCTAssertEqual(reply.stored, [veto.id])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.nepal.id)
        XCTAssertEqual(reply.snapshot.decision?.reason?.corrected?.kind, "veto")
    }

    /// A day decided by hand keeps its rules: a vote made before the deadline, arriving
    /// after it, is refused.
    func testADayDecidedByHandRefusesALateVoteMadeBeforeTheDeadline() throws {
        let connection = try connect()
        _ = try send(connection, [join("alice"), join("bob"), join("carol"),
                                  made("alice", .vote(day: Self.day, place: Self.joe), at: "09:00"),
                                  made("bob", .vote(day: Self.day, place: Self.nepal), at: "09:01")], now: "09:02")
        _ = try DeadlineTests.deliver(connection, member: "alice", now: Self.at("09:03"),
                                      settings: .deadline(time: "11:30", zone: "UTC"))
        _ = try send(connection, [made("alice", .decideByRule(day: Self.day, anyway: false), at: "11:00")], now: "11:00")
        _ = try send(connection, member: "bob", now: "11:31")
        let offline = made("carol", .vote(day: Self.day, place: Self.nepal), at: "11:20")
        let reply = try send(connection, [offline], member: "carol", now: "11:40")
        XCTAssertEqual(reply.refused.map(\.reason), ["\(Self.day) is already decided"])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.joe.id)
        XCTAssertEqual(reply.snapshot.decision?.byDeadline, false)
    }

    /// Members on their own database roles: carol's role changes the decision bob's role
    /// had the deadline make (row-level security lets any member correct it, as it lets
    /// any member reopen it).
    func testOnTheirOwnRolesOneMembersLateVoteCorrectsTheDecisionAnothersShellMade() throws {
        _ = try exchange(try connect())  // the schema, made by its owner
        var shells: [String: PostgresTeamConnection] = [:]
        for name in ["alice", "bob", "carol"] {
            try server.createRole(name: name, password: name + "-pw")
            shells[name] = try connect(user: name, password: name + "-pw")
            _ = try send(shells[name]!, [join(name)], member: name, now: "09:00")
        }
        _ = try send(shells["alice"]!, [made("alice", .vote(day: Self.day, place: Self.joe), at: "09:00")], now: "09:01")
        _ = try send(shells["bob"]!, [made("bob", .vote(day: Self.day, place: Self.nepal), at: "09:01")], member: "bob",
                     now: "09:02")
        _ = try DeadlineTests.deliver(shells["alice"]!, member: "alice", now: Self.at("09:03"),
                                      settings: .deadline(time: "11:30", zone: "UTC"))
        XCTAssertEqual(try send(shells["bob"]!, member: "bob", now: "11:31").snapshot.decision?.place.id, Self.joe.id)
        let offline = made("carol", .vote(day: Self.day, place: Self.nepal), at: "11:20")
        let carol = try send(shells["carol"]!, [offline], member: "carol", now: "11:40")
        XCTAssertEqual(carol.refused, [])
        XCTAssertEqual(carol.stored, [offline.id])
        XCTAssertEqual(carol.snapshot.decision?.place.id, Self.nepal.id)
        XCTAssertEqual(try sql("SELECT member || ' ' || place_id FROM lunch.decisions"), "carol node/1")
    }
}
