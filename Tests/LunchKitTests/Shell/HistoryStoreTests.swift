import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

@Suite struct HistoryStoreTests {
    @Test func keepsWhatAShellKeeps() {
        let history = HistoryStore(path: "/h", storage: MemoryFileStorage())
        history.add("near 800")
        history.add("near 800")        // consecutive duplicate
        history.add(" secret command")  // leading space
        history.add("   ")
        history.add("show 1   ")        // trailing space trimmed
        history.add("near 800")         // not consecutive: kept
        #expect(history.entries == ["near 800", "show 1", "near 800"])
    }

    @Test func isCapped() throws {
        let storage = MemoryFileStorage()
        let history = HistoryStore(path: "/h", storage: storage, limit: 5)
        for i in 1...12 { history.add("near \(i)") }
        #expect(history.entries == (8...12).map { "near \($0)" })
        try history.save()
        #expect(HistoryStore(path: "/h", storage: storage, limit: 5).entries == (8...12).map { "near \($0)" })
    }

    @Test func twoShellsClosingOneAfterTheOtherKeepBoth() throws {
        let storage = MemoryFileStorage()
        let first = HistoryStore(path: "/h", storage: storage)
        let second = HistoryStore(path: "/h", storage: storage)
        first.add("near 800")
        second.add("search sushi")
        first.add("show 1")
        try first.save()
        try second.save()
        #expect(HistoryStore(path: "/h", storage: storage).entries == ["near 800", "show 1", "search sushi"])
    }

    @Test func oddCharactersSurviveTheFile() throws {
        let storage = MemoryFileStorage()
        let history = HistoryStore(path: "/h", storage: storage)
        let lines = [#"rate 4 "a \"b\"""#, #"say back\slash\n"#, "search café 🍣", "two\nlines"]
        for line in lines { history.add(line) }
        try history.save()
        #expect(HistoryStore(path: "/h", storage: storage).entries == lines)
    }
}
