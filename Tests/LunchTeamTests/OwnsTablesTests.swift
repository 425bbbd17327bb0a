import Foundation
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchTeam
import XCTest

/// Whoever owns the team's tables is not bound by row-level security: `team` says so in
/// one line when the asking role owns them.
final class OwnsTablesTests: TeamTestCase {
    var folder: TeamSessionFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TeamSessionFolder()
        try server.createRole(name: "alice", password: "alice-pw")
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func status(_ member: String = "alice") throws -> CommandResponse {
        let session = folder.session(member: member)
        defer { session.close() }
        if session.current == nil {
            _ = try session.join(TeamURL(server.url(user: member, password: "\(member)-pw", database: database), login: member),
                                 as: member)
        }
        return TeamPresenter().present(try TeamInteractor(team: session).run(.status))
    }

    func testTheRoleThatCreatedTheSchemaIsWarned() throws {
        try sql("GRANT CREATE ON DATABASE \(database) TO alice")
        let response = try status()
        XCTAssertTrue(response.text.contains("\nyour database role owns the team's tables: row-level security does not bind it; "
                                             + "let an admin role create the schema and join with your own role"), response.text)
        XCTAssertEqual(response.json.first { $0.0 == "owns_tables" }?.1, .bool(true))
    }

    func testAMemberWithItsOwnRoleIsNotWarned() throws {
        _ = try exchange(try connect())  // the schema, made by an admin role
        let response = try status()
        XCTAssertFalse(response.text.contains("owns the team's tables"), response.text)
        XCTAssertEqual(response.json.first { $0.0 == "owns_tables" }?.1, .bool(false))
    }

    func testASnapshotSavedBeforeOwnershipWasAskedStillReads() throws {
        let old = #"{"day":"2026-11-23","fetched":"2026-11-23T11:00:00Z","members":[],"ratings":{},"schemaVersion":1,"visits":[],"votes":[]}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let snapshot = try decoder.decode(TeamSnapshot.self, from: Data(old.utf8))
        XCTAssertNil(snapshot.ownsTables)
    }
}
