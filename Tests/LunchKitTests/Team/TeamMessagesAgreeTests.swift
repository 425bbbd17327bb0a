import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// Issue 26, item 9: one waiting count in every line, the latest offline reason, and a
/// rating or diet made offline says it waits.
@Suite struct TeamMessagesAgreeTests {
    static let clock = FixedClock(FixedClock.parseLocalTime("2026-11-20T12:30")!)
    static let nepal = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
    static let url = "postgresql://alice:secret@127.0.0.1:5432/lunch"

    let storage = MemoryFileStorage()
    let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))

    func joined() throws -> TeamSession {
        let s = server.session(storage: storage, clock: Self.clock)
        _ = try s.join(TeamURL(Self.url, login: "alice"), as: "alice")
        _ = s.takeNotices()
        return s
    }

    /// The poll found the server gone while nothing waited; its line is said after the
    /// next vote, with the vote counted, as the vote's line and `team` count it.
    @Test func theOfflineLineCountsWhatWaitsWhenItIsSaid() throws {
        let s = try joined()
        server.then(.fail(.unreachable("connection refused")), .fail(.unreachable("connection refused")))
        s.poll()
        let (_, sent, _) = try s.record(.vote(day: s.day, place: Self.nepal))
        #expect(sent == .waiting)
        #expect(s.waitingForTeam == 1)
        #expect(s.takeNotices() == ["team: offline (connection refused), 1 change waiting"])
        #expect(try s.read(force: true).waiting == 1)
        #expect(Messages.teamWillHear(waiting: s.waitingForTeam) == " (waiting to be sent: 1 change waiting)")
    }

    /// A stopped server first says "shutting down", then cannot be reached: the latest
    /// reason is said and `team` shows it.
    @Test func theLatestOfflineReasonIsSaidAndShown() throws {
        let s = try joined()
        server.then(.fail(.server("the database system is shutting down")), .fail(.unreachable("connection refused")),
                    .fail(.unreachable("connection refused")))
        _ = try s.read(force: true)
        #expect(s.takeNotices() == ["team: server error (the database system is shutting down), 0 changes waiting"])
        _ = try s.read(force: true)
        #expect(s.takeNotices() == ["team: offline (connection refused), 0 changes waiting, as of just now"])
        let status = TeamPresenter().present(try TeamInteractor(team: s).run(.status))
        #expect(status.text.hasPrefix("team postgresql://alice@127.0.0.1:5432/lunch — offline (connection refused), as of "),
                "\(status.text)")
        #expect(s.takeNotices() == [])
    }

    @Test func aRatingMadeOfflineSaysItWaits() throws {
        let s = try joined()
        server.then(.fail(.unreachable("connection refused")))
        _ = try s.read(force: true)
        _ = s.takeNotices()
        let visit = Visit(placeID: Self.nepal.id, placeName: Self.nepal.name, date: Self.clock.now(), stars: 4, note: nil)
        s.run(.rate(visit, Self.nepal))
        #expect(s.takeNotices() == ["Your rating waits to be sent (1 change waiting)."])
        s.run(.unrate(visit.id))
        #expect(s.takeNotices() == ["Taking back your rating waits to be sent (2 changes waiting)."])
    }

    @Test func aDietMadeOfflineSaysItWaits() throws {
        let s = try joined()
        server.then(.fail(.unreachable("connection refused")))
        _ = try s.read(force: true)
        _ = s.takeNotices()
        let result = try TeamInteractor(team: s).run(.diet(add: ["vegan"], remove: [], clear: false))
        #expect(TeamPresenter().present(result).text == "Your diet needs: vegan.\nYour diet needs wait to be sent (1 change waiting).")
    }

    @Test func aDietSentSaysNothingMore() throws {
        let s = try joined()
        let result = try TeamInteractor(team: s).run(.diet(add: ["vegan"], remove: [], clear: false))
        #expect(TeamPresenter().present(result).text == "Your diet needs: vegan.")
    }
}
