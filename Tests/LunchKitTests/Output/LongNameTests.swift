import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A 5,000-character name is cut with `…` in lists, the map legend, visits and
/// completion lists, so no line is wider than the terminal; `--json` keeps it whole.
@Suite struct LongNameTests {
    static let long = String(repeating: "Long", count: 1_250)
    static let places = Fixtures.small + [Fixtures.place(11, long, metres: 40, cuisines: [long]),
                                          Fixtures.place(12, "Longer " + long, metres: 45)]

    func widest(_ text: String) -> Int { text.split(separator: "\n").map { TextWidth.cells(String($0)) }.max() ?? 0 }

    @Test func listsLegendVisitsAndFavouritesStayWithinTheLine() {
        let s = TestShell(places: Self.places)
        s.run("at 60.1699,24.9384; near 100; fav 1; show 1; rate 4; fav 2")
        s.output.clear()
        // The widest a table gets (names 32 cells, cuisines 20, then price, distance,
        // walk — `~` in a straight line: this catalog has no ways —, ★ and open); the
        // legend, visits and pick's headline fit 80.
        for (command, limit) in [("near 100", 95), ("favs", 95), ("search long", 95), ("visits", 80), ("map", 80), ("pick 50", 80)] {
            #expect(!s.run(command).failed, "\(command): \(s.output.stderr)")
            // The pick's detail view (after its headline) shows the whole name.
            let text = command == "pick 50" ? String(s.output.stdout.prefix { $0 != "\n" }) : s.output.stdout
            #expect(widest(text) <= limit, "\(command): \(widest(text)) cells\n\(text)")
            #expect(text.contains("LongLong") && text.contains("…"), "\(command)")
            s.output.clear()
        }
    }

    @Test func theLegendFitsANarrowMap() {
        let s = TestShell(places: Self.places)
        s.run("at 60.1699,24.9384; near 100")
        let legend = MapPresenter.maximumNameCells
        #expect(legend + 5 < 80)
        s.output.clear()
        s.run("map")
        let lines = s.output.stdout.split(separator: "\n").filter { $0.contains("LongLong") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { TextWidth.cells(String($0)) == 5 + legend && $0.hasSuffix("…") })
    }

    @Test func completionListsCutEachNameToTheLine() {
        let candidates = [Candidate(Self.long), Candidate("Short"), Candidate("Longer " + Self.long)]
        for width in [20, 40, 80, 200] {
            let listing = CandidateLayout.columns(candidates, width: width)
            #expect(widest(listing) <= max(width, 20) - 1, "width \(width)")
            #expect(listing.contains("Short"))
            #expect(listing.contains("LongLo"))
            #expect(listing.split(separator: "\n").allSatisfy { !$0.contains("LongLong") || $0.contains("…") })
        }
        #expect(CandidateLayout.columns(candidates, width: 200).split(separator: "\n").count == 1)
    }

    @Test func jsonKeepsTheWholeName() {
        let s = TestShell(places: Self.places, json: true)
        s.run("at 60.1699,24.9384; near 100")
        #expect(s.output.stdout.contains(#""name":"\#(Self.long)""#))
    }
}
