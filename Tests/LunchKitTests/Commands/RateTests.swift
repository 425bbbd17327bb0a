import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `rate`: stars, its grammar, interactor and presenter directly, then the shell.
@Suite struct RateTests {
    @Test func starsAreAWholeNumberFromOneToFive() throws {
        #expect(try Stars(parsing: "5").value == 5)
        for word in ["0", "6", "4.5", "four", ""] {
            #expect(throws: UserError(Messages.badStars(word))) { try Stars(parsing: word) }
        }
        #expect(Stars(argument: "3")?.value == 3)
    }

    @Test func theGrammarSplitsRefStarsAndNote() throws {
        #expect(try RateRequest(["4"]) == RateRequest(stars: Stars(parsing: "4"), note: nil))
        #expect(try RateRequest(["1", "4"]) == RateRequest(ref: PlaceReference(["1"]), stars: Stars(parsing: "4"), note: nil))
        #expect(try RateRequest(["4", "great"]) == RateRequest(stars: Stars(parsing: "4"), note: "great"))
        #expect(try RateRequest(["golden", "sushi", "3", "ok"]) == RateRequest(ref: PlaceReference(["golden", "sushi"]), stars: Stars(parsing: "3"), note: "ok"))
        #expect(throws: UserError(Messages.rateNeedsStars)) { try RateRequest([]) }
        #expect(throws: UserError(Messages.rateNoteInQuotes)) { try RateRequest(["4", "great", "soup"]) }
    }

    @Test func theInteractorRatesTheCurrentPlaceAsAVisitNow() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = RateInteractor(resolver: s.context.resolver, catalog: s.catalog, store: s.store, clock: TestShell.clock)
        #expect(throws: UserError(Messages.noCurrentPlace)) { try interactor.rate(RateRequest(["4"])) }
        try s.store.send(.setCurrentPlace("osm:node/2"))
        let result = try interactor.rate(RateRequest(["4", "nice"]))
        #expect(result.visit.placeID == "osm:node/2")
        #expect(result.visit.note == "nice")
        #expect(result.visit.date == TestShell.clock.now())
        #expect(result.average == 4)
        #expect(result.count == 1)
        #expect(s.store.state.visits == [result.visit])
    }

    @Test func thePresenterSaysTheNewAverage() {
        let visit = Visit(id: "v", placeID: "osm:node/2", placeName: "Kahvila Suomi", date: TestShell.clock.now(), stars: 3, note: nil)
        let response = RatePresenter(visits: VisitPresenter()).present((visit, 3.5, 2))
        #expect(response.text == "Rated Kahvila Suomi ★★★☆☆. Your average there: 3.5 from 2 visits.")
    }

    @Test func throughTheShellTheRatedPlaceBecomesCurrent() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila; rate 1 5")
        #expect(s.store.state.currentPlace == "osm:node/2")
        #expect(s.run("rate 1 4.5").failed)
        #expect(s.output.stderr == "error: \(Messages.badStars("4.5"))\n")
    }

    @Test(arguments: [
        ("rate 4", 4, nil as String?), ("rate 5 \"great soup\"", 5, "great soup"), ("rate 3 so-so", 3, "so-so"),
    ])
    func rateTheCurrentPlace(_ line: String, _ stars: Int, _ note: String?) throws {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; " + line)
        #expect(s.output.stderr == "")
        let visit = try #require(s.store.state.visits.first)
        #expect(visit.placeID == "osm:node/2")
        #expect(visit.stars == stars)
        #expect(visit.note == note)
        #expect(visit.date == FixedClock.parseLocalTime("2026-11-20T12:30"))
    }

    @Test func rateANamedPlaceOrARow() {
        let s = TestShell(places: Fixtures.small)
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
        let s = TestShell(places: Fixtures.small)
        #expect(s.run(line).failed)
        #expect(s.output.stderr == "error: \(message)\n")
        #expect(s.store.state.visits.isEmpty)
    }

    @Test(arguments: [
        ("show kahvila; rate 1 4.5", "stars are a whole number from 1 to 5, not '4.5'"),
        ("show kahvila; rate 4.5", "stars are a whole number from 1 to 5, not '4.5'"),
        ("show kahvila; rate 4,5", "stars are a whole number from 1 to 5, not '4,5'"),
        ("show kahvila; rate kahvila 3.0", "stars are a whole number from 1 to 5, not '3.0'"),
        ("show kahvila; rate 2 -1", "stars are a whole number from 1 to 5, not '-1'"),
        ("show kahvila; rate kahvila great", "stars are a whole number from 1 to 5, not 'great'"),
        ("show kahvila; rate great", "stars are a whole number from 1 to 5, not 'great'"),
        ("show kahvila; rate 4 great soup", "a note is one word: put a longer note in quotes, e.g. rate 4 \"great soup\""),
        ("show kahvila; rate kahvila 4 great soup", "a note is one word: put a longer note in quotes, e.g. rate 4 \"great soup\""),
        // Look-alikes of a number are stars, refused, never a 1★ visit with a note.
        (ShellExpectations.fiveRows + "show 1; rate 1 ５", "stars are a whole number from 1 to 5, not '５'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 4e0", "stars are a whole number from 1 to 5, not '4e0'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 4½", "stars are a whole number from 1 to 5, not '4½'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 4★", "stars are a whole number from 1 to 5, not '4★'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 4*", "stars are a whole number from 1 to 5, not '4*'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 ٤", "stars are a whole number from 1 to 5, not '٤'"),
        (ShellExpectations.fiveRows + "show 1; rate 1 4E+0", "stars are a whole number from 1 to 5, not '4E+0'"),
        ("show kahvila; rate ５", "stars are a whole number from 1 to 5, not '５'"),
        ("show kahvila; rate 4 \"" + String(repeating: "x", count: 1001) + "\"", "a note is at most 1000 characters, not 1001; nothing was saved"),
    ])
    func rateRefusesWhatIsNotItsGrammar(_ line: String, _ message: String) {
        let s = TestShell(places: Fixtures.small)
        #expect(s.run(line).failed)
        #expect(s.output.stderr == "error: \(message)\n")
        #expect(s.store.state.visits.isEmpty)
    }

    @Test(arguments: [
        // rate STARS ["NOTE"]
        ("show kahvila; rate 4", "osm:node/2", 4, nil as String?),
        ("show kahvila; rate 4 \"great soup\"", "osm:node/2", 4, "great soup"),
        ("show kahvila; rate 3 10/10", "osm:node/2", 3, "10/10"),
        // rate REF STARS ["NOTE"]: a number last is the stars, so `1 4` is row 1, 4 stars
        (ShellExpectations.fiveRows + "rate 1 4", "osm:node/6", 4, nil),
        (ShellExpectations.fiveRows + "rate 1 4 \"no note is a star\"", "osm:node/6", 4, "no note is a star"),
        (ShellExpectations.fiveRows + "rate golden s 5 ok", "osm:node/6", 5, "ok"),
        (ShellExpectations.fiveRows + "rate osm:node/3 2", "osm:node/3", 2, nil),
    ])
    func rateTakesEachForm(_ line: String, _ id: String, _ stars: Int, _ note: String?) throws {
        let s = TestShell(places: Fixtures.small)
        #expect(!s.run(line).failed)
        #expect(s.output.stderr == "")
        let visit = try #require(s.store.state.visits.last)
        #expect(s.store.state.visits.count == 1)
        #expect((visit.placeID, visit.stars, visit.note) == (id, stars, note))
    }

    /// Notes are capped (1,000 characters); a note up to the cap, and one like a date, is kept.
    @Test func aNoteUpToTheCapIsKept() {
        let s = TestShell(places: Fixtures.small)
        let note = String(repeating: "é", count: 1000)
        #expect(!s.run("show kahvila; rate 4 \"\(note)\"; rate 3 2024-01-01").failed)
        #expect(s.store.state.visits.map(\.note) == [note, "2024-01-01"])
    }

    @Test(arguments: [
        (ShellExpectations.here + "near 600; rate 1 4 5", "'5' is extra: rate takes one REF, then STARS (rate 1 4), then a note in quotes (rate 1 4 \"great soup\")"),
        (ShellExpectations.here + "near 600; rate 1 2 3 4", "'3 4' is extra: rate takes one REF, then STARS (rate 1 2), then a note in quotes (rate 1 2 \"great soup\")"),
        (ShellExpectations.here + "near 600; rate 1 4 \"5\"", "'5' is extra: rate takes one REF, then STARS (rate 1 4), then a note in quotes (rate 1 4 \"great soup\")"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func rateRowAndStarsStillWork() throws {
        let s = TestShell(places: Fixtures.small)
        #expect(!s.run(ShellExpectations.here + "near 600; rate 1 4; rate 2 5 \"5 of 5\"").failed)
        #expect(s.store.state.visits.map(\.stars) == [4, 5])
        #expect(s.store.state.visits.last?.note == "5 of 5")
    }

    @Test func tagsAndWouldReturnAfterTheNote() throws {
        let request = try RateRequest(["2", "4", "great", "+Spicy", "+again", "+spicy"])
        #expect(try request == RateRequest(ref: PlaceReference(["2"]), stars: Stars(parsing: "4"), note: "great", tags: ["spicy"], wouldReturn: true))
        #expect(try RateRequest(["1", "+4"]).stars.value == 4)  // `+4` is stars, not a tag
        #expect(try RateRequest(["5", "+never"]).wouldReturn == false)
        #expect(throws: UserError(Messages.againAndNever)) { try RateRequest(["4", "+again", "+never"]) }
        #expect(throws: UserError(Messages.rateNeedsStars)) { try RateRequest(["+again"]) }
        #expect(throws: UserError(Messages.tagsComeLast)) { try RateRequest(["1", "4", "+spicy", "note"]) }
        let many = (0...16).map { "+t\($0)" }
        #expect(throws: UserError(Messages.tooManyVisitTags(17, limit: 16))) { try RateRequest(["4"] + many) }

        let s = TestShell(places: Fixtures.small)
        s.run(ShellExpectations.fiveRows + "rate 3 4 \"nice\" +spicy +again; visits")
        #expect(s.output.stdout.contains("Rated Kahvila Suomi ★★★★☆ “nice” +spicy +again."))
        #expect(s.output.stdout.contains("Kahvila Suomi  “nice”  +spicy  +again"))
        let visit = try #require(s.store.state.visits.first)
        #expect(visit.tags == ["spicy"] && visit.wouldReturn == true)
        #expect(VisitPresenter().json(visit).serialized().contains("\"tags\":[\"spicy\"],\"would_return\":true"))
    }

    @Test func aVisitWithoutTagsReadsAndWritesAsBefore() throws {
        let old = #"{"id":"v1","place_id":"osm:node/2","name":"Kahvila Suomi","date":0,"stars":4,"note":"nice"}"#
        let visit = try JSONDecoder().decode(Visit.self, from: Data(old.utf8))
        #expect(visit.tags.isEmpty && visit.wouldReturn == nil)
        let written = try String(decoding: JSONEncoder().encode(visit), as: UTF8.self)
        #expect(!written.contains("tags") && !written.contains("would_return"))
    }

    @Test func aQuotedPlusWordIsANoteNotATag() throws {
        let s = TestShell(places: Fixtures.small)
        s.run(ShellExpectations.fiveRows + "rate 1 4 \"+crispy\"; rate 1 3 +crispy")
        #expect(s.store.state.visits.map(\.note) == ["+crispy", nil])
        #expect(s.store.state.visits.map(\.tags) == [[], ["crispy"]])
    }
}
