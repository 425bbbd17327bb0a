import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Records what would have gone to the pager; `starts: false` is a pager that cannot start.
final class RecordingPager: Pager {
    var shown: [String] = []
    let starts: Bool

    init(starts: Bool = true) { self.starts = starts }

    func show(_ text: String) -> Bool {
        guard starts else { return false }
        shown.append(text)
        return true
    }
}

/// Output taller than the screen goes to the pager (psql's `\pset pager`): `help` and a
/// 50-row `near` at 80×24 do, a short answer does not; `pager off|on|always` is saved.
@Suite struct PagerTests {
    static let eighty = ScreenSize(columns: 80, rows: 24)

    @Test func tallAnswersGoThroughThePagerAndShortOnesDoNot() {
        let pager = RecordingPager()
        let s = TestShell(places: TableLayoutTests.places, screen: Self.eighty, pager: pager)
        s.run("help")
        #expect(pager.shown.count == 1)
        #expect(pager.shown.first?.contains("\n  near") == true)
        #expect(s.output.stdout.isEmpty, "paged output is not printed too")
        s.run(ShellExpectations.here + "near 1500")
        #expect(pager.shown.count == 2)
        #expect(pager.shown.last?.contains("more: type 'more'") == true)
        s.output.clear()
        s.run("where")
        #expect(pager.shown.count == 2)
        #expect(!s.output.stdout.isEmpty)
        // Errors are never paged.
        s.run("serach")
        #expect(pager.shown.count == 2 && !s.output.stderr.isEmpty)
    }

    @Test func offOnAndAlwaysAreSavedAndUndoable() throws {
        let pager = RecordingPager()
        let s = TestShell(places: Fixtures.small, screen: Self.eighty, pager: pager)
        #expect(!s.run("pager off").failed)
        #expect(s.output.stdout.contains(Messages.pagerOff))
        s.run("help")
        #expect(pager.shown.isEmpty)
        #expect(s.savedState?.contains("\"pager\" : \"off\"") == true || s.savedState?.contains("\"pager\":\"off\"") == true,
                "\(s.savedState ?? "")")
        // With `always`, its own answer is paged too.
        s.run("pager always; where")
        #expect(pager.shown.count == 2)
        s.run("undo")
        s.output.clear()
        s.run("pager")
        #expect(s.output.stdout.contains(Messages.pagerOff), "\(s.output.stdout)")
        s.run("pager ON; help")
        #expect(pager.shown.count == 3)
        #expect(s.run("pager sometimes").failed)
        #expect(s.output.stderr.contains("'sometimes' is not a pager setting"))
        // `filter clear` leaves it alone.
        s.run("pager off; filter clear; pager")
        #expect(s.output.stdout.hasSuffix(Messages.pagerOff + "\n"))
    }

    @Test func aPagerThatCannotStartLeavesTheOutputPrinted() {
        let s = TestShell(places: Fixtures.small, screen: Self.eighty, pager: RecordingPager(starts: false))
        s.run("help")
        #expect(s.output.stdout.contains("\n  near"))
    }

    @Test func theRuleCountsFoldedLinesAndTheLineForThePrompt() {
        let lines = { (n: Int) in Array(repeating: "x", count: n).joined(separator: "\n") }
        #expect(!PagerRule.pages(lines(23), setting: .on, screen: Self.eighty))
        #expect(PagerRule.pages(lines(24), setting: .on, screen: Self.eighty))
        #expect(PagerRule.pages(lines(2), setting: .always, screen: Self.eighty))
        #expect(!PagerRule.pages(lines(200), setting: .off, screen: Self.eighty))
        // No known height (a pipe, or COLUMNS alone): never.
        #expect(!PagerRule.pages(lines(200), setting: .on, screen: ScreenSize(columns: 80)))
        // A 200-cell line folds into three at 80 columns.
        let long = String(repeating: "y", count: 200)
        #expect(PagerRule.pages(lines(20) + "\n" + long + "\n" + long, setting: .on, screen: Self.eighty))
        #expect(!PagerRule.pages(lines(20) + "\n" + long, setting: .on, screen: Self.eighty))
    }

    @Test func jsonIsNeverPaged() {
        let pager = RecordingPager()
        let s = TestShell(places: Fixtures.small, json: true, screen: Self.eighty, pager: pager)
        s.run("pager always; help; near 1500")
        #expect(pager.shown.isEmpty)
        #expect(s.output.stdout.contains("{\"command\":\"pager\",\"ok\":true,\"pager\":\"always\""))
    }
}
