import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import Synchronization
import XCTest

/// The team's settings on its server, and the deadline that decides by itself
/// (`lunch.due`): once, by the team's rule, whichever shells are online.
class DeadlineTests: TeamTestCase {
    static let veganNepal = TeamPlace(id: "node/1", name: "Pikku Nepal", latitude: 60.1625, longitude: 24.9322,
                                      suits: ["restaurant", "vegan", "indian"])
    static let joe = TeamPlace(id: "node/4", name: "Joe & The Juice", latitude: 60.168, longitude: 24.94,
                               suits: ["cafe", "juice"])

    /// `TeamTestCase.day` at `HH:MM` UTC.
    static func at(_ time: String) -> Date { ISO8601DateFormatter().date(from: "\(day)T\(time):00Z")! }

    /// Made in the morning of the day, before the 11:30 deadline, whatever the hour the
    /// test runs at (the deadline's decision counts only what was made by it, version 9).
    static let morning = at("09:00")

    func change(_ member: String, _ kind: TeamChange.Kind, at offset: TimeInterval = 0) -> TeamChange {
        TeamChange(member: member, time: Self.morning + 300 + offset, kind: kind)
    }

    override func vote(_ member: String, _ place: TeamPlace, at offset: TimeInterval = 0,
                       day: String = TeamTestCase.day) -> TeamChange {
        TeamChange(member: member, time: Self.morning + 60 + offset, kind: .vote(day: day, place: place))
    }

    func send(_ connection: PostgresTeamConnection, _ changes: [TeamChange] = [], member: String = "alice",
              now: Date? = nil, settings: TeamSettingChange? = nil) throws -> TeamReply {
        try Self.deliver(connection, changes, member: member, now: now, settings: settings)
    }

    /// `send` for other threads.
    static func deliver(_ connection: PostgresTeamConnection, _ changes: [TeamChange] = [], member: String,
                        now: Date? = nil, settings: TeamSettingChange? = nil) throws -> TeamReply {
        try connection.exchange(TeamExchange(changes: changes, day: Self.day, member: member, newsAfter: nil, now: now,
                                             settings: settings),
                                timeout: 10, cancelled: { false })
    }

    /// alice and bob vote, carol (vegan) is in; the deadline 11:30 UTC.
    func team(_ connection: PostgresTeamConnection) throws {
        _ = try send(connection, [join("alice"), join("bob"), join("carol"),
                                  change("carol", .diet(needs: ["vegan"])), change("carol", .attend(day: Self.day, coming: true)),
                                  vote("alice", Self.joe), vote("bob", Self.joe, at: 1), vote("bob", Self.veganNepal, at: 2)],
                 now: Self.morning)
        // Set in the morning too: at the real clock past 11:30 UTC, the exchange that sets
        // the deadline would make the day's decision itself.
        let set = try send(connection, now: Self.morning, settings: .deadline(time: "11:30", zone: "UTC"))
        XCTAssertNil(set.settingsRefusal)
    }

    func testTheSettingsAreTheTeamsOnItsServer() throws {
        let connection = try connect()
        _ = try send(connection, [join("alice")])
        var reply = try send(connection, settings: .deadline(time: "11:30", zone: "Europe/Helsinki"))
        XCTAssertNil(reply.settingsRefusal)
        reply = try send(connection, settings: .recency(days: 14))
        reply = try send(connection, settings: .notify(url: "https://hooks.example.com/services/T/B/secret"))
        reply = try send(connection, settings: .remind(minutes: 10))
        XCTAssertEqual(reply.snapshot.settings, .init(deadline: "11:30", zone: "Europe/Helsinki", recencyDays: 14,
                                                      notifyURL: "https://hooks.example.com/services/T/B/secret",
                                                      remindMinutes: 10))
        XCTAssertEqual(try sql("SELECT changed_by FROM lunch.settings"), "alice")
        // The recency window is the rule's.
        XCTAssertEqual(reply.snapshot.winner?.window, 14)
        // A zone the server does not know, or a caller who is no member: refused, nothing changed.
        reply = try send(connection, settings: .deadline(time: "12:00", zone: "Mars/Olympus"))
        XCTAssertEqual(reply.settingsRefusal, Messages.teamZoneUnknownToServer("Mars/Olympus"))
        reply = try send(connection, member: "mallory", settings: .recency(days: 3))
        XCTAssertEqual(reply.settingsRefusal, Messages.teamSettingsNotMember)
        reply = try send(connection, settings: .deadline(time: nil, zone: nil))
        XCTAssertEqual(reply.snapshot.settings?.deadline, nil)
        XCTAssertEqual(reply.snapshot.settings?.recencyDays, 14)
    }

    /// Before the deadline nothing happens; after it the first exchange decides by the rule
    /// (the diets of those in bind), once; voting then answers "already decided".
    func testAfterTheDeadlineTheFirstExchangeDecidesOnce() throws {
        let connection = try connect()
        try team(connection)
        var reply = try send(connection, member: "bob", now: Self.at("11:29"))
        XCTAssertNil(reply.snapshot.decision)
        XCTAssertNil(reply.due?.decided)
        reply = try send(connection, member: "bob", now: Self.at("11:31"))
        let decision = try XCTUnwrap(reply.snapshot.decision)
        XCTAssertEqual(decision.place.id, Self.veganNepal.id)  // Joe has more votes but lacks vegan (carol)
        XCTAssertEqual(decision.byDeadline, true)
        XCTAssertEqual(decision.reason?.passed?.name, "Joe & The Juice")
        XCTAssertEqual(reply.due?.decided?.place?.id, Self.veganNepal.id)
        reply = try send(connection, member: "alice", now: Self.at("11:32"))
        XCTAssertNil(reply.due?.decided)
        XCTAssertEqual(try count("decisions"), 1)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'deadline'"), "1")
        // Made after the deadline (one made before it counts when it comes late: schema version 10).
        let late = TeamChange(member: "alice", time: Self.at("11:33"), kind: .vote(day: Self.day, place: Self.soup))
        reply = try send(connection, [late], now: Self.at("11:33"))
        XCTAssertEqual(reply.refused.first?.reason, "\(Self.day) is already decided")
    }

    /// A day reopened after the deadline is not decided by it again.
    func testAReopenedDayIsLeftAlone() throws {
        let connection = try connect()
        try team(connection)
        _ = try send(connection, member: "bob", now: Self.at("11:31"))
        let reply = try send(connection, [change("alice", .reopen(day: Self.day), at: 1000)], now: Self.at("11:40"))
        XCTAssertNil(reply.snapshot.decision)
        XCTAssertNil(reply.due?.decided)
        XCTAssertEqual(try count("decisions"), 0)
        // A typed decision still works.
        let typed = try send(connection, [change("bob", .decideByRule(day: Self.day, anyway: false), at: 1100)],
                             member: "bob", now: Self.at("11:45"))
        XCTAssertEqual(typed.snapshot.decision?.byDeadline, false)
    }

    /// Nothing to decide: nothing stored (a later exchange tries again); diets unmet: nothing
    /// stored, the answer says why (the shell says it once).
    func testNoVotesOrUnmetDietsStoreNothing() throws {
        let connection = try connect()
        _ = try send(connection, [join("alice"), join("carol"), change("carol", .diet(needs: ["vegan"]))])
        _ = try send(connection, settings: .deadline(time: "11:30", zone: "UTC"))
        var reply = try send(connection, now: Self.at("11:31"))
        XCTAssertNil(reply.snapshot.decision)
        XCTAssertNil(reply.due?.held)
        XCTAssertEqual(try count("deadline_days"), 0)
        _ = try send(connection, [change("carol", .attend(day: Self.day, coming: true)), vote("alice", Self.joe)])
        reply = try send(connection, now: Self.at("11:35"))
        XCTAssertNil(reply.snapshot.decision)
        XCTAssertEqual(reply.due?.held?.empty, .diets)
        XCTAssertEqual(reply.due?.held?.top?.name, "Joe & The Juice")
        XCTAssertEqual(try count("decisions"), 0)
        // A vegan place voted later: the next exchange decides it.
        _ = try send(connection, [vote("alice", Self.veganNepal, at: 5)])
        reply = try send(connection, now: Self.at("11:40"))
        XCTAssertEqual(reply.snapshot.decision?.place.id, Self.veganNepal.id)
    }

    /// Six shells talk to the server at once after the deadline: one decision, one ledger
    /// row, and exactly one of them was the one that made it.
    func testSixShellsAtOnceDecideOnce() throws {
        let setup = try connect()
        try team(setup)
        let connections = try (0..<6).map { _ in try connect() }
        let made = Mutex(0)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 6) { i in
            do {
                let reply = try Self.deliver(connections[i], member: ["alice", "bob", "carol"][i % 3], now: Self.at("11:31"))
                if reply.due?.decided != nil { made.withLock { $0 += 1 } }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
        XCTAssertEqual(made.withLock { $0 }, 1)
        XCTAssertEqual(try count("decisions"), 1)
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.changes WHERE kind = 'deadline'"), "1")
    }
}
