import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// What the team adds to personal commands: `rate` and its `undo`, `visits --team`, the
/// team's average in lists, `show` and place JSON, `pick --team`.
@Suite struct TeamSharedTests {
    static func day(_ text: String) -> Date { FixedClock.parseLocalTime(text)! }

    @Test func rateIsAlsoTheTeamsAndUndoTakesItBack() throws {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        alice.run("rate kahvila 4 \"good soup\"")
        #expect(alice.output.stderr == "")
        let visit = try #require(alice.store.state.visits.first)
        #expect(server.snapshot.visits.map(\.id.uuidString) == [visit.id])
        #expect(server.snapshot.visits.first?.note == "good soup")
        #expect(server.snapshot.ratings["osm:node/2"] == TeamSnapshot.Rating(average: 4, count: 1))
        alice.run("undo")
        #expect(alice.store.state.visits.isEmpty)
        #expect(server.snapshot.visits.isEmpty)
        #expect(server.snapshot.ratings["osm:node/2"] == nil)
    }

    /// Issue 29: a rating for a day the team's server takes no change for (its day read as
    /// 2026-12-20, the shell's 2026-11-20: more than 14 days late) is refused before it is
    /// kept: one line, a failed command, no visit here or on the server.
    @Test func aRatingForADayTheServerRefusesIsNotKept() throws {
        var team = TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 6)
        team.serverDay = "2026-12-20"
        let server = ScriptedTeamConnection(team: team)
        let alice = TeamTests.shell(server, "alice")
        #expect(alice.run("rate kahvila 4").failed)
        #expect(alice.output.stderr == "error: team: refused: 2026-11-20 is more than 14 days before the team's server's day"
                + " (2026-12-20, UTC): too late, not stored\n")
        #expect(alice.store.state.visits.isEmpty)
        #expect(alice.savedState?.contains("Kahvila") != true)
        #expect(server.snapshot.visits.isEmpty)
        // On the server's own day the rating is kept as before.
        team.serverDay = "2026-11-20"
        let today = ScriptedTeamConnection(team: team)
        let bob = TeamTests.shell(today, "bob")
        #expect(!bob.run("rate kahvila 4").failed)
        #expect(bob.output.stderr == "")
        #expect(bob.store.state.visits.count == 1)
        #expect(today.snapshot.visits.count == 1)
    }

    @Test func offlineRateStillSavesLocallyAndSucceeds() {
        let server = TeamTests.server()
        let alice = TeamTests.shell(server, "alice")
        server.then(.fail(.unreachable("connection refused")))
        #expect(!alice.run("rate kahvila 5").failed)
        #expect(alice.store.state.visits.count == 1)
        #expect(alice.output.stderr == "team: offline (connection refused), 1 change waiting\n")
    }

    @Test func visitsOfTheTeamAsTextAndJSON() {
        let server = TeamTests.server()
        let bob = TeamTests.shell(server, "bob")
        bob.run("rate golden sushi 3 'a bit \"salty\"'")
        let alice = TeamTests.shell(server, "alice")
        alice.run("rate kahvila 5")
        alice.output.clear()
        alice.run("visits --team")
        #expect(alice.output.stdout == """
            2026-11-20  ★★★★★  alice  Kahvila Suomi
            2026-11-20  ★★★☆☆  bob    Golden Sushi   “a bit "salty"”

            """)
        let json = TeamTests.shell(server, "carol", json: true)
        json.run("visits --team")
        #expect(json.output.stdout.hasPrefix(#"{"command":"visits","visits":[{"member":"alice","id":"osm:node/2","name":"Kahvila Suomi","stars":5,"note":null,"time":""#))
        #expect(json.output.stdout.contains(#"{"member":"bob","id":"osm:node/6","name":"Golden Sushi","stars":3,"note":"a bit \"salty\"","time":"#))
        let alone = TestShell(places: Fixtures.small)
        #expect(alone.run("visits --team").failed)
        #expect(alone.output.stderr == "error: \(Messages.notInTeam)\n")
    }

    @Test func listsShowAndJSONCarryTheTeamsAverage() {
        let server = TeamTests.server()
        let bob = TeamTests.shell(server, "bob")
        bob.run("rate kahvila 5; rate kahvila 4")
        let alice = TeamTests.shell(server, "alice")
        alice.run("rate kahvila 3")
        alice.output.clear()
        alice.run(ShellExpectations.here + "search kahvila")
        #expect(alice.output.stdout.contains("""
            #  Name           Cuisine      Distance    Walk  ★     Team               Open
            1  Kahvila Suomi  coffee_shop     120 m  ~2 min   3.0  ★ 4.0 (3) · today  ?
            """), "\(alice.output.stdout)")
        alice.output.clear()
        alice.run("show kahvila")
        #expect(alice.output.stdout.contains("★ 4.0 (3)"), "\(alice.output.stdout)")
        let json = TeamTests.shell(server, "carol", json: true)
        json.run("show kahvila")
        #expect(json.output.stdout.contains(#""rating":null,"team_rating":4,"team_count":3,"#), "\(json.output.stdout)")
        // Alone: no Team column, nulls in JSON.
        let alone = TestShell(places: Fixtures.small, json: true)
        alone.run("show kahvila")
        #expect(alone.output.stdout.contains(#""team_rating":null,"team_count":null"#))
    }

    @Test func pickForTheTeamHonoursEveryDietAndSkipsRecentTeamLunches() {
        let server = TeamTests.server()
        let bob = TeamTests.shell(server, "bob")
        bob.run("team diet +vegan")
        let alice = TeamTests.shell(server, "alice")
        for _ in 0..<5 {
            alice.output.clear()
            alice.run(ShellExpectations.here + "pick --team")
            // Kahvila Suomi is the only vegan place.
            #expect(alice.store.state.currentPlace == "osm:node/2", "\(alice.output.stdout)\(alice.output.stderr)")
        }
        bob.run("team diet clear +halal")
        #expect(bob.output.stderr.contains(Messages.teamBadDietWord("clear")))
        bob.run("team diet clear; team diet +halal")
        alice.output.clear()
        #expect(alice.run("pick --team").failed)
        #expect(alice.output.stderr == "error: \(Messages.pickNoPlaceForDiets(["halal"]))\n")
        // Without diets: a place the team visited this week is skipped while others are left
        // (7 are: 9 within the radius, Kahvila Suomi drawn already this session).
        bob.run("team diet clear; rate pizza place 5")
        var picked = Set<String>()
        for _ in 0..<7 {
            alice.run("pick --team")
            picked.insert(alice.store.state.currentPlace ?? "")
        }
        #expect(!picked.contains("osm:node/10"))
        #expect(picked.count == 7)
    }
}
