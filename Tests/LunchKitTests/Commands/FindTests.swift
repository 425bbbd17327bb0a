import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// `find`: the frame drawn under the prompt, when it searches, the interactor with a
/// scripted live search, and `search`'s behaviour without a terminal.
@Suite struct FindTests {
    /// Answers as a user would: types nothing more, presses Enter on `row` (or leaves).
    final class ScriptedLiveSearch: LiveSearch {
        let typed: String?
        let row: Int
        private(set) var startedWith: String?

        init(typed: String?, row: Int = 0) {
            self.typed = typed
            self.row = row
        }

        func run(text: String, search: @escaping (String) -> FindView) -> LiveSearchChoice {
            startedWith = text
            guard let typed else { return .left }
            let view = search(typed)
            return .chosen(view, row: row, shown: min(FindFrame.rowLimit, view.rows.count))
        }
    }

    func interactor(_ s: TestShell, _ live: (any LiveSearch)?) -> FindInteractor {
        let c = s.context
        return FindInteractor(search: SearchInteractor(c), detail: ShowInteractor(c), live: live)
    }

    func view(_ s: TestShell, _ text: String) -> FindView {
        interactor(s, nil).view(text)
    }

    @Test func theFrameListsTheBestRowsAndMarksTheHighlight() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let frame = FindFrame(typed: "golden", view: view(s, "golden"), highlight: 1, columns: 80)
        // Distance and walk as a list gives them; this catalog has no ways, so the walks
        // are straight lines, marked, and the line under the rows says why (as lists do).
        #expect(frame.lines == [
            "find> golden",
            "  1  Golden Sushi · sushi · 60 m · ~1 min",
            "> 2  Golden Dragon · chinese · 1.2 km · ~15 min",
            "~ is a straight line: this catalog has no walkable ways",
            "(2 places match · 2/2 · Enter shows · Esc leaves)",
        ])
        #expect(frame.cursorColumn == 12)
        #expect(frame.highlightLine == 2)
        #expect(frame.shown == 2)
    }

    /// Along the ways: minutes without `~`; a place the ways don't serve is marked and the
    /// line under the rows says why.
    @Test func theFrameWalksAlongTheWays() throws {
        let s = try WalkingTests.plusShell()
        let frame = FindFrame(typed: "golden", view: view(s, "golden"), highlight: 0, columns: 80)
        #expect(frame.lines == [
            "find> golden",
            "> 1  Golden Sushi · sushi · 60 m · 1 min",
            "  2  Golden Dragon · chinese · 1.2 km · ~15 min",
            "~ is a straight line: 1 place more than 250 m from a walkable way",
            "(2 places match · 1/2 · Enter shows · Esc leaves)",
        ])
        let sushi = FindFrame(typed: "sushi golden", view: view(s, "golden sushi"), highlight: 0, columns: 80)
        #expect(sushi.lines.count == 3 && !sushi.lines.joined().contains("~"), "\(sushi.lines)")
    }

    /// When the rows fill the frame, the line saying why walks are straight takes the last row's place.
    @Test func theStraightLineNoteFitsTheFrame() throws {
        let places = (1...12).map { Fixtures.place($0, "Pizza \($0)", metres: Double($0) * 10) }
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let frame = FindFrame(typed: "pizza", view: view(s, "pizza"), highlight: 0, columns: 80, rows: 5)
        #expect(frame.shown == 4)
        #expect(frame.lines.count == 1 + 5 + 1)
        #expect(frame.lines[5] == "~ is a straight line: this catalog has no walkable ways")
    }

    @Test func theFrameKeepsToTheWidthAndTheRowLimit() {
        let places = (1...12).map { Fixtures.place($0, "Pizza \($0) " + String(repeating: "long ", count: 20), metres: Double($0) * 10) }
        let s = TestShell(places: places)
        let frame = FindFrame(typed: String(repeating: "pizza ", count: 20), view: view(s, "pizza"), highlight: 0, columns: 40)
        // The walks are straight lines (no ways): their line takes the last row's place.
        #expect(frame.shown == FindFrame.rowLimit - 1)
        #expect(frame.lines.count == 1 + FindFrame.rowLimit + 1)
        #expect(frame.lines.allSatisfy { TextWidth.cells($0) <= 39 })
        #expect(frame.lines[1].hasPrefix(">  1  Pizza ") && frame.lines[1].hasSuffix("…"), "\(frame.lines)")
        // The end of a long typed text stays in view, where the cursor is.
        #expect(frame.lines[0].hasPrefix("…") && frame.lines[0].hasSuffix("pizza "))
        #expect(frame.lines.last?.hasPrefix("(12 places match · 1/12 · Enter shows") == true && frame.lines.last?.hasSuffix("…") == true)
        #expect(FindFrame(typed: "pizza", view: view(s, "pizza"), highlight: 0, columns: 40, rows: 3).shown == 2)
    }

    /// The window scrolls as little as it must to keep the highlight in view, through every row.
    @Test func theWindowScrollsToTheHighlightThroughEveryRow() throws {
        let places = (1...12).map { Fixtures.place($0, "Pizza \($0)", metres: Double($0) * 10) }
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let found = view(s, "pizza")
        // No ways here: the walks are straight lines, and their line takes one of the 4 rows.
        var frame = FindFrame(typed: "pizza", view: found, highlight: 10, columns: 80, rows: 4)
        #expect(frame.top == 8 && frame.shown == 3)
        #expect(Array(frame.lines[1...4]) == ["   9  Pizza 9 · 90 m · ~1 min", "  10  Pizza 10 · 100 m · ~1 min",
                                             "> 11  Pizza 11 · 110 m · ~1 min",
                                             "~ is a straight line: this catalog has no walkable ways"])
        #expect(frame.highlightLine == 3)
        #expect(frame.lines.last == "(12 places match · 11/12 · Enter shows · Esc leaves)")
        // Back up: the window moves only when the highlight leaves it.
        frame = FindFrame(typed: "pizza", view: found, highlight: 8, columns: 80, rows: 4, top: 7)
        #expect(frame.top == 7 && frame.highlightLine == 2)
        frame = FindFrame(typed: "pizza", view: found, highlight: 2, columns: 80, rows: 4, top: 7)
        #expect(frame.top == 2 && frame.lines[1] == ">  3  Pizza 3 · 30 m · ~1 min")
        // The last row is reachable; the window never runs past the end.
        frame = FindFrame(typed: "pizza", view: found, highlight: 11, columns: 80, rows: 4, top: 11)
        #expect(frame.top == 9 && frame.lines[3] == "> 12  Pizza 12 · 120 m · ~1 min")
    }

    /// A screen 1–5 cells wide or high: every line cut to the width, never more lines than
    /// the screen has (the text typed alone on one row, with the count on two).
    @Test func aTinyScreenGetsWhatFits() throws {
        let places = (1...12).map { Fixtures.place($0, "Pizza \($0)", metres: Double($0) * 10) }
        let s = TestShell(places: places)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let found = view(s, "pizza")
        for columns in 1...5 {
            let frame = FindFrame(typed: "pizza", view: found, highlight: 0, columns: columns, rows: 8)
            #expect(frame.lines.allSatisfy { TextWidth.cells($0) <= max(1, columns - 1) }, "\(frame.lines)")
            #expect(frame.cursorColumn <= max(1, columns - 1))
        }
        #expect(FindFrame(typed: "pizza", view: found, highlight: 0, columns: 80, rows: 1, height: 1).lines == ["find> pizza"])
        #expect(FindFrame(typed: "pizza", view: found, highlight: 0, columns: 80, rows: 1, height: 2).lines
            == ["find> pizza", "(12 places match · 1/12 · Enter shows · Esc leaves)"])
        for height in 3...5 {
            let frame = FindFrame(typed: "pizza", view: found, highlight: 0, columns: 80, rows: max(1, height - 3), height: height)
            #expect(frame.lines.count <= height && frame.lines.count >= 3, "\(frame.lines)")
            #expect(frame.lines[1].hasPrefix("> ") && frame.lines.last?.hasPrefix("(12 places") == true, "\(frame.lines)")
        }
    }

    /// The cursor may stand inside the text; a long text is cut so the cursor stays in view.
    @Test func theCursorStandsWhereItWasMoved() {
        let inside = FindFrame(typed: "taco bell", view: nil, highlight: 0, columns: 80, cursor: 4)
        #expect(inside.lines[0] == "find> taco bell" && inside.cursorColumn == 10)
        let long = String(repeating: "pizza ", count: 20)
        let start = FindFrame(typed: long, view: nil, highlight: 0, columns: 40, cursor: 2)
        #expect(start.lines[0].hasPrefix("find> pizza") && start.lines[0].hasSuffix("…") && start.cursorColumn == 8)
        let end = FindFrame(typed: long, view: nil, highlight: 0, columns: 40)
        #expect(end.lines[0].hasPrefix("…") && TextWidth.cells(end.lines[0]) <= 39 && end.cursorColumn == TextWidth.cells(end.lines[0]))
    }

    @Test func namesFromTheDataCannotDriveTheTerminal() {
        let s = TestShell(places: [Fixtures.place(1, "Evil\u{1B}]0;owned\u{7}\u{1B}[2J Diner", metres: 10)])
        let frame = FindFrame(typed: "evil\u{1B}[H", view: view(s, "evil"), highlight: 0, columns: 80)
        #expect(!frame.lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(frame.lines[1].contains("Diner"))
    }

    @Test func theFrameSaysWhyNothingIsListed() {
        let s = TestShell(places: Fixtures.small)
        #expect(FindFrame(typed: "", view: nil, highlight: 0, columns: 80).lines == ["find> ", Messages.findHint])
        #expect(FindFrame(typed: "zzzz", view: view(s, "zzzz"), highlight: 0, columns: 80).lines
            == ["find> zzzz", Messages.noMatches("zzzz", filter: "")])
        #expect(FindFrame(typed: "pizza +", view: view(s, "pizza +"), highlight: 0, columns: 200).lines.last
            == "'+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one")
    }

    /// Why nothing matched is said of that text only: under new text whose search is still
    /// to come, the line about the old text gives way to the hint.
    @Test func theNoMatchLineIsNotShownUnderOtherText() {
        let s = TestShell(places: Fixtures.small)
        #expect(FindFrame(typed: "pizza", view: view(s, "zzzz"), highlight: 0, columns: 80).lines
            == ["find> pizza", Messages.findHint])
        #expect(FindFrame(typed: "pizza +", view: view(s, "pizza +"), highlight: 0, columns: 200).lines.last
            != Messages.findHint)
        #expect(FindFrame(typed: "pizza", view: view(s, "pizza +"), highlight: 0, columns: 200).lines.last
            == Messages.findHint)
    }

    @Test func itSearchesOnceTypingPausesForTheDelay() {
        var debounce = FindDebounce(delay: 0.1)
        #expect(debounce.wait(at: 5) == nil && !debounce.isDue(at: 5))
        debounce.typed(at: 10.00)
        #expect(!debounce.isDue(at: 10.05))
        debounce.typed(at: 10.08)  // another key: the wait starts again
        #expect(!debounce.isDue(at: 10.15))
        #expect(abs((debounce.wait(at: 10.15) ?? 0) - 0.03) < 1e-9)
        #expect(debounce.isDue(at: 10.18))
        debounce.searched()
        #expect(debounce.wait(at: 11) == nil && !debounce.isDue(at: 11))
        #expect(FindDebounce.standard.delay == 0.1)
    }

    @Test func enterShowsThePlaceAndTheResultsBecomeTheList() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        let live = ScriptedLiveSearch(typed: "golden", row: 1)
        let result = try interactor(s, live).find([FilterWord(parsing: "gol")])
        #expect(live.startedWith == "gol")
        guard case .shown(let detail, _, _) = result else { Issue.record("nothing shown: \(result)"); return }
        #expect(detail.row.place.name == "Golden Dragon")
        // The interactor only answers; its route makes the results the last list.
        #expect(s.store.state.currentList == [])
        let route = FindPresenter.route(result)
        #expect(route == .chosen(from: ["osm:node/6", "osm:node/5"], shown: 2, place: "osm:node/5"))
        #expect(route.listIDs == nil)
        let text = FindPresenter(s.context).present(result).text
        #expect(text.hasPrefix("Golden Dragon  osm:node/5"))
    }

    @Test func leavingChangesNothing() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("search pizza")
        let list = s.store.state.currentList
        let result = try interactor(s, ScriptedLiveSearch(typed: nil)).find([])
        guard case .left = result else { Issue.record("not left: \(result)"); return }
        #expect(FindPresenter.route(result) == .stay)
        #expect(s.store.state.currentList == list)
    }

    @Test func withoutATerminalItIsSearch() {
        let a = TestShell(places: Fixtures.small), b = TestShell(places: Fixtures.small)
        a.run("find golden")
        b.run("search golden")
        #expect(a.output.stdout == b.output.stdout && a.output.stdout.contains("Golden Dragon"))
        #expect(a.store.state.currentList == b.store.state.currentList)
        a.run("find")
        b.run("search")
        #expect(a.output.stderr == b.output.stderr && a.output.stderr.contains(Messages.searchNeedsText))
    }
}
