import Testing
import LunchCommands
import LunchText

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

    /// A search line wider than the screen keeps its label (`(failed reverse-i-search)`);
    /// the query keeps its end, the line found its end. Cut from the left, a long failed
    /// query lost the label and looked like a match (`…a pizza pizza … pizz': map`).
    @Test func aLongSearchLineKeepsItsLabel() {
        let pizzas = String(repeating: "pizza ", count: 15)
        var search = HistorySearch(lines: ["search \(pizzas)tacos", "map"])
        search.type("m")
        search.type("a " + pizzas + "zz")
        #expect(search.failed)
        for cells in [79, 39] {
            let failed = search.display(fitting: cells)
            #expect(failed.hasPrefix("(failed reverse-i-search)`…") && failed.hasSuffix("a zz': map"), "\(failed)")
            #expect(TextWidth.cells(failed) <= cells, "\(failed)")
        }
        var found = HistorySearch(lines: ["search \(pizzas)tacos", "map"])
        found.type("tacos")
        let shown = found.display(fitting: 79)
        #expect(shown.hasPrefix("(reverse-i-search)`tacos': …") && shown.hasSuffix("pizza tacos"), "\(shown)")
        #expect(TextWidth.cells(shown) == 79)
        // A line that fits is shown whole.
        #expect(found.display(fitting: 200) == found.display)
    }

    /// A match far from the end of a line wider than the screen (a narrow window, or one
    /// just made narrower) stays in view: the line is shown from the match, cut at its end,
    /// and the cursor's part (`fromMatch`) and the match (`matched`) are in it (before: the
    /// line's end was shown, the match cut away and the cursor left at the line's start).
    @Test func aMatchFarFromTheEndOfALongLineStaysInView() {
        let pizzas = String(repeating: "pizza ", count: 15)
        var search = HistorySearch(lines: ["search tacos \(pizzas)x", "map"])
        search.type("tacos")
        for cells in [79, 39] {
            let fitted = search.fitted(cells)
            #expect(fitted.text.hasPrefix("(reverse-i-search)`tacos': …tacos pi") && fitted.text.hasSuffix("…"),
                    "\(fitted.text)")
            #expect(TextWidth.cells(fitted.text) <= cells, "\(fitted.text)")
            #expect(fitted.text.hasSuffix(fitted.fromMatch) && fitted.fromMatch.hasPrefix("tacos pi"), "\(fitted)")
            #expect(fitted.matched == "tacos", "\(fitted)")
            #expect(search.display(fitting: cells) == fitted.text)
        }
        // The match at the line's start: no `…` before it.
        var first = HistorySearch(lines: ["tacos " + pizzas + "x"])
        first.type("tacos")
        #expect(first.fitted(39).text.hasPrefix("(reverse-i-search)`tacos': tacos pi"), "\(first.fitted(39))")
        // A match at the end keeps the line's end, as before.
        var last = HistorySearch(lines: [pizzas + "tacos"])
        last.type("tacos")
        #expect(last.fitted(39).text.hasSuffix("pizza tacos") && last.fitted(39).fromMatch == "tacos")
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

    /// As bash: Backspace looks again from the line found, which stays while it holds the
    /// shorter text (it used to jump back to the newest line, `near 300`).
    @Test func backspaceLooksAgainFromTheLineFound() {
        var search = HistorySearch(lines: lines)
        search.type("near")
        search.older()
        #expect(search.match == "near 1500")
        search.deleteBackward()
        #expect(search.query == "nea")
        #expect(search.match == "near 1500")
        search.type("rx")
        #expect(search.failed)
        search.deleteBackward()
        #expect(!search.failed)
        #expect(search.match == "near 1500")
        for _ in 0..<4 { search.deleteBackward() }
        #expect(search.match == nil)
        #expect(search.query.isEmpty)
    }

    /// The last place in a line first, the cursor's place on the screen: Ctrl-R again goes to
    /// the place before in the same line, then to older lines.
    @Test func theLastPlaceInALineFirstThenThePlaceBefore() {
        var search = HistorySearch(lines: ["near 1500", "search pizza pizza"])
        search.type("pizza")
        #expect(search.offset == 13)
        #expect(search.displayFromMatch == "pizza")
        search.older()
        #expect(search.found == 1)
        #expect(search.offset == 7)
        #expect(search.displayFromMatch == "pizza pizza")
        search.older()
        #expect(search.failed)
        #expect(search.offset == 7)
        var near = HistorySearch(lines: lines)
        near.type("ear")
        #expect(near.offset == 1)
        #expect(near.displayFromMatch == "ear 300")
    }

    /// Ctrl-R after Up brought an older line searches from that line, as bash does.
    @Test func theSearchStartsFromTheLineOnThePrompt() {
        var search = HistorySearch(lines: lines, from: 2, line: "search tacos")
        search.type("near")
        #expect(search.match == "near 1500")
        var same = HistorySearch(lines: lines, from: 3, line: "near 300")
        same.type("near")
        #expect(same.match == "near 300")
    }

    /// Ctrl-R with nothing typed searches for the last search's text again.
    @Test func ctrlRWithNothingTypedRepeatsTheLastSearch() {
        var search = HistorySearch(lines: lines, previous: "tacos")
        search.older()
        #expect(search.query == "tacos")
        #expect(search.match == "search tacos")
        var none = HistorySearch(lines: lines)
        none.older()
        #expect(none.query.isEmpty)
        #expect(none.match == nil)
    }

    /// Until a line is found (or when none holds the text) the line on the prompt is shown.
    @Test func theLineOnThePromptIsShownUntilALineIsFound() {
        var search = HistorySearch(lines: lines, line: "wh")
        #expect(search.display == "(reverse-i-search)`': wh")
        search.type("zzz")
        #expect(search.display == "(failed reverse-i-search)`zzz': wh")
        #expect(search.displayFromMatch.isEmpty)
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

    /// What the terminal shows in standout: the query's place in the line found, not
    /// anything when the search failed.
    @Test func theMatchedTextIsTheQuerysPlaceInTheLineFound() {
        var search = HistorySearch(lines: ["near 🍕 300", "where"])
        search.type("🍕 3")
        #expect(search.displayMatched == "🍕 3")
        #expect(search.displayFromMatch == "🍕 300")
        search.type("x")
        #expect(search.failed && search.displayMatched.isEmpty)
    }
}
