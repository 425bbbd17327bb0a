import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// The team's recency window in the snapshot: by place, the last day a member rated it or
/// the team decided it (an earlier day), within `lunch.settings.recency_days`, on the
/// team's clock; places outside the window are not read.
final class RecencyTests: TeamTestCase {
    /// Noon (UTC) `days` before `TeamTestCase.day`.
    func noon(daysBefore days: Double) -> Date {
        ISO8601DateFormatter().date(from: Self.day + "T12:00:00Z")! - days * 86_400
    }

    func testTheSnapshotSaysTheLastDayTheTeamWentToEachPlaceWithinTheWindow() throws {
        let connection = try connect()
        // Stored 40 days ago (the server takes no change that old now).
        let old = rate("alice", Self.soup, 2)
        _ = try exchange(connection, [join("alice"), join("bob"),
                                      rate("alice", Self.ramen, 4, time: noon(daysBefore: 10)),
                                      rate("bob", Self.ramen, 3, time: noon(daysBefore: 3)),
                                      rate("bob", Self.nepal, 5, time: noon(daysBefore: 0)), old])
        try backdate(old, daysBefore: 40)
        // A decision of an earlier day is a visit too (today's is not yet).
        let (before5, before3) = (Self.day(after: -5), Self.day(after: -3))
        try sql("""
            INSERT INTO lunch.decisions (day, place_id, member, time) VALUES
              ('\(before5)', 'way/3', 'bob', '\(before5)T10:00:00Z'), ('\(Self.day)', 'node/2', 'bob', '\(Self.day)T10:00:00Z')
            """)
        var reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.recencyDays, 28)
        XCTAssertEqual(reply.snapshot.lastVisits, ["node/2": before3, "node/1": Self.day, "way/3": before5])
        let recency = reply.snapshot.recency(today: Self.day)
        XCTAssertEqual(recency.lastVisit("node/2")?.days, 3)
        XCTAssertEqual(recency.lastVisit("node/1")?.days, 0)
        XCTAssertEqual(recency.lastVisit("way/3")?.days, 5)

        // A window of 4 days: the decision 5 days ago and the rating 10 days ago are out.
        try sql("UPDATE lunch.settings SET recency_days = 4")
        reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.recencyDays, 4)
        XCTAssertEqual(reply.snapshot.lastVisits, ["node/2": before3, "node/1": Self.day])

        // On the team's clock: 05:00 UTC on the day is the day before in Los Angeles.
        try sql("UPDATE lunch.settings SET recency_days = 28, zone = 'America/Los_Angeles'")
        let early = ISO8601DateFormatter().date(from: "\(Self.day)T05:00:00Z")!
        reply = try exchange(connection, [rate("alice", Self.soup, 4, time: early)])
        XCTAssertEqual(reply.snapshot.lastVisits["way/3"], Self.day(after: -1))
        XCTAssertEqual(reply.snapshot.lastVisits["node/1"], Self.day)
    }

    func testAnEmptyTeamHasTheDefaultWindowAndNoVisits() throws {
        let connection = try connect()
        let reply = try exchange(connection, [join("alice")])
        XCTAssertEqual(reply.snapshot.recencyDays, 28)
        XCTAssertEqual(reply.snapshot.lastVisits, [:])
    }
}
