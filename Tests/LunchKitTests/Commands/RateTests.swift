import Foundation
import Testing
@testable import LunchKit
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
        #expect(try RateInteractor.split(["4"]) == ([], 4, nil))
        #expect(try RateInteractor.split(["1", "4"]) == (["1"], 4, nil))
        #expect(try RateInteractor.split(["4", "great"]) == ([], 4, "great"))
        #expect(try RateInteractor.split(["golden", "sushi", "3", "ok"]) == (["golden", "sushi"], 3, "ok"))
        #expect(throws: UserError(Messages.rateNeedsStars)) { try RateInteractor.split([]) }
        #expect(throws: UserError(Messages.rateNoteInQuotes)) { try RateInteractor.split(["4", "great", "soup"]) }
    }

    @Test func theInteractorRatesTheCurrentPlaceAsAVisitNow() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = RateInteractor(resolver: s.context.resolver, catalog: s.catalog, store: s.store, clock: TestShell.clock)
        #expect(throws: UserError(Messages.noCurrentPlace)) { try interactor.rate(["4"]) }
        try s.store.send(.setCurrentPlace("osm:node/2"))
        let result = try interactor.rate(["4", "nice"])
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
}
