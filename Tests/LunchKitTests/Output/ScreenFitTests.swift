import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// Tables, `help`, `show` and the map fit the screen's width (and the map its height):
/// long names, cuisines and hours are cut with `…`, numbers never.
@Suite struct ScreenFitTests {
    static let eighty = ScreenSize(columns: 80, rows: 24)

    /// Places with long names, cuisines and hours, around the fixtures' centre.
    static let longRows: [Place] = (1...60).map { n in
        Fixtures.place(n, "Ravintola Pitkä Nimi Numero \(n) ja Vielä Pidempi Jatko", metres: Double(20 * n), bearing: Double(n * 37 % 360),
                       cuisines: ["finnish", "nordic", "international"], address: "Pohjoisesplanadi \(n), 00100 Helsinki",
                       hours: "Mo-Fr 10:30-21:00; Sa 10:30-18:00; Su 12:00-18:00")
    }

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { TextWidth.cells(String($0)) }.max() ?? 0
    }

    @Test func nearAndSearchTablesFitEightyColumnsAndKeepEveryNumber() throws {
        let s = TestShell(places: Self.longRows, screen: Self.eighty)
        #expect(!s.run(ShellExpectations.here + "near 1500").failed, "\(s.output.stderr)")
        let text = s.output.stdout
        #expect(Self.widest(text) <= 80, "\(text)")
        let rows = text.split(separator: "\n").filter { $0.contains(" min ") }
        #expect(rows.count == 50)
        // Names and cuisines are cut with `…`; distances and walking times are whole.
        #expect(rows.allSatisfy { $0.contains("…") })
        let first = try #require(rows.first)
        #expect(first.contains(#/ 20 m +~1 min /#), "\(first)")
        #expect(rows.contains { $0.contains("1.0 km") && $0.contains("13 min") })
        #expect(text.contains("open"))
        // Without a limit (not a terminal), the same rows are as wide as they are.
        let wide = TestShell(places: Self.longRows)
        wide.run(ShellExpectations.here + "near 1500")
        #expect(Self.widest(wide.output.stdout) > 80)
        s.run("search ravintola")
        #expect(Self.widest(s.output.stdout) <= 80)
    }

    @Test func theColumnsShrinkWidestFirstAndNotBelowTheirMinimum() {
        var widths = [2, 32, 20, 5, 8, 6]
        var open = 18
        PlaceTablePresenter.fit(&widths, open: &open, openMinimum: 6, into: 80)
        #expect(widths.reduce(0, +) + 2 * widths.count + open == 80)
        #expect(widths[0] == 2 && widths[3] == 5 && widths[4] == 8 && widths[5] == 6)
        var narrow = [2, 32, 20, 5, 8, 6]
        var narrowOpen = 18
        PlaceTablePresenter.fit(&narrow, open: &narrowOpen, openMinimum: 6, into: 20)
        #expect(narrow[1] == 8 && narrow[2] == 7 && narrowOpen == 6)
    }

    @Test func helpFitsEightyColumnsAndSaysEveryCommandOnce() throws {
        let s = TestShell(places: Fixtures.small, screen: Self.eighty)
        s.run("help")
        let text = s.output.stdout
        #expect(Self.widest(text) <= 80, "\(text)")
        for name in ["near", "search", "more", "show", "map", "quit"] {
            #expect(text.contains("\n  \(name)"), "\(name)")
        }
        // The quit line names exit once.
        let quit = text.split(separator: "\n").first { $0.hasPrefix("  quit") } ?? ""
        #expect(quit.components(separatedBy: "exit").count == 2, "\(quit)")
        #expect(!text.contains("(osm, google, apple, wikipedia, web)"))
        // No known width (a pipe): laid out for 80 columns, the summaries not wrapped; the
        // long rate usage has its summary on the next line.
        let piped = TestShell(places: Fixtures.small)
        piped.run("help")
        let lines = piped.output.stdout.split(separator: "\n").map(String.init)
        let rate = try #require(lines.firstIndex { $0.hasPrefix("  rate STARS") })
        #expect(lines[rate + 1].trimmingCharacters(in: .whitespaces) == "rate a place 1–5 stars (each rating is a visit)")
    }

    @Test func helpNearStatesTheFiftyKilometreCap() {
        let s = TestShell(places: Fixtures.small, screen: Self.eighty)
        s.run("help near")
        #expect(s.output.stdout.contains("at most 50 km"))
        #expect(Self.widest(s.output.stdout) <= 80)
    }

    /// On a narrow screen a command's page is reflowed: prose in paragraphs, each example
    /// on its own line.
    @Test func aHelpPageReflowsOnANarrowScreen() {
        let s = TestShell(places: Fixtures.small, screen: ScreenSize(columns: 50, rows: 24))
        s.run("help pick")
        let lines = s.output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 50 }, "\(lines)")
        #expect(lines.contains("examples:") && lines.contains("  pick +vegan open"), "\(lines)")
        // The prose is one paragraph: no line of it ends where the authored line did.
        let prose = lines.drop { !$0.isEmpty }.dropFirst().prefix { $0 != "examples:" }
        #expect(prose.count > 3)
        #expect(prose.dropLast().allSatisfy { TextWidth.cells($0) > 35 }, "\(lines)")
    }

    @Test func showFitsEightyColumnsAndKeepsTheHoursWhole() throws {
        let s = TestShell(places: Self.longRows, screen: ScreenSize(columns: 60, rows: 24))
        #expect(!s.run(ShellExpectations.here + "near 100; show 1").failed)
        // After the name that starts the detail view (links hold the name too).
        let text = s.output.stdout.components(separatedBy: "\nRavintola").last ?? ""
        // Every line fits but a link wider than the screen: that one is whole, alone on its line.
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TextWidth.cells($0) <= 60 || ($0.contains("://") && !$0.contains(" ")) },
                "\(s.output.stdout)")
        // The name and the hours wrap, nothing lost; links are never cut.
        let joined = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("Mo-Fr 10:30-21:00; Sa 10:30-18:00; Su 12:00-18:00"), "\(text)")
        #expect(s.output.stdout.contains("Pitkä Nimi Numero 1 ja"))
        #expect(!lines.contains { $0.contains("https://") && $0.contains("…") }, "\(text)")
        let google = try #require(lines.firstIndex { $0.hasSuffix("    google") }, "\(text)")
        let link = s.store.state.currentPlace.flatMap { s.catalog.index(ofID: $0) }.map { s.catalog.place(at: $0) }.map { PlaceLinks($0).google }
        #expect(lines[google + 1].trimmingCharacters(in: .whitespaces) == link, "\(text)")
    }

    @Test func theMapAndItsLegendFitEightyByTwentyFour() {
        let s = TestShell(places: Self.longRows, screen: Self.eighty)
        #expect(!s.run(ShellExpectations.here + "near 1500").failed)
        let before = s.output.stdout.count
        #expect(!s.run("map").failed, "\(s.output.stderr)")
        let map = String(s.output.stdout.dropFirst(before))
        let lines = map.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // The map, its legend and the next prompt on one screen.
        #expect(lines.count <= 23, "\(map)")
        #expect(Self.widest(map) <= 80, "\(map)")
        #expect(lines.first?.hasPrefix("+") == true)
        #expect(map.contains(" 1 Ravintola Pit"), "\(map)")
        #expect(map.contains("left off the map to fit the screen"))
    }

    @Test func theMapOnAScreenWithoutAHeightLimitNamesEveryRowOneALine() {
        let s = TestShell(places: Self.longRows, screen: ScreenSize(columns: 80))
        s.run(ShellExpectations.here + "near 310; map")
        #expect(s.output.stdout.contains("\n 15  Ravintola"))
        #expect(!s.output.stdout.contains("left off"))
    }
}
