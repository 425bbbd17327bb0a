import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `search`: its interactor and presenter directly, then the shell.
@Suite struct SearchTests {
    func interactor(_ s: TestShell) -> SearchInteractor {
        SearchInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts)
    }

    @Test func theInteractorRanksMatches() throws {
        let s = TestShell(places: Fixtures.small)
        let result = try interactor(s).search(["kahvila"])
        #expect(result.rows.map(\.place.name) == ["Kahvila Suomi"])
        #expect(result.total == 1)
        #expect(throws: UserError(Messages.searchNeedsText)) { try interactor(s).search([]) }
    }

    @Test func thePresenterSaysWhyNothingMatched() {
        let presenter = SearchPresenter(table: TestShell(places: Fixtures.small).context.table)
        let result = SearchInteractor.Result(text: "zzz", rows: [], total: 0, filter: PlaceFilter())
        #expect(presenter.present(result).text == Messages.noMatches("zzz", filter: ""))
    }

    @Test func throughTheShellTheRowsAreTheList() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila")
        #expect(s.output.stdout.hasSuffix("(1 place matches 'kahvila')\n"))
        #expect(s.store.state.currentList == ["osm:node/2"])
    }
}
