import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct SuggestionTests {
    let names = ["at", "exit", "help", "history", "near", "quit", "where"]

    @Test func typosFindTheCommand() {
        #expect(Suggestion.closest(to: "nera", in: names) == "near")
        #expect(Suggestion.closest(to: "hepl", in: names) == "help")
        #expect(Suggestion.closest(to: "wher", in: names) == "where")
        #expect(Suggestion.closest(to: "QUTI", in: names) == "quit")
    }

    @Test func unrelatedWordsFindNothing() {
        #expect(Suggestion.closest(to: "xyzzy", in: names) == nil)
        #expect(Suggestion.closest(to: "", in: names) == nil)
    }

    @Test func distanceCountsSwapsAsOne() {
        #expect(Suggestion.distance(Array("abcd"), Array("abdc")) == 1)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting")) == 3)
    }
}
