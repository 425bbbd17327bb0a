import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// The team's recency window (issue 26, item 7): lists, `show` and `today` say when the
/// team last went to a place ("team: 3 days ago"), `--json` rows have `team_last_visit`
/// in a team, `untried` leaves the team's places out, `pick --team` weighs them down.
@Suite struct TeamRecencyTests {
    /// A server whose team went to Golden Sushi 3 days ago, Pizza Place yesterday and
    /// Kahvila Suomi long ago (outside the window: a snapshot saved then may still hold it).
    static func server(window: Int? = nil) -> ScriptedTeamConnection {
        var team = TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 2)
        team.recencyDays = window
        team.lastVisits = ["osm:node/6": "2026-11-17", "osm:node/10": "2026-11-19", "osm:node/2": "2026-10-01"]
        return ScriptedTeamConnection(team: team)
    }

    static func shell(_ server: ScriptedTeamConnection, _ member: String = "alice", json: Bool = false) -> TestShell {
        let s = TestShell(places: Fixtures.small, json: json, team: TestShell.team(server, member: member))
        s.run("team join \(TeamTests.url) --as \(member); team")
        s.output.clear()
        return s
    }

    @Test func listsAndShowSayWhenTheTeamLastWent() {
        let alice = Self.shell(Self.server())
        alice.run(ShellExpectations.here + "near 150")
        #expect(alice.output.stdout.hasSuffix("""
            #  Name           Cuisine      Distance    Walk  Team        Open
            1  Golden Sushi   sushi            60 m  ~1 min  3 days ago  ?
            2  Pizza Place    pizza           100 m  ~1 min  yesterday   ?
            3  Kahvila Suomi  coffee_shop     120 m  ~2 min              ?
            ~ is a straight line: this catalog has no walkable ways
            (3 places within 150 m of 60.16990, 24.93840)

            """), "\(alice.output.stdout)")
        alice.output.clear()
        alice.run("show golden sushi")
        #expect(alice.output.stdout.contains("\n  team      3 days ago\n"), "\(alice.output.stdout)")
        // A window of 2 days: 3 days ago is out of it.
        let short = Self.shell(Self.server(window: 2), "bob")
        short.run(ShellExpectations.here + "search golden sushi")
        #expect(!short.output.stdout.contains("3 days ago"), "\(short.output.stdout)")
        #expect(!short.output.stdout.contains("Team"), "\(short.output.stdout)")
    }

    @Test func aTeammatesRatingTodayJoinsTheAverageInTheTeamColumn() {
        let server = Self.server()
        let bob = Self.shell(server, "bob")
        bob.run("rate kahvila 4")
        let alice = Self.shell(server)
        alice.run(ShellExpectations.here + "search kahvila")
        #expect(alice.output.stdout.contains("""
            #  Name           Cuisine      Distance    Walk  Team               Open
            1  Kahvila Suomi  coffee_shop     120 m  ~2 min  ★ 4.0 (1) · today  ?
            """), "\(alice.output.stdout)")
    }

    @Test func todaySaysItForEachVotedPlace() {
        let server = Self.server()
        let bob = Self.shell(server, "bob")
        bob.run("vote golden sushi, kahvila")
        let alice = Self.shell(server)
        alice.run(ShellExpectations.here + "today")
        #expect(alice.output.stdout.hasSuffix("""
            Today, 2026-11-20
            1  Golden Sushi   1 vote  bob  ~1 min  team: 3 days ago
            2  Kahvila Suomi  1 vote  bob  ~2 min
            In: bob
            ~ is a straight line: this catalog has no walkable ways

            """), "\(alice.output.stdout)")
        let json = Self.shell(server, "carol", json: true)
        json.run("today")
        #expect(json.output.stdout.contains(#""name":"Golden Sushi","#) && json.output.stdout.contains(#""walk":"straight","team_last_visit":"2026-11-17"}"#),
                "\(json.output.stdout)")
        #expect(json.output.stdout.contains(#""walk":"straight","team_last_visit":null}"#), "\(json.output.stdout)")
    }

    @Test func jsonRowsHaveTheLastVisitOnlyInATeam() {
        let alice = Self.shell(Self.server(), json: true)
        alice.run(ShellExpectations.here + "near 110")
        #expect(alice.output.stdout.contains(#""id":"osm:node/6","#) && alice.output.stdout.contains(#""team_last_visit":"2026-11-17"}"#),
                "\(alice.output.stdout)")
        #expect(alice.output.stdout.contains(#""team_last_visit":"2026-11-19"}"#))
        alice.output.clear()
        alice.run("show kahvila")
        #expect(alice.output.stdout.contains(#""holidays_checked":true,"team_last_visit":null}"#), "\(alice.output.stdout)")
        let alone = TestShell(places: Fixtures.small, json: true)
        alone.run(ShellExpectations.here + "near 110; show kahvila")
        #expect(!alone.output.stdout.contains("team_last_visit"))
    }

    @Test func untriedListsWhatNobodyInTheTeamWentToLately() {
        let alice = Self.shell(Self.server())
        alice.run(ShellExpectations.here + "untried 150")
        #expect(alice.output.stdout.hasSuffix("""
            #  Name           Cuisine      Distance    Walk  Open
            1  Kahvila Suomi  coffee_shop     120 m  ~2 min  ?
            ~ is a straight line: this catalog has no walkable ways
            (1 place within 150 m of 60.16990, 24.93840 that nobody in the team went to in the last 28 days)

            """), "\(alice.output.stdout)")
        #expect(alice.output.stderr == "")
        alice.run("show 1")
        #expect(alice.store.state.currentPlace == "osm:node/2")
        alice.output.clear()
        alice.run("untried 110")
        #expect(alice.output.stdout == """
            The team went to every place within 110 m of 60.16990, 24.93840 in the last 28 days; try 'untried 220m'.

            """)
        alice.output.clear()
        alice.run("untried 300 +sushi")
        #expect(alice.output.stdout.contains("The team went to every place matching +sushi within 300 m"), "\(alice.output.stdout)")
        let json = Self.shell(Self.server(), "bob", json: true)
        json.run(ShellExpectations.here + "untried 150")
        #expect(json.output.stdout.contains(#"{"command":"untried","radius_m":150,"window_days":28,"places":[{"row":1,"id":"osm:node/2","#),
                "\(json.output.stdout)")
    }

    /// Offline with nothing ever read, every place would look untried: one line instead;
    /// offline with a snapshot, the list says how old it is.
    @Test func untriedOfflineSaysWhatItKnows() {
        let server = TeamTests.server()
        server.then(.fail(.unreachable("connection refused")))
        // In the team by LUNCH_TEAM_URL, never read.
        let alice = TestShell(places: Fixtures.small,
                              team: TestShell.team(server, member: "alice", environment: ["LUNCH_TEAM_URL": TeamTests.url]))
        #expect(alice.run(ShellExpectations.here + "untried 150").failed)
        #expect(alice.output.stderr.contains("error: " + Messages.untriedNothingRead + "\n"), "\(alice.output.stderr)")
        let bob = TeamTests.shell(server, "bob")
        bob.run("team")
        server.then(.fail(.unreachable("connection refused")))
        bob.output.clear()
        #expect(!bob.run(ShellExpectations.here + "untried 150").failed, "\(bob.output.stderr)")
        #expect(bob.output.stdout.contains(Messages.asOf("just now")), "\(bob.output.stdout)")
    }

    @Test func untriedOutsideATeamIsOneLine() {
        ShellExpectations.oneLineError("untried", Messages.notInTeam)
    }

    @Test func untriedIsInHelpAndCompletion() {
        let s = TestShell(places: Fixtures.small)
        s.run("help")
        #expect(s.output.stdout.contains("untried"))
        s.output.clear()
        s.run("help untried")
        #expect(s.output.stdout.contains("untried [RADIUS] [FILTERS]"), "\(s.output.stdout)")
        #expect(s.registry.commands.contains { $0.name == "untried" })
    }

    @Test func anOlderSavedSnapshotWithoutTheWindowStillReads() throws {
        let old = #"{"fetched":"2026-11-19T10:00:00Z","day":"2026-11-19","members":[],"votes":[],"ratings":{},"visits":[],"schemaVersion":2}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let snapshot = try decoder.decode(TeamSnapshot.self, from: Data(old.utf8))
        #expect(snapshot.recencyDays == nil)
        #expect(snapshot.lastVisits.isEmpty)
        #expect(snapshot.recency(today: "2026-11-20").window == 28)
        // And the new fields survive the round trip through team.json.
        var saved = snapshot
        saved.recencyDays = 14
        saved.lastVisits = ["osm:node/6": "2026-11-17"]
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        #expect(try decoder.decode(TeamSnapshot.self, from: encoder.encode(saved)) == saved)
    }

    @Test func daysAreCountedBetweenCalendarDays() {
        #expect(TeamRecency.days(from: "2026-11-17", to: "2026-11-20") == 3)
        #expect(TeamRecency.days(from: "2026-02-28", to: "2026-03-01") == 1)
        #expect(TeamRecency.days(from: "2024-02-28", to: "2024-03-01") == 2)
        #expect(TeamRecency.days(from: "2025-12-31", to: "2026-01-01") == 1)
        #expect(TeamRecency.days(from: "bogus", to: "2026-01-01") == nil)
        let recency = TeamRecency(window: 28, lastVisits: ["a": "2026-10-23", "b": "2026-10-22", "c": "2026-11-21"],
                                  today: "2026-11-20")
        #expect(recency.lastVisit("a")?.days == 28)
        #expect(recency.lastVisit("b") == nil)
        // A day after today (another clock) is not a visit in the window.
        #expect(recency.lastVisit("c") == nil)
        #expect(recency.visited == ["a"])
        #expect(Messages.teamVisited(0) == "team: today")
        #expect(Messages.teamVisited(1) == "team: yesterday")
        #expect(Messages.teamVisited(3) == "team: 3 days ago")
    }

    /// labzero/lunch's "sort duration": a place the team went to 10 days ago (past the
    /// 7-day skip) is drawn less often than places it did not go to, over many seeded draws.
    @Test func pickForTheTeamDrawsARecentlyVisitedPlaceLessOften() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        var preferences = Preferences()
        preferences.radiusMetres = 130  // Golden Sushi, Pizza Place, Kahvila Suomi
        try s.store.send(.setPreferences(preferences))
        let c = s.context
        let interactor = PickInteractor(near: NearInteractor(lister: c.lister, store: s.store, whereabouts: c.whereabouts),
                                        detail: ShowInteractor(resolver: c.resolver, lister: c.lister, whereabouts: c.whereabouts),
                                        store: s.store, clock: TestShell.clock, random: SeededRandomSource(seed: 26))
        var team = TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 2)
        team.lastVisits = ["osm:node/6": "2026-11-10"]
        var drawn: [String: Int] = [:]
        for _ in 0..<3_000 {
            try s.store.send(.picksReset)
            drawn[try interactor.pick(NearRequest(), team: team).row.place.id, default: 0] += 1
        }
        // Golden Sushi weighs (10 + 1)/(28 + 1) ≈ 0.38 of an untried place: about 480 of 3,000.
        let sushi = drawn["osm:node/6", default: 0], pizza = drawn["osm:node/10", default: 0], kahvila = drawn["osm:node/2", default: 0]
        #expect(sushi + pizza + kahvila == 3_000)
        #expect(Double(sushi) < 0.6 * Double(min(pizza, kahvila)), "\(drawn)")
        #expect(abs(Double(sushi) / 3_000 - (11.0 / 29) / (11.0 / 29 + 2)) < 0.03, "\(drawn)")
        #expect(PickWeights.recency(days: 0, window: 28) < PickWeights.recency(days: 27, window: 28))
        #expect(PickWeights.recency(days: nil, window: 28) == 1)
    }
}
