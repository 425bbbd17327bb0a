import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTeam
import ThrowawayServers
import XCTest

/// `LUNCH_TEAM_READ_URL` (issue 27, item 6): `today` and `team` read a streaming standby
/// (started with `pg_basebackup -R` on 127.0.0.1), changes go to the primary, and a standby
/// that lags says how old its team is.
final class ReadReplicaTests: XCTestCase {
    var cluster: ThrowawayCluster!
    var folder: TeamSessionFolder!
    static let place = TeamPlace(id: "node/1", name: "Pikku Nepal", latitude: 60.1625, longitude: 24.9322)

    override func setUpWithError() throws {
        guard let programs = ServerPrograms.find() else {
            let message = "PostgreSQL's server programs not found: run .ci/setup to install them"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
            throw XCTSkip(message)
        }
        cluster = try ThrowawayCluster(programs: programs)
        try cluster.sql("CREATE DATABASE lunch")
        folder = try TeamSessionFolder()
        // The schema, made by its owner before the standby is copied.
        let admin = folder.session(member: "admin", environment: ["LUNCH_TEAM_URL": primary])
        _ = try admin.read()
        admin.close()
        try cluster.startStandby()
    }

    override func tearDown() {
        folder?.remove()
        cluster?.remove()
        super.tearDown()
    }

    var primary: String { cluster.url(user: "postgres", database: "lunch") }
    var standby: String { cluster.url(user: "postgres", database: "lunch", standby: true) }

    func session(_ member: String) -> TeamSession {
        folder.session(member: member, environment: ["LUNCH_TEAM_URL": primary, "LUNCH_TEAM_READ_URL": standby],
                       connector: PostgresTeamConnection.connector(readURL: standby))
    }

    func today(_ session: TeamSession) throws -> CommandResponse {
        let view = try session.read()
        return TodayPresenter().present(TodayInteractor.Result(view: view, rows: TodayInteractor.rows(view, from: nil)))
    }

    func team(_ session: TeamSession) throws -> CommandResponse {
        TeamPresenter().present(try TeamInteractor(team: session).run(TeamRequest([])))
    }

    /// Waits until the standby has replayed everything the primary wrote so far.
    func waitForStandby() throws {
        let target = try cluster.sql("SELECT pg_current_wal_lsn()")
        let deadline = Date().addingTimeInterval(20)
        while try cluster.sql("SELECT pg_last_wal_replay_lsn() >= '\(target)'::pg_lsn", standby: true) != "t" {
            guard Date() < deadline else { return XCTFail("the standby did not catch up") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func testReadsComeFromTheStandbyAndALaggingOneSaysHowOld() throws {
        let alice = session("alice")
        defer { alice.close() }
        let (_, sent, _) = try alice.record(.vote(day: alice.day, place: Self.place))
        XCTAssertEqual(sent, .stored)
        XCTAssertEqual(try cluster.sql("SELECT member FROM lunch.votes", database: "lunch"), "alice")
        try waitForStandby()
        var shown = try today(alice)
        XCTAssertTrue(shown.text.contains("Pikku Nepal  1 vote  alice"), shown.text)
        XCTAssertFalse(shown.text.contains("replica"), shown.text)
        XCTAssertTrue(try team(alice).text.contains("reads: a replica, up to date"))

        // The standby stops replaying: bob's vote is stored on the primary, not shown yet.
        try cluster.sql("SELECT pg_wal_replay_pause()", standby: true)
        let bob = session("bob")
        defer { bob.close() }
        XCTAssertEqual(try bob.record(.vote(day: bob.day, place: Self.place)).1, .stored)
        XCTAssertEqual(try cluster.sql("SELECT string_agg(member, ',' ORDER BY member) FROM lunch.votes", database: "lunch"),
                       "alice,bob")
        Thread.sleep(forTimeInterval: 2.2)
        shown = try today(alice)
        XCTAssertTrue(shown.text.contains("Pikku Nepal  1 vote  alice"), shown.text)
        XCTAssertNotNil(shown.text.range(of: #"\(read from a replica: the team as of [2-9] s ago\)"#, options: .regularExpression),
                        shown.text)
        XCTAssertNotNil(try team(alice).text.range(of: #"reads: a replica, the team as of [2-9] s ago"#, options: .regularExpression))

        // Replaying again: both votes, current.
        try cluster.sql("SELECT pg_wal_replay_resume()", standby: true)
        try waitForStandby()
        shown = try today(alice)
        XCTAssertTrue(shown.text.contains("Pikku Nepal  2 votes  alice, bob"), shown.text)
        XCTAssertFalse(shown.text.contains("replica"), shown.text)
    }

    func testAStandbyThatIsDownLeavesTheReadsToThePrimary() throws {
        let alice = session("alice")
        defer { alice.close() }
        XCTAssertEqual(try alice.record(.vote(day: alice.day, place: Self.place)).1, .stored)
        try cluster.stopStandby()
        let shown = try today(alice)
        XCTAssertTrue(shown.text.contains("Pikku Nepal  1 vote  alice"), shown.text)
        XCTAssertFalse(try team(alice).text.contains("replica"))
        XCTAssertEqual(alice.takeNotices().filter { $0.contains("offline") }, [])
    }

    func testABadReadURLIsOneLineAndTheTeamIsReadFromItsServer() throws {
        let alice = folder.session(member: "alice", environment: ["LUNCH_TEAM_URL": primary, "LUNCH_TEAM_READ_URL": "mysql://x"],
                                   connector: PostgresTeamConnection.connector(readURL: "mysql://x"))
        defer { alice.close() }
        let notices = alice.takeNotices()
        XCTAssertEqual(notices.count, 1, "\(notices)")
        XCTAssertTrue(notices.first?.hasPrefix("LUNCH_TEAM_READ_URL: ") == true, "\(notices)")
        XCTAssertTrue(notices.first?.hasSuffix("; the team is read from its server") == true, "\(notices)")
        XCTAssertEqual(try alice.record(.vote(day: alice.day, place: Self.place), reads: true).1, .stored)
        XCTAssertTrue(try today(alice).text.contains("Pikku Nepal  1 vote  alice"))
    }
}
