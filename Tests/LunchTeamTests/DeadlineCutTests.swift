import Foundation
import LunchText
import LunchState
import LunchTeam
import LunchCommands
import XCTest

/// The deadline decides with what was said by it (schema version 9): a vote or veto made
/// after the deadline, before any shell had the day decided, is refused and never counts;
/// one made before it and sent late (offline) still counts. A decided day takes no
/// `unvote`, `unveto`, `in` or `out` until it is reopened.
final class DeadlineCutTests: TeamTestCase {
    static func at(_ time: String) -> Date { DeadlineTests.at(time) }
    static let joe = DeadlineTests.joe
    static let deadlineRefusal = "the deadline 11:30 has passed for \(day): votes and vetoes made after it do not count (decide by hand)"

    func made(_ member: String, _ kind: TeamChange.Kind, at time: String) -> TeamChange {
        TeamChange(member: member, time: Self.at(time), kind: kind)
    }

    func send(_ connection: PostgresTeamConnection, _ changes: [TeamChange] = [], member: String = "alice",
              now: String) throws -> TeamReply {
        try DeadlineTests.deliver(connection, changes, member: member, now: Self.at(now))
    }

    /// alice votes Joe, bob votes Pikku Nepal, in the morning: 1–1; the deadline 11:30 UTC.
    func tie(_ connection: PostgresTeamConnection) throws {
        _ = try send(connection, [join("alice"), join("bob"), join("carol"),
                                  made("alice", .vote(day: Self.day, place: Self.joe), at: "09:00"),
                                  made("bob", .vote(day: Self.day, place: Self.nepal), at: "09:01")], now: "09:02")
        let set = try DeadlineTests.deliver(connection, member: "alice", now: Self.at("09:03"),
                                            settings: .deadline(time: "11:30", zone: "UTC"))
        XCTAssertNil(set.settingsRefusal)
    }

    /// The hostile run's finding: `vote` at 11:30:02 for an 11:30 deadline, in the first
    /// exchange after it, won a 1–1 tie (its changes are applied before the deadline acts).
    func testAVoteMadeAfterTheDeadlineIsRefusedAndDoesNotDecide() throws {
        let connection = try connect()
        try tie(connection)
        let late = TeamChange(member: "carol", time: Self.at("11:30") + 2, kind: .vote(day: Self.day, place: Self.nepal))
        let veto = made("alice", .veto(day: Self.day, place: Self.joe), at: "11:31")
        let reply = try send(connection, [late, veto], member: "carol", now: "11:31")
        XCTAssertEqual(reply.refused.first { $0.change == late.id }?.reason, Self.deadlineRefusal)
        XCTAssertEqual(reply.refused.first { $0.change == veto.id }?.reason, Self.deadlineRefusal)
        let decision = try XCTUnwrap(reply.snapshot.decision)
        XCTAssertEqual(decision.byDeadline, true)
        XCTAssertEqual(decision.reason?.votes, 1)  // the 1–1 tie, decided by a tie-break
        XCTAssertNotNil(decision.reason?.other)
        XCTAssertEqual(try count("votes"), 2)
        XCTAssertEqual(try count("vetoes"), 0)
    }

    /// A vote made offline before the deadline and sent after it counts.
    func testAnOfflineVoteMadeBeforeTheDeadlineStillCounts() throws {
        let connection = try connect()
        try tie(connection)
        let offline = made("carol", .vote(day: Self.day, place: Self.nepal), at: "11:20")
        let reply = try send(connection, [offline], member: "carol", now: "11:40")
        XCTAssertEqual(reply.stored, [offline.id])
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.nepal.id)
        XCTAssertEqual(reply.snapshot.decision?.reason?.votes, 2)
        XCTAssertEqual(reply.snapshot.decision?.reason?.rule, .mostVotes)
    }

    /// The rule the deadline applies counts only votes and vetoes made by it, whatever is in
    /// the tables (rows stored before version 9 refused late ones).
    func testTheDeadlinesRuleCountsOnlyWhatWasMadeByIt() throws {
        let connection = try connect()
        try tie(connection)
        let after = Int(Self.at("11:45").timeIntervalSince1970)
        try sql("""
            INSERT INTO lunch.votes (team, day, member, place_id, time)
            VALUES ('main', '\(Self.day)', 'carol', '\(Self.nepal.id)', to_timestamp(\(after)));
            INSERT INTO lunch.vetoes (team, day, member, place_id, time)
            VALUES ('main', '\(Self.day)', 'carol', '\(Self.joe.id)', to_timestamp(\(after)));
            INSERT INTO lunch.attendance (team, day, member, coming, time)
            VALUES ('main', '\(Self.day)', 'carol', true, to_timestamp(\(after)))
            """)
        let reply = try send(connection, now: "11:50")
        XCTAssertEqual(reply.snapshot.decision?.reason?.votes, 1)
        XCTAssertNotNil(reply.snapshot.decision?.reason?.other)
        // Asked without the deadline's time (a typed `decide`), everything counts.
        XCTAssertEqual(try sql("SELECT lunch.winner('\(Self.day)', false)->>'votes'"), "2")
    }

    /// A decided day refuses `unvote`, `unveto`, `in` and `out` (`today` would contradict
    /// the decision's reason); after `decide --reopen`, after the deadline, votes are taken.
    func testADecidedDayTakesNoChangeOfVotesOrComingUntilReopened() throws {
        let connection = try connect()
        try tie(connection)
        _ = try send(connection, member: "bob", now: "11:31")
        let changes = [made("alice", .unvote(day: Self.day), at: "11:32"),
                       made("alice", .unvoteOne(day: Self.day, place: Self.joe), at: "11:32"),
                       made("alice", .unveto(day: Self.day), at: "11:32"),
                       made("bob", .attend(day: Self.day, coming: false), at: "11:32"),
                       made("carol", .attend(day: Self.day, coming: true), at: "11:32")]
        var reply = try send(connection, changes, now: "11:33")
        for change in changes {
            XCTAssertEqual(reply.refused.first { $0.change == change.id }?.reason, "\(Self.day) is already decided")
        }
        XCTAssertEqual(try count("votes"), 2)
        reply = try send(connection, [made("alice", .reopen(day: Self.day), at: "11:40"),
                                      made("alice", .vote(day: Self.day, place: Self.nepal), at: "11:41")], now: "11:41")
        XCTAssertEqual(reply.refused, [])
        XCTAssertNil(reply.snapshot.decision)
        XCTAssertEqual(try count("votes"), 3)
    }

    /// Three places at one vote each: the reason says a three-way tie (schema version 9's
    /// `tied`), not a two-way one.
    func testAThreeWayTieIsSaidAsOne() throws {
        let connection = try connect()
        try tie(connection)
        let reply = try send(connection, [made("carol", .vote(day: Self.day, place: Self.soup), at: "09:10"),
                                          made("carol", .decideByRule(day: Self.day, anyway: false), at: "09:11")],
                             member: "carol", now: "09:11")
        let reason = try XCTUnwrap(reply.snapshot.decision?.reason)
        XCTAssertEqual(reason.tied, 3)
        let other = try XCTUnwrap(reason.other?.name)
        let line = try XCTUnwrap(Messages.decisionReason(reason))
        XCTAssert(line.hasPrefix("3-way tie at 1 vote with \(other) and 1 other: "), line)
    }
}
