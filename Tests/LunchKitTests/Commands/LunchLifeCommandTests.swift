import Foundation
import Testing
@testable import LunchKit

@Suite struct LunchLifeCommandTests {
    func shell() -> TestShell { TestShell(places: Fixtures.small) }

    @Test func favShowsInListsAndFavsIsNumbered() {
        let s = shell()
        s.run("at 60.1699,24.9384; near 600; fav 2; fav 2; favs")
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.contains("★ Pizza Place is a favourite.\n★ Pizza Place was already a favourite."))
        #expect(s.store.state.favorites == ["osm:node/10"])
        #expect(s.store.state.currentList == ["osm:node/10"])  // favs is the list now
        s.output.clear()
        s.run("show 1")
        #expect(s.output.stdout.hasPrefix("Pizza Place ★  osm:node/10"))
    }

    @Test(arguments: [
        ("rate 4", 4, nil as String?), ("rate 5 \"great soup\"", 5, "great soup"), ("rate 3 so-so", 3, "so-so"),
    ])
    func rateTheCurrentPlace(_ line: String, _ stars: Int, _ note: String?) throws {
        let s = shell()
        s.run("show kahvila; " + line)
        #expect(s.output.stderr == "")
        let visit = try #require(s.store.state.visits.first)
        #expect(visit.placeID == "osm:node/2")
        #expect(visit.stars == stars)
        #expect(visit.note == note)
        #expect(visit.date == FixedClock.parseLocalTime("2026-11-20T12:30"))
    }

    /// Notes are capped (1,000 characters); a note up to the cap, and one like a date, is kept.
    @Test func aNoteUpToTheCapIsKept() {
        let s = shell()
        let note = String(repeating: "é", count: 1000)
        #expect(!s.run("show kahvila; rate 4 \"\(note)\"; rate 3 2024-01-01").failed)
        #expect(s.store.state.visits.map(\.note) == [note, "2024-01-01"])
    }

    @Test func manyFilterTagsAreRefused() {
        let s = shell()
        let tags = (0...100).map { "+t\($0)" }.joined(separator: " ")
        #expect(s.run("filter " + tags).failed)
        #expect(s.output.stderr == "error: a filter holds at most 100 tags, not 101; nothing was changed\n")
        #expect(s.store.state.preferences == Preferences())
    }

    @Test func rateANamedPlaceOrARow() {
        let s = shell()
        s.run("at 60.1699,24.9384; near 600; rate 2 5; rate golden s 2 \"meh\"")
        #expect(s.output.stderr == "")
        #expect(s.store.state.visits.map(\.placeID) == ["osm:node/10", "osm:node/6"])
        #expect(s.store.state.visits.map(\.stars) == [5, 2])
        #expect(s.store.state.currentPlace == "osm:node/6")
    }

    @Test(arguments: [
        ("rate 4", Messages.noCurrentPlace), ("rate 0", Messages.badStars("0")), ("rate 6", Messages.badStars("6")),
        ("rate kahvila great", Messages.badStars("great")), ("rate", Messages.rateNeedsStars),
        ("rate 9 4", Messages.rowOutOfRange(9, count: 0)),
    ])
    func badRatingsAreOneClearLine(_ line: String, _ message: String) {
        let s = shell()
        #expect(s.run(line).failed)
        #expect(s.output.stderr == "error: \(message)\n")
        #expect(s.store.state.visits.isEmpty)
    }

    @Test func visitsAreNewestFirstWithNames() {
        let s = shell()
        s.run("show kahvila; rate 4 \"good\"; show golden s; rate 2")
        s.output.clear()
        s.run("visits")
        #expect(s.output.stdout == """
        2026-11-20  ★★☆☆☆  Golden Sushi
        2026-11-20  ★★★★☆  Kahvila Suomi  “good”

        """)
    }

    @Test func undoSaysWhatItUndid() {
        let s = shell()
        s.run("fav kahvila; show golden s; rate 5; undo; undo; undo")
        #expect(s.output.stdout.contains("Undid the rating of Golden Sushi (5★).\nUndid fav Kahvila Suomi.\nNothing to undo in this session."))
        #expect(s.store.state.favorites.isEmpty)
        #expect(s.store.state.visits.isEmpty)
    }

    @Test func showListsTheVisitsAndTheAverage() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("show kahvila; rate 4 \"good\"; rate 2; show kahvila")
        let last = s.output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(#""rating":3,"#))
        #expect(last.contains(#""visits":[{"place_id":"osm:node/2","name":"Kahvila Suomi","date":"2026-11-20","stars":2,"note":null},{"place_id":"osm:node/2","name":"Kahvila Suomi","date":"2026-11-20","stars":4,"note":"good"}]"#))
        let text = TestShell(places: Fixtures.small)
        text.run("show kahvila; rate 4 \"good\"; show kahvila")
        #expect(text.output.stdout.contains("rating    4.0 of 5 from 1 visit\n  visits    2026-11-20  ★★★★☆  “good”"))
    }

    @Test func ratingsShowAsAveragesInLists() {
        let s = shell()
        s.run("show kahvila; rate 4; rate 5; at 60.1699,24.9384; near 130")
        #expect(s.output.stdout.contains("4.5"))
    }
}
