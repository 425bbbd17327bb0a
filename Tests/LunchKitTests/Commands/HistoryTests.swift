import Foundation
import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
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
        #expect(s.output.stderr == "error: \(Messages.badHistoryCount("0", limit: 1000)) — usage: history [N]\n")
    }

    @Test func historyIsNumberedAndCanBeLimited() {
        let shell = TestShell()
        shell.history.add("near 800")
        shell.history.add("search sushi")
        shell.history.add("show 1")
        shell.run("history 2")
        #expect(shell.output.stdout == "  2  search sushi\n  3  show 1\n")
        let json = TestShell(json: true)
        json.history.add("near 800")
        json.run("history")
        #expect(json.output.stdout == #"{"command":"history","entries":["near 800"]}"# + "\n")
    }

    /// At 80 columns a long entry wraps at its spaces, and a path that fits the screen is
    /// never folded mid-word by the terminal (it gives up the indent instead).
    @Test func aLongEntryWrapsAtSpacesWithinTheScreen() {
        let shell = TestShell(screen: ScreenSize(columns: 80, rows: 24))
        let path = "/home/tester/Downloads/lunch-data/helsinki-restaurants-2026-11-26-overpass.json"
        shell.history.add("import " + path)
        shell.history.add("sync --from-file /home/tester/some folder/helsinki restaurants overpass.json --replace")
        shell.run("history")
        let lines = shell.output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 80 }, "\(lines)")
        #expect(lines.contains(" " + path))
        #expect(lines.contains("  2  sync --from-file /home/tester/some folder/helsinki restaurants"))
        #expect(lines.contains("  overpass.json --replace"))
    }

    @Test func anEmptyHistorySaysSo() {
        let shell = TestShell()
        shell.run("history")
        #expect(shell.output.stdout == Messages.historyEmpty + "\n")
    }

    @Test(arguments: [
        ("history -1", "'-1' is negative: history takes no negative numbers — usage: history [N]"),
        ("history 99999999999999999999", "history takes a count from 1 to 1000 (the lines kept), not '99999999999999999999' — usage: history [N]"),
        ("history 0", "history takes a count from 1 to 1000 (the lines kept), not '0' — usage: history [N]"),
        ("history ten", "history takes a count from 1 to 1000 (the lines kept), not 'ten' — usage: history [N]"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }
}
