import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Smaller team findings: `team diet` alone, offline `today --json` with `as_of`,
/// `visits --team` never cutting inside an escape.
@Suite struct TeamSmallFixesTests {
    @Test func teamDietWithoutWordsShowsYourNeeds() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("team diet +vegan")
        alice.output.clear()
        let sentBefore = server.requests.flatMap(\.changes).count
        #expect(!alice.run("team diet").failed)
        #expect(alice.output.stdout == "Your diet needs: vegan.\n")
        #expect(server.requests.flatMap(\.changes).count == sentBefore)
    }

    @Test func offlineTodayJSONSaysAsOfWhenNotFresh() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice", json: true)
        alice.run("today")
        #expect(!alice.output.stdout.contains("as_of"))
        server.then(.fail(.unreachable("connection refused")))
        alice.output.clear()
        alice.run("today")
        #expect(alice.output.stdout.contains(#""connected":false"#), "\(alice.output.stdout)")
        #expect(alice.output.stdout.contains(#""as_of":"2026-11-20T"#), "\(alice.output.stdout)")
    }

    @Test func visitsOfTheTeamNeverCutANameInsideAnEscape() {
        let server = TeamTests.server()
        let name = String(repeating: "a", count: PlaceTablePresenter.nameCells - 4) + "\u{200B}" + String(repeating: "b", count: 20)
        let place = TeamPlace(id: "geo:60.17,24.94", name: name, latitude: 60.17, longitude: 24.94)
        server.teammate(TeamChange(member: "bob", time: Date(timeIntervalSince1970: 1_795_000_000),
                                   kind: .rate(place: place, stars: 4, note: nil)), news: .rated, place: place, stars: 4)
        let alice = TeamTests.shell(server, "alice")
        alice.run("visits --team")
        #expect(alice.output.stdout.contains("<U+200B>"), "\(alice.output.stdout)")
        #expect(!alice.output.stdout.contains("<U+…") && !alice.output.stdout.contains("<U+2…")
                && !alice.output.stdout.contains("<U+20…") && !alice.output.stdout.contains("<U+200…"), "\(alice.output.stdout)")
    }
}
