import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `favs`: its interactor and presenter directly, then the shell.
@Suite struct FavsTests {
    @Test func placesGoneFromTheCatalogAreKeptByName() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.addFavourite("osm:node/5"))
        try s.store.send(.addFavourite("osm:node/404"))
        try s.store.send(.addFavourite("osm:node/6"))
        let result = FavsInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts).favourites()
        #expect(result.rows.map(\.place.id) == ["osm:node/6", "osm:node/5"])
        #expect(result.rows.map(\.row) == [1, 2])
        #expect(result.gone.map(\.id) == ["osm:node/404"])
        let text = FavsPresenter(table: s.context.table).present(result).text
        #expect(text.hasSuffix("   " + Messages.goneFromCatalog("osm:node/404") + "  osm:node/404"))
    }

    @Test func noneYet() {
        let s = TestShell(places: Fixtures.small)
        s.run("favs")
        #expect(s.output.stdout == Messages.noFavourites + "\n")
        // On a fresh state (no list yet) the hint says how to mark one in general: `fav REF`.
        #expect(s.output.stdout.contains("'fav REF' marks one"), "\(s.output.stdout)")
        #expect(s.output.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    }

    @Test func favShowsInListsAndFavsIsNumbered() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384; near 600; fav 2; fav 2; favs")
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.contains("★ Pizza Place is a favourite.\n★ Pizza Place was already a favourite."))
        #expect(s.store.state.favourites == ["osm:node/10"])
        #expect(s.store.state.currentList == ["osm:node/10"])  // favs is the list now
        s.output.clear()
        s.run("show 1")
        #expect(s.output.stdout.hasPrefix("Pizza Place ★  osm:node/10"))
    }

    @Test(arguments: [
        ("favs -1", "'favs' takes no arguments: '-1' is extra — usage: favs"),
        ("favs 1", "'favs' takes no arguments: '1' is extra — usage: favs"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func aFavouriteKeepsItsNameAndPositionAfterThePlaceLeaves() throws {
        let s = TestShell(places: Fixtures.small)
        let spot = Fixtures.offset(Fixtures.helsinki, metres: 200, bearing: 90)
        try s.store.send(.rememberFavourite("osm:node/77", FavouritePlace(name: "Old Diner", coordinate: spot)))
        try s.store.send(.addFavourite("osm:node/77"))
        s.run("at 60.1699,24.9384; favs; show osm:node/77")
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.contains("Old Diner (no longer in catalog)  osm:node/77"))
        #expect(s.output.stdout.contains("Old Diner ★  osm:node/77"))
        #expect(s.output.stdout.contains(Messages.keptFavourite))
        #expect(s.output.stdout.contains("distance  200 m E"))
        // Marking a place keeps what it is.
        s.run("near 130; fav 1")
        #expect(s.store.state.favouritePlaces["osm:node/6"]?.name == "Golden Sushi")
    }
}
