import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import PostgresTestServer
import XCTest

/// Issue 27, item 2 (schema version 8): news are numbered in commit order, and the
/// ratings are kept as visits come and go.
class BoundedReadsTests: TeamTestCase {
    /// bob's vote takes its number first and commits 2 s later; dave's, sent meanwhile,
    /// commits after it. carol reads in between and after: she is told of both. (With a
    /// sequence, dave's vote committed first with the higher number, carol's cursor moved
    /// past bob's, and his vote was never news.)
    func testAChangeThatCommitsLateIsNotSkippedAsNews() throws {
        let bob = try connect(), dave = try connect(), carol = try connect()
        _ = try exchange(bob, [join("bob")], member: "bob")
        _ = try exchange(dave, [join("dave")], member: "dave")
        let start = try exchange(carol, [join("carol")], member: "carol").newsCursor
        let slow = try ChangeBatch([vote("bob", Self.nepal)]).json()
        let server = self.server!, database = self.database
        let done = DispatchGroup()
        let failures = Failures()
        done.enter()
        DispatchQueue.global().async {
            defer { done.leave() }
            do {
                _ = try server.sql("""
                    BEGIN;
                    SELECT count(*) FROM lunch.apply_changes('\(slow)');
                    SELECT pg_sleep(2);
                    COMMIT;
                    """, database: database)
            } catch { failures.add("\(error)") }
        }
        Thread.sleep(forTimeInterval: 0.5)
        done.enter()
        let fast = vote("dave", Self.ramen)
        DispatchQueue.global().async {
            defer { done.leave() }
            do { _ = try Self.send(dave, [fast], member: "dave") } catch { failures.add("\(error)") }
        }
        Thread.sleep(forTimeInterval: 0.5)
        let middle = try exchange(carol, member: "carol", newsAfter: start)
        done.wait()
        XCTAssertEqual(failures.all, [])
        let after = try exchange(carol, member: "carol", newsAfter: middle.newsCursor)
        let told = (middle.news + after.news).map { "\($0.member) \($0.action) \($0.place?.name ?? "")" }
        XCTAssertEqual(Set(told), ["bob voted Pikku Nepal", "dave voted Ramen Bar"], "\(told)")
        XCTAssertEqual(told.count, 2)
    }

    func testRatingsAreKeptAsVisitsComeAndGoAndMatchTheVisits() throws {
        let alice = try connect()
        let first = rate("alice", Self.nepal, 5), second = rate("alice", Self.nepal, 2)
        _ = try exchange(alice, [join("alice"), first, second, rate("alice", Self.ramen, 3)])
        var reply = try exchange(alice, [TeamChange(member: "alice", time: Date(), kind: .unrate(visit: second.id))])
        XCTAssertEqual(reply.snapshot.ratings[Self.nepal.id], .init(average: 5, count: 1))
        XCTAssertEqual(reply.snapshot.ratings[Self.ramen.id], .init(average: 3, count: 1))
        reply = try exchange(alice, [TeamChange(member: "alice", time: Date(), kind: .unrate(visit: first.id))])
        XCTAssertNil(reply.snapshot.ratings[Self.nepal.id])
        // The kept rows are what the visits say.
        XCTAssertEqual(try sql("""
            SELECT count(*) FROM lunch.place_ratings r FULL JOIN (
              SELECT team, place_id, sum(stars) AS stars, count(*) AS visits FROM lunch.visits GROUP BY team, place_id) v
            USING (team, place_id) WHERE r.visits > 0 AND (v.visits IS NULL OR r.stars <> v.stars OR r.visits <> v.visits)
            """), "0")
    }
}

final class BoundedReadsThroughPoolerTests: BoundedReadsTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testRatingsAreKeptAsVisitsComeAndGoAndMatchTheVisitsThroughThePooler() throws { try testRatingsAreKeptAsVisitsComeAndGoAndMatchTheVisits() }
}
