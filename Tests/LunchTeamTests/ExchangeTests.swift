import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import XCTest

/// Changes applied once and in order; what the snapshot shows of them.
class ExchangeTests: TeamTestCase {
    func testTheFirstExchangeCreatesTheSchemaAndASecondConnectionMigratesNothing() throws {
        let reply = try exchange(try connect())
        XCTAssertEqual(reply.snapshot.schemaVersion, TeamSchema.known)
        XCTAssertFalse(reply.readOnly)
        XCTAssertEqual(try sql("SELECT string_agg(version::text, ',' ORDER BY version) FROM lunch.schema_migrations"), MigrationTests.allVersions)
        let tables = try sql("SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'lunch'")
        XCTAssertEqual(tables, "attendance,changes,deadline_days,decisions,diets,members,place_ratings,places,reminders,"
                               + "schema_migrations,settings,team_news,teams,vetoes,visits,votes")
        let applied = try sql("SELECT max(applied) FROM lunch.schema_migrations")
        _ = try exchange(try connect())
        XCTAssertEqual(try sql("SELECT count(*) || ' ' || max(applied) FROM lunch.schema_migrations"), "\(TeamSchema.known) " + applied)
    }

    func testTwentyShellsStartingAtOnceMigrateOnce() throws {
        let connections = try (0..<20).map { _ in try connect() }
        let joins = (0..<20).map { join("m\($0)") }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: connections.count) { index in
            do { _ = try Self.send(connections[index], [joins[index]], member: "m\(index)", timeout: 20) } catch {
                failures.add("\(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try sql("SELECT count(*) FROM lunch.schema_migrations"), "\(TeamSchema.known)")
        XCTAssertEqual(try count("members"), 20)
    }

    func testAChangeSentTwiceIsStoredOnce() throws {
        let connection = try connect()
        let rating = rate("alice", Self.nepal, 4)
        var reply = try exchange(connection, [join("alice"), rating])
        XCTAssertEqual(Set(reply.stored), [reply.stored[0], rating.id])
        XCTAssertEqual(reply.refused, [])
        // Again (the answer was lost): stored, not doubled.
        reply = try exchange(try connect(), [rating])
        XCTAssertEqual(reply.stored, [rating.id])
        // Twice in one exchange.
        let other = rate("alice", Self.ramen, 2)
        reply = try exchange(connection, [other, other, rating])
        XCTAssertEqual(reply.stored, [other.id, other.id, rating.id])
        XCTAssertEqual(try count("changes"), 3)
        XCTAssertEqual(try count("visits"), 2)
        XCTAssertEqual(reply.snapshot.ratings[Self.nepal.id], .init(average: 4, count: 1))
    }

    func testVotesAreApprovalsOnePerPlaceAndUnvoteTakesOneOrAllBackInOrder() throws {
        let connection = try connect()
        var reply = try exchange(connection, [join("alice"), join("bob"), vote("alice", Self.nepal),
                                              vote("bob", Self.nepal, at: 5), vote("alice", Self.ramen, at: 10),
                                              vote("alice", Self.nepal, at: 15)])
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" },
                       ["alice Pikku Nepal", "bob Pikku Nepal", "alice Ramen Bar"])
        XCTAssertEqual(reply.snapshot.comers, ["alice", "bob"])
        // One place back, then a vote and all of bob's back in one exchange: the order holds.
        let one = TeamChange(member: "alice", time: Self.start + 100, kind: .unvoteOne(day: Self.day, place: Self.nepal))
        reply = try exchange(connection, [one, vote("bob", Self.soup, at: 20), unvote("bob")])
        XCTAssertEqual(reply.snapshot.votes.map { "\($0.member) \($0.place.name)" }, ["alice Ramen Bar"])
        // Another day's votes are not today's.
        reply = try exchange(connection, [vote("bob", Self.soup, day: Self.day(after: 1))])
        XCTAssertEqual(reply.snapshot.votes.map(\.member), ["alice"])
        XCTAssertEqual(reply.snapshot.day, Self.day)
        XCTAssertEqual(try count("votes"), 2)
    }

    func testTheFirstDecisionOfADayStays() throws {
        let connection = try connect()
        var reply = try exchange(connection, [join("alice"), join("bob"), decide("bob", Self.ramen)])
        XCTAssertEqual(reply.snapshot.decision?.place, Self.ramen)
        XCTAssertEqual(reply.snapshot.decision?.member, "bob")
        let late = decide("alice", Self.nepal)
        reply = try exchange(connection, [late])
        XCTAssertEqual(reply.stored, [late.id])
        XCTAssertEqual(reply.snapshot.decision?.place, Self.ramen)
        XCTAssertEqual(reply.snapshot.decision?.member, "bob")
    }

    func testRatingsAverageEveryVisitAndVisitsAreTheLast30DaysNewestFirst() throws {
        let connection = try connect()
        let now = Date()
        let old = rate("alice", Self.nepal, 1, note: "long ago", time: now - 10_800)
        let first = rate("alice", Self.nepal, 4, note: "spicy", time: now - 3_600)
        let second = rate("bob", Self.nepal, 5, time: now - 60)
        let third = rate("bob", Self.ramen, 3, note: "salty", time: now - 7_200)
        _ = try exchange(connection, [join("alice"), join("bob"), old, first, second, third])
        try backdate(old, daysBefore: 40)  // stored 40 days ago: the server takes no change that old now
        let reply = try exchange(connection)
        XCTAssertEqual(reply.snapshot.ratings[Self.nepal.id], .init(average: 10.0 / 3, count: 3))
        XCTAssertEqual(reply.snapshot.ratings[Self.ramen.id], .init(average: 3, count: 1))
        XCTAssertEqual(reply.snapshot.visits.map(\.id), [second.id, first.id, third.id])
        let visit = try XCTUnwrap(reply.snapshot.visits.first { $0.id == first.id })
        XCTAssertEqual(visit.member, "alice")
        XCTAssertEqual(visit.place, Self.nepal)
        XCTAssertEqual(visit.stars, 4)
        XCTAssertEqual(visit.note, "spicy")
        XCTAssertEqual(visit.time.timeIntervalSince1970, first.time.timeIntervalSince1970, accuracy: 0.001)
        XCTAssertNil(reply.snapshot.visits.first { $0.id == second.id }?.note)
    }

    func testUnrateTakesBackOnlyTheMembersOwnRating() throws {
        let connection = try connect()
        let mine = rate("alice", Self.nepal, 2)
        let theirs = rate("bob", Self.nepal, 5)
        _ = try exchange(connection, [join("alice"), join("bob"), mine, theirs])
        let undoMine = TeamChange(member: "alice", time: Date(), kind: .unrate(visit: mine.id))
        let undoTheirs = TeamChange(member: "alice", time: Date(), kind: .unrate(visit: theirs.id))
        let reply = try exchange(connection, [undoMine, undoTheirs])
        XCTAssertEqual(reply.stored, [undoMine.id])
        XCTAssertEqual(reply.refused.map(\.change), [undoTheirs.id])
        XCTAssertEqual(reply.refused.first?.reason, "the rating belongs to 'bob'")
        XCTAssertEqual(reply.snapshot.ratings[Self.nepal.id], .init(average: 5, count: 1))
    }

    func testMembersAndTheirDietNeeds() throws {
        let diet = TeamChange(member: "bob", time: Date(), kind: .diet(needs: ["vegan", "gluten_free"]))
        let reply = try exchange(try connect(), [join("alice"), join("bob"), diet])
        XCTAssertEqual(reply.snapshot.members, [.init(name: "alice"), .init(name: "bob", diet: ["vegan", "gluten_free"])])
    }

    func testARefusedChangeIsReportedAndTheRestGoOn() throws {
        let bad = rate("alice", Self.nepal, 9)
        let stranger = vote("carol", Self.nepal)
        let good = vote("alice", Self.nepal)
        let reply = try exchange(try connect(), [join("alice"), bad, stranger, good])
        XCTAssertEqual(reply.refused.map(\.change), [bad.id, stranger.id])
        XCTAssertEqual(reply.refused.map(\.reason), ["stars must be 1 to 5, not 9", "member 'carol' has not joined the team"])
        XCTAssertTrue(reply.stored.contains(good.id))
        XCTAssertEqual(reply.snapshot.votes.map(\.member), ["alice"])
    }

    func testNewsAreTeammatesChangesAfterTheCursor() throws {
        let alice = try connect(), bob = try connect()
        var reply = try exchange(alice, [join("alice")], newsAfter: nil)
        XCTAssertEqual(reply.news, [])
        let start = reply.newsCursor
        XCTAssertGreaterThan(start, 0)
        _ = try exchange(bob, [join("bob"), vote("bob", Self.nepal), rate("bob", Self.ramen, 4)], member: "bob")
        _ = try exchange(alice, [vote("alice", Self.ramen)])
        reply = try exchange(alice, newsAfter: start)
        XCTAssertEqual(reply.news.map(\.action), [.joined, .voted, .rated])
        XCTAssertEqual(reply.news.map(\.member), ["bob", "bob", "bob"])
        XCTAssertEqual(reply.news[1].place, Self.nepal)
        XCTAssertEqual(reply.news[2].stars, 4)
        XCTAssertEqual(reply.news.map(\.sequence), reply.news.map(\.sequence).sorted())
        XCTAssertEqual(reply.newsCursor, start + 4)
        // Nothing new since.
        XCTAssertEqual(try exchange(alice, newsAfter: reply.newsCursor).news, [])
        // Without a cursor: only the newest sequence.
        let fresh = try exchange(alice, newsAfter: nil)
        XCTAssertEqual(fresh.news, [])
        XCTAssertEqual(fresh.newsCursor, reply.newsCursor)
    }

    func testAfterALongAbsenceOnlyTheNewest50News() throws {
        let alice = try connect(), bob = try connect()
        let start = try exchange(alice, [join("alice")]).newsCursor
        let votes = (0..<60).map { vote("bob", [Self.nepal, Self.ramen][$0 % 2], at: Double($0)) }
        _ = try exchange(bob, [join("bob")] + votes, member: "bob")
        let reply = try exchange(alice, newsAfter: start)
        XCTAssertEqual(reply.news.count, 50)
        XCTAssertEqual(reply.news.last?.sequence, reply.newsCursor)
        XCTAssertEqual(reply.news.first?.sequence, reply.newsCursor - 49)
        XCTAssertEqual(reply.news.last?.place, Self.ramen)
    }

    func testASchemaNewerThanThisBinaryIsReadOnlyAndTheChangesStayWaiting() throws {
        let connection = try connect()
        _ = try exchange(connection, [join("alice"), vote("alice", Self.nepal)])
        try sql("INSERT INTO lunch.schema_migrations (version) VALUES (99)")
        let waiting = vote("alice", Self.ramen)
        let reply = try exchange(connection, [waiting])
        XCTAssertTrue(reply.readOnly)
        XCTAssertEqual(reply.stored, [])
        XCTAssertEqual(reply.refused, [])
        XCTAssertEqual(reply.snapshot.schemaVersion, 99)
        XCTAssertEqual(reply.snapshot.votes.map(\.place), [Self.nepal])
        XCTAssertEqual(try count("changes"), 2)
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
