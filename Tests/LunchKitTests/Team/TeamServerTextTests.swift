import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
@testable import LunchCommands

/// What a member wrote on the server through their own role (psql: any length) is cut
/// as local data is: a 100,000-character member name and a 5 MB visit note give short
/// lines in `team` and `visits --team` (they printed 200,025-character and 5 MB lines,
/// short names padded to the longest), and the other members keep short lines.
@Suite struct TeamServerTextTests {
    static let long = String(repeating: "x", count: 100_000)
    static let note = String(repeating: "y", count: 5_000_000)

    static func view() throws -> TeamSession.View {
        let place = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let snapshot = TeamSnapshot(
            fetched: time, day: "2027-01-15",
            members: [.init(name: "alice"), .init(name: long, diet: [String(repeating: "v", count: 100_000)])],
            visits: [.init(id: UUID(), member: long, place: place, stars: 4, note: note, time: time),
                     .init(id: UUID(), member: "alice", place: place, stars: 5, note: "good", time: time)],
            schemaVersion: 1)
        let membership = TeamMembership(url: try TeamURL("postgresql://alice@127.0.0.1:5432/lunch", login: "alice"),
                                        member: "alice", fromEnvironment: false)
        return TeamSession.View(membership: membership, snapshot: snapshot, connected: true, waiting: 0, readOnly: false,
                                age: nil, everRead: true)
    }

    @Test func teamCutsLongMemberNames() throws {
        let text = TeamPresenter().present(.status(try Self.view(), waiting: 0)).text
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("  alice") })
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 1_100 }, "\(lines.map(TextWidth.cells))")
        // alice's line is not padded to the long name's width.
        let alice = try #require(lines.first { $0.hasPrefix("  alice") })
        #expect(TextWidth.cells(alice) <= 2 + PlaceTablePresenter.nameCells + 10)
    }

    @Test func teamVisitsCutLongNamesAndNotes() throws {
        let text = VisitsPresenter(visits: VisitPresenter()).present(team: try Self.view()).text
        let lines = text.components(separatedBy: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 1_100 }, "\(lines.map(TextWidth.cells))")
        #expect(lines.contains { $0.hasSuffix("“good”") && TextWidth.cells($0) < 80 })
        #expect(lines.contains { $0.contains("…”") })
    }
}
