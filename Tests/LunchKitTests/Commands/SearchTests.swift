import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `search`: its interactor and presenter directly, then the shell.
@Suite struct SearchTests {
    func interactor(_ s: TestShell) -> SearchInteractor {
        SearchInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts)
    }

    @Test func theInteractorRanksMatches() throws {
        let s = TestShell(places: Fixtures.small)
        let result = try interactor(s).search(SearchRequest(text: "kahvila"))
        #expect(result.rows.map(\.place.name) == ["Kahvila Suomi"])
        #expect(result.total == 1)
        #expect(throws: UserError(Messages.searchNeedsText)) { try SearchRequest([]) }
    }

    /// Issue 28: in a city catalog a match 159 km away no longer ranks above one 450 m
    /// away: the places within the radius first, the far ones after, marked; `--anywhere`
    /// ranks by the match alone.
    @Test func theMatchesWithinTheRadiusComeFirstAndTheFarOnesAreMarked() {
        let s = TestShell(places: [Fixtures.place(1, "Pizza", metres: 159_000), Fixtures.place(2, "Pizza Corner", metres: 450)])
        s.run(ShellExpectations.here + "search pizza")
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        let corner = lines.firstIndex { $0.contains("Pizza Corner") }, far = lines.firstIndex { $0.contains("far 159 km") }
        #expect(corner != nil && far != nil && corner! < far!, "\(s.output.stdout)")
        #expect(lines.contains("rows from 2 on are farther than your 1.5 km radius ('search … --anywhere' ranks by the match alone)"))
        #expect(s.store.state.currentList == ["osm:node/2", "osm:node/1"])
        s.output.clear()
        s.run("search pizza --anywhere")
        #expect(!s.output.stdout.contains("far "), "\(s.output.stdout)")
        #expect(s.store.state.currentList == ["osm:node/1", "osm:node/2"])
        s.output.clear()
        s.run("filter radius 200m; search pizza")
        #expect(s.output.stdout.contains("rows from 1 on are farther than your 200 m radius"), "\(s.output.stdout)")
        #expect(s.store.state.currentList == ["osm:node/1", "osm:node/2"])
    }

    @Test func thePresenterSaysWhyNothingMatched() {
        let presenter = SearchPresenter(table: TestShell(places: Fixtures.small).context.table)
        let result = SearchInteractor.Result(text: "zzz", rows: [], total: 0, filter: PlaceFilter())
        #expect(presenter.present(result).text == Messages.noMatches("zzz", filter: ""))
    }

    /// A 10,000-letter query is not echoed whole: the line is cut after 60 characters.
    @Test func aLongQueryIsCutInTheNoMatchLine() {
        let s = TestShell(places: Fixtures.small)
        s.run("search " + String(repeating: "q", count: 10_000))
        #expect(s.output.stdout == "No places match '" + String(repeating: "q", count: 60) + "…'; try fewer or shorter words.\n")
    }

    @Test func throughTheShellTheRowsAreTheList() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila")
        #expect(s.output.stdout.hasSuffix("(1 place matches 'kahvila')\n"))
        #expect(s.store.state.currentList == ["osm:node/2"])
    }

    /// An empty answer keeps the last list: row numbers still mean what was on screen.
    @Test func anEmptyAnswerKeepsTheLastList() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila")
        s.output.clear()
        let outcome = s.run("search zzzzqqqxx; show 1")
        #expect(!outcome.failed)
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.contains("Kahvila Suomi"))
        #expect(s.store.state.currentList == ["osm:node/2"])
        s.output.clear()
        #expect(!s.run(ShellExpectations.here + "near 1").failed)
        s.run("fav 1")
        #expect(s.store.state.favourites == ["osm:node/2"])
    }

    @Test(arguments: [
        ("search pizza +", "'+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test(arguments: [
        (ShellExpectations.here + "search regatta", "(1 place matches 'regatta')"),
        (ShellExpectations.here + "search golden", "(2 places match 'golden')"),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        ShellExpectations.countedRight(line, expected)
    }

    @Test func theTextIsTheWordsThatAreNoFilter() throws {
        let query = try SearchRequest(words("golden", "price", "2", "sushi", "+vegan"))
        #expect(query.text == "golden sushi")
        #expect(query.filter.maxPrice == 2 && query.filter.wanted == ["vegan"])
        #expect(throws: UserError(Messages.searchNeedsText)) { try SearchRequest(words("open", "$$")) }
    }

    @Test func aDishAlsoFindsItsCuisinesBelowTheNames() throws {
        let places = Fixtures.small + [Fixtures.place(11, "El Rey", metres: 40, cuisines: ["mexican"]),
                                       Fixtures.place(12, "Chalupa", metres: 900, cuisines: ["tex-mex"])]
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let result = try interactor(s).search(SearchRequest(text: "Tacos"))
        // The name (and cuisine word) match first, then the cuisine's places nearest first.
        #expect(result.rows.map(\.place.name) == ["Tacos Mexicanos", "El Rey", "Chalupa"])
        #expect(result.total == 3)
        #expect(result.cuisines == ["mexican", "tex-mex"])
        #expect(SearchPresenter(table: s.context.table).present(result).text
            .hasSuffix("(3 places match 'Tacos' or its cuisines (mexican, tex-mex))"))
        #expect(DishVocabulary.cuisines(for: "Pad  Thai") == ["thai"])
        #expect(DishVocabulary.cuisines(for: "kahvila").isEmpty)
        let plain = try interactor(s).search(SearchRequest(text: "kahvila"))
        #expect(plain.cuisines.isEmpty)
    }

    @Test func quotedWordsAreNeverFilters() throws {
        let s = TestShell(places: Fixtures.small + [Fixtures.place(11, "Open Oven", metres: 30, cuisines: ["pizza"])])
        s.run("at 60.1699,24.9384; search \"open\"; search 'Open' oven; search \\open")
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.components(separatedBy: "1  Open Oven").count == 4)
        #expect(s.output.stdout.contains("(1 place matches 'open')"))
        s.run("search open")
        #expect(s.output.stderr.hasSuffix("error: \(Messages.searchNeedsText)\n"))
        let query = try SearchRequest([FilterWord(parsing: FilterWord.marked("open")), FilterWord(parsing: "open")])
        #expect(query.text == "open" && query.filter.openNow)
    }

    @Test func aDishWithOtherWordsOrAnotherDish() throws {
        let places = Fixtures.small + [Fixtures.place(11, "El Rey", metres: 40, cuisines: ["mexican"])]
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        for text in ["tacos burrito", "mexican tacos"] {
            let names = try interactor(s).search(SearchRequest(text: text)).rows.map(\.place.name)
            #expect(names.contains("El Rey"), "\(text): \(names)")
        }
        #expect(DishVocabulary.expansions(of: "tacos helsinki").map(\.query) == ["helsinki mexican", "helsinki tex-mex"])
        #expect(DishVocabulary.expansions(of: "mexican tacos").map(\.query) == ["mexican", "tex-mex"])
    }
}
