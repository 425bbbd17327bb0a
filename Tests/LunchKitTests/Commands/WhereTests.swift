import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `where`: its interactor and presenter directly, then the shell.
@Suite struct WhereTests {
    @Test func setAssumedOrNone() throws {
        let s = TestShell()
        let centre = Location(coordinate: Fixtures.helsinki)
        #expect(WhereInteractor(store: s.store, fallback: { nil }).current() == .none)
        #expect(WhereInteractor(store: s.store, fallback: { centre }).current() == .fallback(centre))
        try s.store.send(.setLocation(centre))
        #expect(WhereInteractor(store: s.store, fallback: { nil }).current() == .set(centre))
        #expect(WherePresenter().present(.none).text == Messages.noLocation)
        #expect(WherePresenter().present(.set(centre)).text == Messages.youAreAt("60.16990, 24.93840"))
    }

    @Test func throughTheShell() {
        let s = TestShell(json: true)
        s.run("where")
        #expect(s.output.stdout == #"{"command":"where","lat":null,"lon":null,"name":null}"# + "\n")
    }

    @Test func whereFallsBackToTheCatalogCentre() throws {
        let shell = TestShell(places: Fixtures.small)
        let centre = try #require(shell.catalog.centre)
        shell.run("where")
        #expect(shell.output.stdout == Messages.defaultLocation("the centre of the catalog (\(centre.text))") + "\n")
    }

    @Test(arguments: [
        ("where -1", "'where' takes no arguments: '-1' is extra — usage: where"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
