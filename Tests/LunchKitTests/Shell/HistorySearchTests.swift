import Testing
import LunchCommands

@Suite struct HistorySearchTests {
    let lines = ["help", "near 1500", "search tacos", "near 300", "where"]

    @Test func findsTheNewestLineThatHoldsTheQuery() {
        var search = HistorySearch(lines: lines)
        #expect(search.display == "(reverse-i-search)`': ")
        search.type("ne")
        #expect(search.match == "near 300")
        search.type("ar 1")
        #expect(search.match == "near 1500")
        #expect(search.display == "(reverse-i-search)`near 1': near 1500")
    }

    @Test func ctrlRAgainGoesOlderAndSaysWhenNothingIsLeft() {
        var search = HistorySearch(lines: lines)
        search.type("near")
        search.older()
        #expect(search.match == "near 1500")
        search.older()
        #expect(search.failed)
        #expect(search.match == "near 1500")
        #expect(search.display == "(failed reverse-i-search)`near': near 1500")
    }

    @Test func backspaceWidensFromTheNewest() {
        var search = HistorySearch(lines: lines)
        search.type("tacos")
        #expect(search.match == "search tacos")
        search.type("x")
        #expect(search.failed)
        search.deleteBackward()
        #expect(!search.failed)
        #expect(search.match == "search tacos")
        for _ in 0..<5 { search.deleteBackward() }
        #expect(search.match == nil)
        #expect(search.query.isEmpty)
    }

    @Test func theSameLineTwiceIsSkippedGoingOlder() {
        var search = HistorySearch(lines: ["near 1", "near 2", "near 2"])
        search.type("near")
        #expect(search.match == "near 2")
        search.older()
        #expect(search.match == "near 1")
    }

    @Test func controlCharactersInALineAreShownSafely() {
        var search = HistorySearch(lines: ["show \u{1B}[31mred"])
        search.type("show")
        #expect(!search.display.contains("\u{1B}"))
    }
}
