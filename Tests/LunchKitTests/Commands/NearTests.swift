import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `near`: its interactor and presenter directly, then a few lines through the shell.
@Suite struct NearTests {
    func shell() throws -> TestShell {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki, name: "Test")))
        return s
    }

    func interactor(_ s: TestShell) -> NearInteractor {
        NearInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts)
    }

    @Test func aTypedRadiusNearestFirst() throws {
        let s = try shell()
        let result = try interactor(s).near(radius: Radius(metres: 310), filter: PlaceFilter())
        #expect(result.rows.map(\.place.name) == ["Golden Sushi", "Pizza Place", "Kahvila Suomi", "Café Regatta"])
        #expect(result.rows.map(\.row) == [1, 2, 3, 4])
        #expect(result.radius == 310)
    }

    @Test func theSavedRadiusIsTheDefault() throws {
        let s = try shell()
        var preferences = Preferences()
        preferences.radiusMetres = 130
        try s.store.send(.setPreferences(preferences))
        let result = try interactor(s).near(NearRequest())
        #expect(result.radius == 130)
        #expect(result.rows.count == 3)
    }

    @Test func wordsAreARadiusAndFilters() throws {
        let s = try shell()
        let result = try interactor(s).near(NearRequest(words("0.4km", "+cafe")))
        #expect(result.radius == 400)
        #expect(result.rows.map(\.place.name) == ["Kahvila Suomi", "Café Regatta"])
        #expect(result.unfiltered == 4)
    }

    @Test func theOneRadiusParser() throws {
        #expect(try Radius(parsing: "10min").metres == 800)
        #expect(try Radius(parsing: "1,5KM").metres == 1500)
        #expect(throws: UserError(Messages.badRadius("far"))) { try Radius(parsing: "far") }
        #expect(throws: UserError(Messages.radiusTooSmall("0"))) { try Radius(parsing: "0") }
        #expect(throws: UserError(Messages.radiusTooLarge("60km"))) { try Radius(parsing: "60km") }
        #expect(Radius(argument: "800m") == Radius(metres: 800))
        #expect(Radius(argument: "-1") == nil)
    }

    @Test func thePresenterSuggestsALargerRadiusWhenNothingIsNear() {
        let presenter = NearPresenter(table: PlaceTablePresenter(style: Style(enabled: false), now: { TestShell.clock.now() }))
        let empty = NearInteractor.Result(rows: [], radius: 400, filter: PlaceFilter(), location: "Test", unfiltered: 0)
        #expect(presenter.present(empty).text == Messages.nothingNear(radius: "400 m", filter: "", location: "Test", larger: "800m"))
        let filtered = NearInteractor.Result(rows: [], radius: 400, filter: PlaceFilter(), location: "Test", unfiltered: 3)
        #expect(presenter.present(filtered).text.hasSuffix(" 3 without the filters."))
        #expect(presenter.present(empty).json.map(\.0) == ["radius_m", "places"])
    }

    @Test func throughTheShell() throws {
        let s = try shell()
        s.run("near 100")
        #expect(s.output.stdout.contains("(2 places within 100 m of Test)"))
        #expect(s.store.state.currentList == ["osm:node/6", "osm:node/10"])
        #expect(s.run("near 5km 6km").failed)
        #expect(s.output.stderr == "error: \(Messages.extraRadius("6km"))\n")
    }

    @Test func ratingsShowAsAveragesInLists() {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4; rate 5; at 60.1699,24.9384; near 130")
        #expect(s.output.stdout.contains("4.5"))
    }

    @Test(arguments: [
        ("near 100 +", "'+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("near 100 -", "'-' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("near -5", "radius -5 must be at least 1 m"),
        ("near 0", "radius 0 must be at least 1 m"),
        ("near 0.4", "radius 0.4 must be at least 1 m"),
        ("near 1e309", "'1e309' is not a radius: use metres (800), a unit (800m, 1.2km) or walking minutes (10min)"),
        ("near nan", "'nan' is not a radius: use metres (800), a unit (800m, 1.2km) or walking minutes (10min)"),
        ("near 5km 6km", "one radius at most: '6km' is extra"),
        ("near 100 foo", "'foo' is not a radius or a filter: use a radius (800, 1.2km, 10min), +TAG, -TAG, open or price N"),
        ("near 500 price", "'price' needs a value, e.g. 'price 2'"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test(arguments: [
        (ShellExpectations.here + "near 70", "(1 place within 70 m of 60.16990, 24.93840)"),
        (ShellExpectations.here + "near 110", "(2 places within 110 m of 60.16990, 24.93840)"),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        ShellExpectations.countedRight(line, expected)
    }

    @Test func aRadiusAndFilterWordsInAnyOrder() throws {
        let query = try NearRequest(words("+cafe", "price", "2", "10min", "OPEN"))
        #expect(query.radius == Radius(metres: 800, minutes: 10))
        #expect(query.filter.wanted == ["cafe"] && query.filter.maxPrice == 2 && query.filter.openNow)
        #expect(try NearRequest(words("price", "2", "800")).radius == Radius(metres: 800))
        #expect(try NearRequest(words()) == NearRequest())
        #expect(throws: UserError(Messages.extraRadius("6km"))) { try NearRequest(words("5km", "+cafe", "6km")) }
        #expect(throws: UserError(Messages.notRadiusOrFilter("foo"))) { try NearRequest(words("100", "foo")) }
        #expect(throws: UserError(Messages.badRadius("foo"))) { try NearRequest(words("foo")) }
        #expect(throws: UserError(Messages.badPrice("x"))) { try NearRequest(words("price", "x")) }
    }

    @Test func nothingInReachSuggestsALargerRadiusOrMoving() {
        #expect(Messages.nothingNear(radius: "400 m", filter: "", location: "Kamppi", larger: "800m")
            == "No places within 400 m of Kamppi; try 'near 800m' or move with 'at NAME'.")
        #expect(Messages.nothingNear(radius: "50 km", filter: "", location: "Kamppi", larger: nil)
            == "No places within 50 km of Kamppi; move with 'at NAME'.")
        #expect(Messages.nothingNear(radius: "400 m", filter: "+vegan", location: "Kamppi", larger: nil)
            == "No places matching +vegan within 400 m of Kamppi.")
    }

    @Test func theLaterOfPlusAndMinusTagWinsAndPriceTakesDollars() throws {
        let query = try NearRequest(words("+vegan", "-vegan", "-cafe", "+cafe", "price", "$$"))
        #expect(query.filter.wanted == ["cafe"] && query.filter.avoided == ["vegan"])
        #expect(query.filter.maxPrice == 2)
    }

    @Test func aSuggestedRadiusIsOneNearTakes() throws {
        #expect(NearPresenter.radiusWord(2.5) == "2.5m")
        #expect(NearPresenter.radiusWord(2) == "2m")
        #expect(try Radius(parsing: NearPresenter.radiusWord(2.5)).metres == 2.5)
        #expect(NearPresenter.radiusWord(600) == "600m" && NearPresenter.radiusWord(3000) == "3km")
    }
}
