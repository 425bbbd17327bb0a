import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// `team`, `vote`, `unvote`, `today`, `decide` through the shell: two members on one
/// scripted server, offline, argument errors, the exact text and `--json`.
@Suite struct TeamTests {
    static let url = "postgresql://127.0.0.1:5432/lunch"

    static func server() -> ScriptedTeamConnection {
        ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))
    }

    static func shell(_ server: ScriptedTeamConnection?, _ member: String, json: Bool = false) -> TestShell {
        let s = TestShell(places: Fixtures.small, json: json, team: TestShell.team(server, member: member))
        if server != nil {
            s.run("team join \(url) --as \(member)")
            s.output.clear()
        }
        return s
    }

    @Test(arguments: ["vote 1", "unvote", "today", "decide", "team diet +vegan", "veto 1", "unveto", "in", "out",
                      "decide --reopen"])
    func withoutATeamEachSaysHowToJoin(_ line: String) {
        ShellExpectations.oneLineError(line, Messages.notInTeam)
    }

    @Test(arguments: [
        ("team bogus", Messages.teamUnknownWord("bogus")), ("team join", Messages.teamJoinNeedsURL),
        ("team join a b", Messages.teamJoinOneURL), ("team join \(url) --as", Messages.teamAsNeedsName),
        ("team join \(url) --as ' x'", Messages.teamBadName(" x")),
        ("team diet vegan", Messages.teamBadDietWord("vegan")), ("team leave now", Messages.teamExtraWord("now", after: "team leave")),
        ("team join nonsense", "not a PostgreSQL connection string (postgresql://USER@HOST:PORT/DATABASE, or host=… dbname=…): 'nonsense'"),
        ("vote", Messages.refNeeded), ("vote 9", Messages.rowOutOfRange(9, count: 0)),
        ("unvote 9", Messages.rowOutOfRange(9, count: 0)), ("veto", Messages.refNeeded),
        ("unveto 1", "'unveto' takes no arguments: '1' is extra"), ("in now", "'in' takes no arguments: 'now' is extra"),
        ("decide --soon", "'decide' takes no arguments: '--soon' is extra — usage: decide [--anyway] [--reopen]"),
    ])
    func argumentErrorsAreOneLine(_ line: String, _ message: String) {
        let s = Self.shell(Self.server(), "alice")
        #expect(s.run(line).failed)
        #expect(s.output.stderr.hasPrefix("error: \(message)"), "\(s.output.stderr)")
        #expect(s.output.stderr.split(separator: "\n").count <= 2)
    }

    @Test func withoutTeamSupportJoinSaysSo() {
        let s = TestShell(places: Fixtures.small, team: TestShell.team(nil))
        #expect(s.run("team join \(Self.url)").failed)
        #expect(s.output.stderr == "error: \(Messages.teamNotBuilt)\n")
        s.output.clear()
        s.run("team")
        #expect(s.output.stdout == Messages.teamNotJoined + "\n")
    }

    @Test func twoMembersVoteAndBothSeeTheSameDay() {
        let server = Self.server()
        let alice = Self.shell(server, "alice"), bob = Self.shell(server, "bob")
        alice.run(ShellExpectations.here + "vote kahvila")
        #expect(alice.output.stdout.hasSuffix("\nYou voted Kahvila Suomi for 2026-11-20.\n"))
        #expect(alice.store.state.currentPlace == "osm:node/2")
        bob.run("vote pizza place; team diet +vegan")
        alice.output.clear()
        alice.run("today")
        #expect(alice.output.stdout == """
            Today, 2026-11-20
            1  Kahvila Suomi  1 vote  alice  ~2 min  ← your vote
            2  Pizza Place    1 vote  bob    ~1 min
            In: alice, bob
            ~ is a straight line: this catalog has no walkable ways

            """)
        #expect(alice.output.stderr == "")
        alice.run("show 2")
        #expect(alice.store.state.currentPlace == "osm:node/10")
        bob.run("vote kahvila")
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout == """
            team postgresql://alice@127.0.0.1:5432/lunch — connected
              alice (you)
              bob          vegan

            """)
        alice.output.clear()
        alice.run("decide")
        #expect(alice.output.stdout == "Decided for 2026-11-20: Kahvila Suomi (2 votes).\n")
        bob.output.clear()
        bob.run("decide; today")
        #expect(bob.output.stdout == """
            already decided by alice: Kahvila Suomi
            Today, 2026-11-20 — Decided: Kahvila Suomi (by alice)
            1  Kahvila Suomi  2 votes  alice, bob  ~2 min  ← your vote
            2  Pizza Place    1 vote   bob         ~1 min  ← your vote
            In: alice, bob
            ~ is a straight line: this catalog has no walkable ways

            """)
    }

    @Test func theJSONOfTodayTeamAndDecide() {
        let server = Self.server()
        let bob = Self.shell(server, "bob")
        bob.run("vote golden sushi; team diet +vegan +gluten_free")
        let alice = Self.shell(server, "alice", json: true)
        alice.run("vote kahvila; unvote; vote pizza place")
        alice.output.clear()
        alice.run("today")
        #expect(alice.output.stdout == #"{"command":"today","day":"2026-11-20","places":[{"id":"osm:node/6","name":"Golden Sushi","votes":1,"members":["bob"],"mine":false,"vetoed_by":null,"vetoers":[],"my_veto":false,"walk_min":2,"walk_m":143.1,"walk":"straight","team_last_visit":null},{"id":"osm:node/10","name":"Pizza Place","votes":1,"members":["alice"],"mine":true,"vetoed_by":null,"vetoers":[],"my_veto":false,"walk_min":1,"walk_m":0,"walk":"straight","team_last_visit":null}],"in":["bob","alice"],"out":[],"decision":null,"connected":true}"# + "\n")
        alice.output.clear()
        alice.run("team")
        #expect(alice.output.stdout == #"{"command":"team","connected":true,"team":"postgresql://alice@127.0.0.1:5432/lunch","members":["bob","alice"],"waiting":0,"member":"alice","diet":{"bob":["vegan","gluten_free"]},"read_only":false,"deadline":null,"zone":null,"recency_days":null,"notify":null,"remind":null}"# + "\n")
        alice.output.clear()
        // A tie: Golden Sushi and Pizza Place are equal (no ratings), so the name decides, and says so.
        alice.run("decide")
        #expect(alice.output.stdout == #"{"command":"decide","ok":true,"day":"2026-11-20","decision":{"id":"osm:node/6","name":"Golden Sushi","by":"alice","reason":"tie 1–1 with Pizza Place: first by name","rule":"name","votes":1,"tie_with":{"id":"osm:node/10","name":"Pizza Place","votes":1},"unmet":[],"passed_over":null,"by_deadline":false},"already":false,"reopened":false,"sent":true,"warnings":[]}"# + "\n")
    }

    /// Before: a tie went to the decider's own favourite (pick's weight). Now the team's
    /// rule decides, whoever types `decide`, and says why.
    @Test func aTieGoesByTheTeamsRuleNotTheDecidersFavourite() {
        let server = Self.server()
        let bob = Self.shell(server, "bob")
        bob.run("vote golden sushi")
        let alice = Self.shell(server, "alice")
        alice.run("fav pizza place; vote pizza place; decide")
        #expect(alice.output.stdout.hasSuffix("Decided for 2026-11-20: Golden Sushi (1 vote) — tie 1–1 with Pizza Place: first by name.\n"))
    }

    /// The votes of a member who is out are listed, marked, and not counted: the rows go by
    /// the votes that count, as the team's rule counts them.
    @Test func approvalVotesVetoInOutAndReopen() {
        let server = Self.server()
        let bob = Self.shell(server, "bob")
        bob.run("vote golden sushi, pizza place; out")
        #expect(bob.output.stdout == """
            You voted Golden Sushi, Pizza Place for 2026-11-20.
            You are out for 2026-11-20: your votes are not counted.

            """)
        let alice = Self.shell(server, "alice")
        alice.run("vote kahvila; veto pizza place")
        alice.output.clear()
        alice.run("today")
        #expect(alice.output.stdout == """
            Today, 2026-11-20
            1  Kahvila Suomi                  1 vote   alice      ~2 min  ← your vote
            2  Golden Sushi                   0 votes  bob (out)  ~2 min
            3  Pizza Place [vetoed by alice]  0 votes  bob (out)  ~1 min  ← your veto
            In: alice
            Out: bob
            ~ is a straight line: this catalog has no walkable ways

            """)
        alice.output.clear()
        alice.run("decide; vote golden sushi")
        #expect(alice.output.stdout == "Decided for 2026-11-20: Kahvila Suomi (1 vote).\n")
        #expect(alice.output.stderr == "error: 2026-11-20 is already decided: Kahvila Suomi (decide --reopen to vote again)\n")
        bob.output.clear()
        bob.run("decide --reopen; in; unvote pizza place; decide")
        #expect(bob.output.stdout == """
            Reopened 2026-11-20: the decision for Kahvila Suomi is taken back; vote and decide again.
            You are in for 2026-11-20.
            Your vote for Pizza Place on 2026-11-20 is taken back.
            Decided for 2026-11-20: Golden Sushi (1 vote) — tie 1–1 with Kahvila Suomi: first by name.

            """)
    }

    /// `unveto` with no veto of mine says there is nothing to take back, and sends nothing.
    @Test func unvetoWithNothingToTakeBackSaysSo() {
        let server = Self.server()
        let alice = Self.shell(server, "alice")
        alice.run("vote kahvila")
        alice.output.clear()
        alice.run("unveto")
        #expect(alice.output.stdout == "You have no veto for 2026-11-20: nothing to take back.\n")
        alice.output.clear()
        alice.run("veto pizza place; unveto")
        #expect(alice.output.stdout == "You vetoed Pizza Place for 2026-11-20.\nYour veto for 2026-11-20 is taken back.\n")
    }

    @Test func offlineTheVoteWaitsAndTodayShowsIt() {
        let server = Self.server()
        let alice = Self.shell(server, "alice")
        // The vote fails, `today` then skips the network (the offline spell), `team` tries and fails.
        server.then(.fail(.unreachable("connection refused")), .fail(.unreachable("connection refused")))
        alice.run("vote kahvila")
        #expect(alice.output.stdout == "You voted Kahvila Suomi for 2026-11-20 (waiting to be sent: 1 change waiting).\n")
        #expect(alice.output.stderr == "team: offline (connection refused), 1 change waiting\n")
        alice.output.clear()
        alice.run("today; team")
        #expect(alice.output.stdout == """
            Today, 2026-11-20
            1  Kahvila Suomi  1 vote  alice  ~2 min  ← your vote
            In: alice
            ~ is a straight line: this catalog has no walkable ways
            (offline: the team as of just now)
            team postgresql://alice@127.0.0.1:5432/lunch — offline (connection refused), as of just now
              alice (you)
            1 change waiting to be sent

            """)
        #expect(alice.output.stderr == "")
        alice.output.clear()
        alice.run("team")  // within the offline spell only `team` asks the server
        #expect(alice.output.stderr == "team: back online, 1 change sent\n")
        #expect(server.snapshot.votes.map(\.member) == ["alice"])
    }

    @Test func teamTextFromTheServerIsMadeSafe() {
        let server = Self.server()
        let evil = TeamPlace(id: "osm:node/99", name: "Evil\u{1B}[2J Diner", latitude: 60.17, longitude: 24.94)
        server.teammate(TeamChange(member: "m\u{1B}]0;x\u{07}", time: Date(), kind: .vote(day: "2026-11-20", place: evil)),
                        news: .voted, place: evil)
        let alice = Self.shell(server, "alice")
        alice.run("today")
        #expect(!alice.output.stdout.contains("\u{1B}"))
        #expect(alice.output.stdout.contains("Evil"))
        #expect(!TeamNewsText.line(TeamNews(sequence: 1, member: "m\u{1B}x", action: .voted, place: evil)).contains("\u{1B}"))
    }
}

/// `vote N` on a row of `today` whose place is a teammate's, not in my catalog.
@Suite struct TeamVoteImportedTests {
    @Test func votingARowOfTodayWhosePlaceIsNotInMyCatalogUsesTheTeamsSnapshot() {
        let server = TeamTests.server()
        let imported = TeamPlace(id: "geo:60.1700,24.9400", name: "Bob's Imported Soup", latitude: 60.17, longitude: 24.94)
        let alice = TeamTests.shell(server, "alice")
        server.teammate(TeamChange(member: "bob", time: Date(), kind: .vote(day: "2026-11-20", place: imported)), news: .voted,
                        place: imported)
        alice.run("today")
        #expect(alice.output.stdout.contains("1  Bob's Imported Soup  1 vote  bob"), "\(alice.output.stdout)")
        alice.output.clear()
        alice.run("vote 1")
        #expect(alice.output.stderr == "")
        #expect(alice.output.stdout == "You voted Bob's Imported Soup for 2026-11-20.\n")
        #expect(server.snapshot.votes.map { "\($0.member) \($0.place.name)" } == ["bob Bob's Imported Soup", "alice Bob's Imported Soup"])
        #expect(server.snapshot.votes.last?.place == imported)
    }
}
