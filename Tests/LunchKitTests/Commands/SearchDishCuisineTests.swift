import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// Issue 28, item 7: a dish's cuisines are matched exactly; a place whose name is one
/// letter from the cuisine (`Mexicas` for mexican) is no place of that cuisine.
@Suite struct SearchDishCuisineTests {
    @Test func aDishsCuisineIsMatchedExactly() throws {
        let places = Fixtures.small + [Fixtures.place(11, "El Rey", metres: 40, cuisines: ["mexican"]),
                                       Fixtures.place(12, "Mexicas", metres: 60, cuisines: ["burger"])]
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let interactor = SearchInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts)
        let result = try interactor.search(SearchRequest(text: "tacos"))
        #expect(result.rows.map(\.place.name) == ["Tacos Mexicanos", "El Rey"])
        // The name itself still finds it, typo and all.
        #expect(try interactor.search(SearchRequest(text: "mexican")).rows.map(\.place.name).contains("Mexicas"))
    }
}
