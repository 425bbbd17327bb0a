import Foundation
import Testing
import LunchText
import LunchState

/// The server's day as read says which days it takes changes for (issue 29, the warts of
/// row 4): `decide` for a day that has not come says so, not "no votes"; a new member's
/// changes refused only because their join was refused say the join's reason.
@Suite struct TeamDayWindowTests {
    func snapshot(day: String, serverDay: String?, zone: String? = nil) -> TeamSnapshot {
        var s = TeamSnapshot(fetched: Date(), day: day, schemaVersion: 6)
        s.serverDay = serverDay
        if let zone { s.settings = .init(zone: zone) }
        return s
    }

    @Test func aDayAheadOfTheWindowIsRefusedNamingTheServersDay() {
        #expect(snapshot(day: "2031-06-02", serverDay: "2026-11-27", zone: "Europe/Helsinki").dayRefusal
                == "2031-06-02 has not come yet on the team's server (its day is 2026-11-27, Europe/Helsinki;"
                + " a change may be 1 day ahead at most): not stored")
        #expect(snapshot(day: "2026-11-28", serverDay: "2026-11-27").dayRefusal == nil)
        #expect(snapshot(day: "2026-11-13", serverDay: "2026-11-27").dayRefusal == nil)
        #expect(snapshot(day: "2026-11-12", serverDay: "2026-11-27").dayRefusal
                == "2026-11-12 is more than 14 days before the team's server's day (2026-11-27, UTC): too late, not stored")
    }

    @Test func noServerDayOrNotADaySaysNothing() {
        #expect(snapshot(day: "2031-06-02", serverDay: nil).dayRefusal == nil)
        #expect(snapshot(day: "2031-06-02", serverDay: "yesterday").dayRefusal == nil)
        #expect(snapshot(day: "2031-06-02", serverDay: "2026-11-27").capped().serverDay == "2026-11-27")
        #expect(snapshot(day: "2031-06-02", serverDay: String(repeating: "9", count: 100_000)).capped().serverDay == nil)
    }

    @Test func changesRefusedForARefusedJoinSayTheJoinsReason() {
        let time = Date(timeIntervalSince1970: 1_938_000_000)
        let join = TeamChange(member: "carol", time: time, kind: .join)
        let place = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)
        let vote = TeamChange(member: "carol", time: time, kind: .vote(day: "2031-06-02", place: place))
        let day = "2031-06-02 has not come yet on the team's server (its day is 2026-11-27, UTC; a change may be 1 day ahead at most): not stored"
        let reply = TeamReply.sentOnly(stored: [], refused: [.init(change: join.id, reason: day),
                                                             .init(change: vote.id, reason: "member 'carol' has not joined the team")],
                                       day: "2031-06-02", version: 6)
        #expect(reply.tracedToJoins([join, vote]).refused.map(\.reason) == [day, day])
        // Without a refused join, a refusal is the server's as it is.
        let alone = TeamReply.sentOnly(stored: [], refused: [.init(change: vote.id, reason: "member 'carol' has not joined the team")],
                                       day: "2031-06-02", version: 6)
        #expect(alone.tracedToJoins([vote]).refused.map(\.reason) == ["member 'carol' has not joined the team"])
    }
}
