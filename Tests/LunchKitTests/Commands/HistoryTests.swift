import Foundation
import Testing
@testable import LunchKit
import LunchTestSupport

/// `history`: its interactor and presenter directly, then the shell.
@Suite struct HistoryTests {
    @Test func numberedFromTheOldestKept() {
        let history = HistoryStore(path: "/state/history", storage: MemoryFileStorage())
        for line in ["at Kamppi", "near", "show 1"] { _ = history.add(line) }
        let entries = HistoryInteractor(history: history).entries(last: 2)
        #expect(entries.map(\.number) == [2, 3])
        #expect(HistoryPresenter().present(entries).text == "  2  near\n  3  show 1")
        #expect(HistoryPresenter().present([]).text == Messages.historyEmpty)
        #expect(HistoryInteractor(history: nil).entries(last: nil).isEmpty)
    }

    @Test func throughTheShellNIsAWholeNumber() {
        let s = TestShell()
        #expect(s.run("history 0").failed)
        #expect(s.output.stderr.contains("must be a whole number of 1 or more — usage: history [N]"))
    }
}
