import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `fav` and `unfav`: one interactor and presenter, tested directly, then the shell.
@Suite struct FavTests {
    @Test func markingTwiceIsFineAndSaysSo() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = FavInteractor(resolver: s.context.resolver, catalog: s.catalog, store: s.store)
        let first = try interactor.set(PlaceReference(["osm:node/2"]), favourite: true)
        let again = try interactor.set(PlaceReference(["osm:node/2"]), favourite: true)
        #expect(first.changed && !again.changed)
        #expect(s.store.state.favourites == ["osm:node/2"])
        #expect(FavPresenter().present(first).text == Messages.favourited("Kahvila Suomi"))
        #expect(FavPresenter().present(again).text == Messages.alreadyFavourite("Kahvila Suomi"))
        let off = try interactor.set(PlaceReference(["osm:node/2"]), favourite: false)
        #expect(FavPresenter().present(off).text == Messages.unfavourited("Kahvila Suomi"))
        #expect(s.store.state.favourites.isEmpty)
    }

    @Test func throughTheShellUndoTakesItBack() {
        let s = TestShell(places: Fixtures.small)
        s.run("fav osm:node/2; unfav osm:node/6; undo")
        #expect(s.output.stdout.contains(Messages.notFavourite("Golden Sushi")))
        #expect(s.store.state.favourites.isEmpty)
    }

    @Test(arguments: [
        (ShellExpectations.fiveRows + "fav 123456789012345678901234567890", "row 123456789012345678901234567890 is not in the last list (1–5)"),
        (ShellExpectations.fiveRows + "fav 1 2", "unexpected '2' after row 1: name one place (a row number, an id or the start of a name)"),
        (ShellExpectations.fiveRows + "unfav 1 x", "unexpected 'x' after row 1: name one place (a row number, an id or the start of a name)"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func aFavouriteWhoseSpotLeftTheCatalogCanStillGo() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.addFavourite("osm:node/999"))
        s.run("favs")
        #expect(s.output.stdout.contains("osm:node/999 (no longer in catalog)  osm:node/999"))
        #expect(!s.run("unfav osm:node/999").failed)
        #expect(s.store.state.favourites.isEmpty)
        #expect(s.output.stdout.hasSuffix(Messages.unfavourited("osm:node/999") + "\n"))
        s.run("undo")
        #expect(s.store.state.favourites == ["osm:node/999"])
        #expect(s.run("fav osm:node/999").failed)  // marking needs the place
    }
}
