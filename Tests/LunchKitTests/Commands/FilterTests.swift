import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `filter`: its interactor and presenter directly, then the shell.
@Suite struct FilterTests {
    @Test func setsWarnsAndClears() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = FilterInteractor(store: s.store, catalog: s.catalog)
        let set = try interactor.apply(FilterRequest(words("+vegan", "radius", "1km", "+nosuchtag")))
        #expect(set.preferences.wantedTags == ["vegan", "nosuchtag"])
        #expect(set.preferences.radiusMetres == 1000)
        #expect(set.warnings.count == 1)
        #expect(FilterPresenter().present(set).text.hasSuffix("Filters: +vegan, +nosuchtag, radius 1.0 km"))
        #expect(throws: UserError(Messages.unknownFilterWord("bogus"))) { try FilterRequest(words("bogus")) }
        let cleared = try interactor.apply(FilterRequest(words("clear")))
        #expect(cleared.changed)
        #expect(FilterPresenter().present(cleared).text == "No filters saved.")
    }

    @Test func throughTheShellUndoTakesItBack() {
        let s = TestShell(places: Fixtures.small)
        s.run("filter +vegan; undo")
        #expect(s.store.state.preferences == Preferences())
    }

    @Test func setShowClearAndUndo() {
        let s = TestShell(places: Fixtures.small)
        s.run("filter +vegan -fast_food price 2 radius 1km open")
        var expected = Preferences()
        expected.wantedTags = ["vegan"]
        expected.avoidedTags = ["fast_food"]
        expected.maxPrice = 2
        expected.radiusMetres = 1000
        expected.openNow = true
        #expect(s.store.state.preferences == expected)
        #expect(s.savedState?.contains("\"wanted_tags\"") == true)
        s.run("undo")
        #expect(s.store.state.preferences == Preferences())
        s.run("filter +vegan; filter clear")
        #expect(s.store.state.preferences == Preferences())
    }

    @Test func unknownTagsAreAcceptedWithAWarning() {
        let s = TestShell(places: Fixtures.small)
        #expect(!s.run("filter +vegn").failed)
        #expect(s.output.stdout.hasPrefix("warning: no place in the catalog has tag 'vegn'; did you mean 'vegan'?"))
        #expect(s.store.state.preferences.wantedTags == ["vegn"])
    }

    @Test func savedFiltersApplyToNearAndCommandWordsToThatCommandOnly() {
        let s = TestShell(places: Fixtures.small, json: false)
        s.run("at 60.1699,24.9384; filter +sushi; near 600")
        #expect(s.store.state.currentList == ["osm:node/6"])
        s.run("near 600 -sushi")   // this command's word overrides the saved one
        #expect(!s.store.state.currentList.contains("osm:node/6"))
        #expect(s.store.state.preferences.wantedTags == ["sushi"])
    }

    @Test func manyFilterTagsAreRefused() {
        let s = TestShell(places: Fixtures.small)
        let tags = (0...100).map { "+t\($0)" }.joined(separator: " ")
        #expect(s.run("filter " + tags).failed)
        #expect(s.output.stderr == "error: a filter holds at most 100 tags, not 101; nothing was changed\n")
        #expect(s.store.state.preferences == Preferences())
    }

    @Test(arguments: [
        ("filter -", "'-' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("filter price 9", "price must be 1 to 4 (or $ to $$$$), not '9'"),
        ("filter price", "'price' needs a value, e.g. 'price 2'"),
        ("filter radius", "'radius' needs a value, e.g. 'radius 1km'"),
        (ShellExpectations.fiveRows + "filter +" + String(repeating: "t", count: 101), "a filter tag is at most 100 characters ('tttttttttttttttttttt…' is longer); nothing was changed"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func theWordsAreOneChange() throws {
        #expect(try FilterRequest(words("CLEAR")) == .clear)
        var filter = PlaceFilter()
        filter.wanted = ["vegan"]
        filter.maxPrice = 2
        #expect(try FilterRequest(words("price", "2", "radius", "1km", "+vegan")) == .add(radius: Radius(metres: 1000), filter: filter))
        #expect(throws: UserError(Messages.needsValue("radius", example: "radius 1km"))) { try FilterRequest(words("+vegan", "radius")) }
        #expect(throws: UserError(Messages.badRadius("far"))) { try FilterRequest(words("radius", "far")) }
        #expect(throws: UserError(Messages.clearStandsAlone)) { try FilterRequest(words("clear", "+vegan")) }
        #expect(throws: UserError(Messages.clearStandsAlone)) { try FilterRequest(words("clear", "clear")) }
        #expect(throws: UserError(Messages.extraRadius("2km"))) { try FilterRequest(words("radius", "1km", "radius", "2km")) }
    }
}
