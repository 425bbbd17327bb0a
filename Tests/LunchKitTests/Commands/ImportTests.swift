import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `import`: its presenter directly, and file-name completion (the interactor reads real files: see
/// the end-to-end ImportTests).
@Suite struct ImportTests {
    @Test func theReportCountsAndGivesReasons() {
        let result = ImportInteractor.Result(file: "a.json", format: "GeoJSON", added: 2, updated: 1, unchanged: 0, skipped: 1,
                                             reasons: ["way/1: no name"], total: 12)
        let response = ImportPresenter().present(result)
        #expect(response.text == "Imported a.json (GeoJSON): 2 added, 1 updated, 0 unchanged, 1 skipped. The catalog has 12 places.\n"
                               + "skipped, for example: way/1: no name")
        #expect(JSON.object(response.json).serialized()
                == #"{"added":2,"updated":1,"unchanged":0,"skipped":1,"total":12,"format":"GeoJSON","reasons":["way/1: no name"]}"#)
    }

    @Test func withoutASavedCatalogThereIsNoImport() {
        #expect(ImportCommand.feature(TestShell().context) == nil)
    }

    /// A one-character name (relative, no folder) used to trap in Foundation's
    /// deletingLastPathComponent, taking the interactive shell down on Tab.
    @Test func aOneCharacterNameCompletesWithoutCrashing() {
        let completer = Completer(registry: TestShell().registry)
        #expect(completer.complete("import é").candidates.isEmpty)
        #expect(completer.complete("import Z").candidates.isEmpty)
    }
}
