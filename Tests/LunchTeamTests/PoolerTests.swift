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

// Issue 27, item 3: every team command works through PgBouncer in transaction mode (a
// pool of 4 server connections shared by every client, so a statement may run on another
// server connection than the one before it). The suites below run their tests again that
// way: changes of every kind, exactly once, the schema created and a v1 database upgraded,
// the deadline, members' own roles (logging in through the pooler), twenty shells at once.
// (Test discovery on Linux does not list inherited tests: each is named again here.)

final class ExchangeThroughPoolerTests: ExchangeTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testTheFirstExchangeCreatesTheSchemaAndASecondConnectionMigratesNothingThroughThePooler() throws { try testTheFirstExchangeCreatesTheSchemaAndASecondConnectionMigratesNothing() }
    func testTwentyShellsStartingAtOnceMigrateOnceThroughThePooler() throws { try testTwentyShellsStartingAtOnceMigrateOnce() }
    func testAChangeSentTwiceIsStoredOnceThroughThePooler() throws { try testAChangeSentTwiceIsStoredOnce() }
    func testVotesAreApprovalsOnePerPlaceAndUnvoteTakesOneOrAllBackInOrderThroughThePooler() throws { try testVotesAreApprovalsOnePerPlaceAndUnvoteTakesOneOrAllBackInOrder() }
    func testTheFirstDecisionOfADayStaysThroughThePooler() throws { try testTheFirstDecisionOfADayStays() }
    func testRatingsAverageEveryVisitAndVisitsAreTheLast30DaysNewestFirstThroughThePooler() throws { try testRatingsAverageEveryVisitAndVisitsAreTheLast30DaysNewestFirst() }
    func testARefusedChangeIsReportedAndTheRestGoOnThroughThePooler() throws { try testARefusedChangeIsReportedAndTheRestGoOn() }
    func testNewsAreTeammatesChangesAfterTheCursorThroughThePooler() throws { try testNewsAreTeammatesChangesAfterTheCursor() }
}

final class MigrationThroughPoolerTests: MigrationTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testAVersion1DatabaseIsUpgradedInPlaceKeepingEveryRowThroughThePooler() throws { try testAVersion1DatabaseIsUpgradedInPlaceKeepingEveryRow() }
    func testTwoShellsUpgradingAtOnceMigrateOnceThroughThePooler() throws { try testTwoShellsUpgradingAtOnceMigrateOnce() }
    func testAVersion2DatabaseIsUpgradedInPlaceAndItsDeadlineDecidesThroughThePooler() throws { try testAVersion2DatabaseIsUpgradedInPlaceAndItsDeadlineDecides() }
}

final class LoadThroughPoolerTests: LoadTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testTwentyConnectionsSendingFiftyChangesEachStoreExactlyAThousandThroughThePooler() throws { try testTwentyConnectionsSendingFiftyChangesEachStoreExactlyAThousand() }
    func testAServerStoppedMidBurstAndStartedAgainGetsEveryChangeOnceThroughThePooler() throws { try testAServerStoppedMidBurstAndStartedAgainGetsEveryChangeOnce() }
}

final class DeadlineThroughPoolerTests: DeadlineTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testTheSettingsAreTheTeamsOnItsServerThroughThePooler() throws { try testTheSettingsAreTheTeamsOnItsServer() }
    func testAfterTheDeadlineTheFirstExchangeDecidesOnceThroughThePooler() throws { try testAfterTheDeadlineTheFirstExchangeDecidesOnce() }
    func testSixShellsAtOnceDecideOnceThroughThePooler() throws { try testSixShellsAtOnceDecideOnce() }
}

final class RowSecurityThroughPoolerTests: RowSecurityTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testBobsRoleCannotVoteOrRateAsAliceThroughThePooler() throws { try testBobsRoleCannotVoteOrRateAsAlice() }
    func testMembersSharingOneRoleCanActForEachOtherThroughThePooler() throws { try testMembersSharingOneRoleCanActForEachOther() }
}

final class WinnerThroughPoolerTests: WinnerTests {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    func testATieGoesToFewerTeamVisitsAndTheDecisionSaysWhyThroughThePooler() throws { try testATieGoesToFewerTeamVisitsAndTheDecisionSaysWhy() }
    func testADecidedDayRefusesVotesUntilAMemberReopensItThroughThePooler() throws { try testADecidedDayRefusesVotesUntilAMemberReopensIt() }
}

/// A member's shell (`TeamSession`, its outbox on disk) with `LUNCH_TEAM_URL` at the pooler.
final class PoolerSessionTests: TeamTestCase {
    override class var poolMode: PgBouncerTestServer.PoolMode? { .transaction }

    var folders: [TeamSessionFolder] = []
    var sessions: [TeamSession] = []

    override func tearDown() {
        sessions.forEach { $0.close() }
        sessions = []
        folders.forEach { $0.remove() }
        folders = []
        super.tearDown()
    }

    func shell(_ member: String) throws -> TeamSession {
        let folder = try TeamSessionFolder()
        folders.append(folder)
        let session = folder.session(member: member, timeout: 3, environment: ["LUNCH_TEAM_URL": teamURL()])
        sessions.append(session)
        return session
    }

    func testVoteUnvoteDecideRateAndTodayThroughThePooler() throws {
        let alice = try shell("alice"), bob = try shell("bob")
        let day = alice.day
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try bob.record(.vote(day: day, place: Self.ramen)).1, .stored)
        XCTAssertEqual(try bob.record(.vote(day: day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try bob.record(.unvoteOne(day: day, place: Self.ramen)).1, .stored)
        XCTAssertEqual(try alice.record(.rate(place: Self.soup, stars: 4, note: "thick")).1, .stored)
        // `today` as bob sees it, read through the pooler.
        let today = try bob.read()
        XCTAssertTrue(today.connected)
        XCTAssertEqual(today.snapshot.votes.map { "\($0.member) \($0.place.name)" }.sorted(),
                       ["alice Pikku Nepal", "bob Pikku Nepal"])
        XCTAssertEqual(today.snapshot.ratings[Self.soup.id], .init(average: 4, count: 1))
        let (_, decided, view) = try alice.record(.decide(day: day, place: Self.nepal), reads: true)
        XCTAssertEqual(decided, .stored)
        XCTAssertEqual(view?.snapshot.decision?.place.name, "Pikku Nepal")
        XCTAssertEqual(try sql("SELECT count(*), count(DISTINCT change_id) FROM lunch.changes"), "8|8")
    }

    func testAPoolerRestartMidSessionLosesNothingAndTheOutboxDeliversAfter() throws {
        let alice = try shell("alice"), bob = try shell("bob")
        let day = alice.day
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try bob.record(.vote(day: day, place: Self.ramen)).1, .stored)
        // The pooler goes away with both shells' connections open (its clients are cut off).
        pooler?.stop()
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.soup)).1, .waiting)
        XCTAssertEqual(try alice.record(.rate(place: Self.soup, stars: 5, note: nil)).1, .waiting)
        XCTAssertEqual(alice.waitingCount, 2)
        XCTAssertTrue(alice.takeNotices().contains { $0.hasPrefix("team: offline (") })
        try pooler?.start()
        // The next command (bob's kept connection was cut: it reconnects once by itself).
        XCTAssertEqual(try bob.record(.unvote(day: day)).1, .stored)
        // alice's outbox goes out with her next exchange, each change once.
        let view = try alice.read(force: true)
        XCTAssertTrue(view.connected)
        XCTAssertEqual(view.waiting, 0)
        XCTAssertEqual(alice.waitingCount, 0)
        XCTAssertTrue(alice.takeNotices().contains("team: back online, 2 changes sent"), "\(alice.takeNotices())")
        XCTAssertEqual(view.snapshot.votes.map { "\($0.member) \($0.place.name)" }.sorted(),
                       ["alice Pikku Nepal", "alice Soup Kitchen"])
        XCTAssertEqual(try sql("SELECT count(*), count(DISTINCT change_id) FROM lunch.changes"), "7|7")
        XCTAssertEqual(try count("visits"), 1)
    }

    func testNewsOfATeammateReachTheOtherShellThroughThePoolerWhichPassesNoNotifications() throws {
        let alice = try shell("alice"), bob = try shell("bob")
        let day = alice.day
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.nepal)).1, .stored)
        bob.startPolling(every: 3600)  // asks for news; read by hand below
        _ = try bob.read()
        _ = bob.takeNews()
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.ramen)).1, .stored)
        XCTAssertTrue(try bob.read().connected)
        XCTAssertEqual(bob.takeNews().map { "\($0.member) \($0.action) \($0.place?.name ?? "")" }, ["alice voted Ramen Bar"])
        // bob's shell found out that notifications do not come through: it polls, slower.
        let deadline = Date().addingTimeInterval(15)
        while bob.liveMode != .pooled, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertEqual(bob.liveMode, .pooled)
        XCTAssertEqual(bob.pollSeconds, 3600)  // the interval the test set
    }

    /// Straight to the server a shell listens: a teammate's change wakes it.
    func testStraightToTheServerAShellListensAndIsToldOfEachChange() throws {
        let alice = try shell("alice")
        let folder = try TeamSessionFolder()
        folders.append(folder)
        let bob = folder.session(member: "bob", timeout: 3, environment: ["LUNCH_TEAM_URL": server.url(database: database)])
        sessions.append(bob)
        let day = alice.day
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.nepal)).1, .stored)
        XCTAssertEqual(try bob.record(.vote(day: day, place: Self.nepal)).1, .stored)
        bob.startPolling()
        _ = try bob.read()
        _ = bob.takeNews()
        let deadline = Date().addingTimeInterval(15)
        while bob.liveMode != .listening, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(bob.liveMode, .listening)
        XCTAssertEqual(bob.pollSeconds, TeamSession.listeningPollInterval)
        // alice's vote goes through the pooler; bob, straight to the server, is told of it.
        XCTAssertEqual(try alice.record(.vote(day: day, place: Self.ramen)).1, .stored)
        let told = Date().addingTimeInterval(10)
        while bob.store.state.team.news.isEmpty, Date() < told { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertEqual(bob.takeNews().map { "\($0.member) \($0.action) \($0.place?.name ?? "")" }, ["alice voted Ramen Bar"])
    }
}
