import Foundation
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchTeam
import PostgresTestServer
import ThrowawayServers
import XCTest

/// Changes are only ever sent to the team they were made for: a change waiting for one
/// team is never replayed to another, joining another is refused until they are sent or
/// dropped (`team leave --discard`).
final class SessionTeamsTests: TeamTestCase {
    var folder: TeamSessionFolder!
    var closedPort = 0

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TeamSessionFolder()
        closedPort = try FreePort.find()
        try server.createRole(name: "alice", password: "alice-pw")
        _ = try exchange(try connect())  // the schema, made by its owner
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    var awayTeam: String { "postgresql://alice@127.0.0.1:\(closedPort)/lunch?sslmode=disable" }
    var homeTeam: String { server.url(user: "alice", password: "alice-pw", database: database) }

    /// A rating made for the team that cannot be reached now: it waits, after the join that
    /// a member from LUNCH_TEAM_URL brings with their first change.
    func rateForTheAwayTeam() throws {
        let away = folder.session(environment: ["LUNCH_TEAM_URL": awayTeam])
        let (_, sent, _) = try away.record(.rate(place: Self.nepal, stars: 4, note: "away"))
        XCTAssertEqual(sent, .waiting)
        XCTAssertEqual(away.waitingCount, 2)
    }

    func team(_ session: TeamSession, _ words: [String]) throws -> CommandResponse {
        TeamPresenter().present(try TeamInteractor(team: session).run(TeamRequest(words)))
    }

    func testAChangeForAnotherTeamIsNeverSentToThisOne() throws {
        try rateForTheAwayTeam()
        _ = try exchange(try connect(user: "alice", password: "alice-pw"), [join("alice")])
        let home = folder.session(environment: ["LUNCH_TEAM_URL": homeTeam])
        let (_, sent, view) = try home.record(.rate(place: Self.ramen, stars: 5, note: "home"), reads: true)
        XCTAssertEqual(sent, .stored)
        XCTAssertEqual(view?.waiting, 0)
        XCTAssertEqual(try sql("SELECT place_id || ' ' || coalesce(note, '') FROM lunch.visits"), "node/2 home")
        XCTAssertEqual(home.waitingCount, 2, "the away team's join and rating still wait")
        XCTAssertEqual(home.takeNotices(), [])
        home.close()
    }

    func testJoiningAnotherTeamWhileChangesWaitIsRefusedUntilTheyAreDropped() throws {
        try rateForTheAwayTeam()
        let session = folder.session()
        let refusal = "team join: 2 changes wait for postgresql://alice@127.0.0.1:\(closedPort)/lunch?sslmode=disable; "
            + "send them with team join postgresql://alice@127.0.0.1:\(closedPort)/lunch?sslmode=disable, "
            + "or drop them with team leave --discard; not joined"
        XCTAssertThrowsError(try team(session, ["join", homeTeam])) { XCTAssertEqual($0 as? UserError, UserError(refusal)) }
        XCTAssertNil(folder.text("team.json"))
        XCTAssertEqual(try count("visits"), 0)
        // Not in a team: the text and --json say the same count.
        let status = try team(session, [])
        XCTAssertEqual(status.text, Messages.teamNotJoined + "\n"
                       + "2 changes still waiting in the outbox: team join URL sends them to its team, team leave --discard drops them")
        XCTAssertEqual(status.json.first { $0.0 == "waiting" }?.1, .int(2))
        let dropped = try team(session, ["leave", "--discard"])
        XCTAssertEqual(dropped.text, Messages.teamNotJoined + "\n2 waiting changes dropped.")
        XCTAssertEqual(session.waitingCount, 0)
        let joined = try team(session, ["join", homeTeam])
        XCTAssertTrue(joined.text.hasPrefix("Joined "), joined.text)
        XCTAssertEqual(try count("visits"), 0)
        XCTAssertEqual(try sql("SELECT name FROM lunch.members"), "alice")
        _ = try session.leave()
    }

    func testAfterLeavingTheTextAndJSONSayTheSameWaitingCount() throws {
        let session = folder.session()
        _ = try team(session, ["join", homeTeam])
        try server.sql("ALTER ROLE alice PASSWORD 'changed'")  // the team cannot be reached now
        session.close()
        _ = try session.record(.vote(day: session.day, place: Self.nepal))
        let left = try team(session, ["leave"])
        XCTAssertEqual(left.text, Messages.teamLeftWaiting(1))
        let status = try team(session, [])
        XCTAssertEqual(status.json.first { $0.0 == "waiting" }?.1, .int(1))
        XCTAssertTrue(status.text.contains("1 change still waiting"), status.text)
    }
}

/// A server error (a dropped table) is said as a server error, not "offline".
final class SessionServerErrorTests: TeamTestCase {
    func testADroppedTableIsAServerErrorWithTheRightCount() throws {
        let folder = try TeamSessionFolder()
        defer { folder.remove() }
        let session = folder.session(member: "postgres", environment: ["LUNCH_USER": "postgres"])
        defer { session.close() }
        _ = try session.join(TeamURL(server.url(database: database), login: "postgres"), as: "postgres")
        _ = session.takeNotices()
        try sql("DROP TABLE lunch.votes CASCADE")
        let (_, sent, _) = try session.record(.vote(day: session.day, place: Self.nepal))
        XCTAssertEqual(sent, .waiting)
        XCTAssertEqual(session.takeNotices(), [#"team: server error (relation "lunch.votes" does not exist), 1 change waiting"#])
        XCTAssertEqual(session.waitingCount, 1)
    }
}
