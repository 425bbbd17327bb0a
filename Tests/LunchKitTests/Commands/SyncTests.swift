import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `sync`: its presenter directly (the interactor talks to a server: see the end-to-end
/// SyncTests, which start one on 127.0.0.1).
@Suite struct SyncTests {
    @Test func aKeptAnswerSaysHowToAskAgain() {
        let result = SyncInteractor.Result(counts: CatalogMerger.Counts(added: 3, updated: 1, unchanged: 2), skipped: 0,
                                           fromCache: true, source: "OpenStreetMap")
        #expect(SyncPresenter().present(result).text
                == Messages.synced(3, 1, 2, from: "OpenStreetMap") + " (kept answer from the last 24 h; 'sync --fresh' asks again)")
    }

    @Test func withoutSettingsThereIsNoSync() {
        #expect(SyncArguments.feature(TestShell().context) == nil)
    }
}
