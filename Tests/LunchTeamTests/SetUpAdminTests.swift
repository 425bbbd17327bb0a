import Foundation
@testable import LunchState
import LunchTeam
import XCTest

/// The role that set the team's schema up (`admin`, joined by its first exchange) is not
/// listed among the members until it votes, rates, decides or has diet needs; it still
/// sees itself.
final class SetUpAdminTests: TeamTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try server.createRole(name: "alice", password: "alice-pw")
    }

    func testTheSetUpAdminIsNotAMemberUntilItTakesPart() throws {
        let admin = try connect()
        _ = try exchange(admin, [join("admin")], member: "admin")
        let alice = try connect(user: "alice", password: "alice-pw")
        let first = try exchange(alice, [join("alice")], member: "alice")
        XCTAssertEqual(first.snapshot.members.map(\.name), ["alice"])
        // The admin sees itself.
        XCTAssertEqual(try exchange(admin, member: "admin").snapshot.members.map(\.name), ["admin", "alice"])
        // Once it takes part (a vote), it is a member like any other.
        _ = try exchange(admin, [vote("admin", Self.nepal)], member: "admin")
        XCTAssertEqual(try exchange(alice, member: "alice").snapshot.members.map(\.name), ["admin", "alice"])
    }

    func testTheSetUpAdminWithDietNeedsIsListed() throws {
        let admin = try connect()
        _ = try exchange(admin, [join("admin"), TeamChange(member: "admin", time: Self.start, kind: .diet(needs: ["vegan"]))],
                         member: "admin")
        let alice = try connect(user: "alice", password: "alice-pw")
        XCTAssertEqual(try exchange(alice, [join("alice")], member: "alice").snapshot.members.map(\.name), ["admin", "alice"])
    }
}
