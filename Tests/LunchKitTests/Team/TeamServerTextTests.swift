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

    /// Cut when read, not only when shown: what the store keeps from a reply (and from a
    /// `team.json` saved before) is within `TeamTextCaps`, so `--json` cannot print a 5 MB
    /// note or a 100,000-character name (issue 29).
    @Test func serverTextIsCutWhenReadSoJSONIsSmallToo() throws {
        let view = try Self.view()
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let hugePlace = TeamPlace(id: "osm:node/2", name: String(repeating: "n", count: 1_000_000), latitude: 60.17, longitude: 24.94)
        var server = view.snapshot
        server.votes = [.init(member: Self.long, place: hugePlace, time: time)]
        server.decision = .init(member: Self.long, place: hugePlace, time: time)
        let reply = TeamReply(stored: [], snapshot: server,
                              news: [TeamNews(sequence: 1, member: Self.long, action: .voted, place: hugePlace)], newsCursor: 1)
        let store = Store()
        let settings = TeamSettings(joined: .init(url: view.membership.redactedURL, member: "alice"))
        try store.send(.team(.loaded(view.membership, settings, notices: [])))
        try store.send(.team(.replied(reply, view.membership, sent: [], own: nil, askedNews: true, now: time, readOnlyWaiting: 0)))
        let kept = try #require(store.state.team.settings.cache?.snapshot)
        #expect(kept.members.map(\.name) == ["alice", String(repeating: "x", count: 99) + "…"])
        #expect(kept.members[1].diet.allSatisfy { $0.count <= TeamTextCaps.dietWord })
        #expect(kept.visits.map { $0.note?.count } == [TeamTextCaps.note, 4])
        #expect(kept.visits.allSatisfy { $0.member.count <= TeamTextCaps.memberName })
        #expect(kept.votes.first?.place.name.count == PlaceLimits.nameCharacters)
        #expect(kept.decision?.member.count == TeamTextCaps.memberName)
        #expect(store.state.team.news.first?.member.count == TeamTextCaps.memberName)
        var shown = view
        shown.snapshot = kept
        let json = JSON.object(VisitsPresenter(visits: VisitPresenter()).present(team: shown).json).serialized()
        #expect(json.utf8.count < 4_000, "\(json.utf8.count) bytes")

        // A team.json saved before the caps: cut as it is loaded.
        let old = TeamSettings(joined: settings.joined, cache: .init(url: view.membership.redactedURL, member: "alice", cursor: 1,
                                                                        snapshot: server))
        let reloaded = Store()
        try reloaded.send(.team(.loaded(view.membership, old, notices: [])))
        #expect(reloaded.state.team.settings.cache?.snapshot == server.capped())
        #expect(reloaded.state.team.settings.cache?.snapshot.visits.first?.note?.count == TeamTextCaps.note)
    }

    /// `today`: the voters' names and the decider's are cut as names are in every table
    /// (a 100,000-character member name made a 100,000-cell line).
    @Test func todayCutsVotersNames() throws {
        var view = try Self.view()
        let place = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
        view.snapshot.decision = .init(member: Self.long, place: place, time: view.snapshot.fetched)
        let rows = [TodayInteractor.Row(place: place, members: ["alice", Self.long], mine: true, walk: nil)]
        let text = TodayPresenter().present(TodayInteractor.Result(view: view, rows: rows)).text
        let lines = text.components(separatedBy: "\n")
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 120 }, "\(lines.map(TextWidth.cells))")
        #expect(lines.contains { $0.contains("alice, xxx") && $0.contains("…") })
    }

    /// Cutting the names keeps the rest: a decision's reason and whether the deadline made
    /// it (both were dropped, so the team as last read said "by MEMBER" without the rule's
    /// reason), and a veto's long member name is cut as a vote's is.
    @Test func cappingKeepsADecisionsReasonAndCutsVetoes() throws {
        let place = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        var snapshot = TeamSnapshot(fetched: time, day: "2027-01-15", schemaVersion: 6)
        let reason = TeamDecisionReason(votes: 1, rule: .name, other: .init(id: "osm:node/2", name: "pupu", votes: 1))
        snapshot.decision = .init(member: "alice", place: place, time: time, reason: reason, byDeadline: true)
        snapshot.vetoes = [.init(member: Self.long, place: place, time: time)]
        let capped = snapshot.capped()
        #expect(capped.decision?.reason == reason)
        #expect(capped.decision?.byDeadline == true)
        #expect(capped.vetoes.first.map { $0.member.count } ?? 0 <= TeamTextCaps.memberName)
    }
}
