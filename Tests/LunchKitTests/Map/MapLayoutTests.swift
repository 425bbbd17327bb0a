import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands

/// The map fills the screen above the prompt (its frame never pushed off the top), the
/// legend beside or below it; the scale bar is never longer than the list is wide; and
/// `map N` on a row drawn with others (`2+`) zooms in until each has its own label.
@Suite struct MapLayoutTests {
    static func entries(_ n: Int) -> [(label: String, name: String)] {
        (1...n).map { (String($0), "Ravintola Pitkä Nimi Numero \($0)") }
    }

    @Test(arguments: [(80, 24, 50), (120, 40, 50), (80, 24, 5), (120, 40, 5), (60, 24, 50)])
    func theMapAndItsLegendFillTheScreen(width: Int, rows: Int, count: Int) {
        let lines = rows - 1
        let layout = MapLayout.choose(Self.entries(count), width: width, lines: lines)
        let map = MapRenderer(columns: layout.mapColumns, unicode: true, rows: layout.mapRows)
        let drawn = map.render(centre: Coordinate(lat: 60.17, lon: 24.94), marks: [], radius: 500)
        let composed = layout.compose(map: drawn, note: nil)
        #expect(composed.count == lines, "\(composed.joined(separator: "\n"))")
        #expect(composed.first?.hasPrefix("┌") == true)
        #expect(composed.allSatisfy { TextWidth.cells($0) <= width }, "\(composed.joined(separator: "\n"))")
        // Big: at least 39 cells wide inside, and every line not taken by the legend.
        #expect(layout.mapColumns - 2 >= 39)
        #expect(layout.mapRows >= (layout.side == .beside ? lines - 4 : (lines - 3) / 2), "\(layout.side) \(layout.mapRows)")
        if width >= 80 && count == 50 {
            #expect(layout.side == .beside)
            #expect(layout.legend.shown >= (rows == 40 ? 50 : 30), "\(layout.legend.shown)")
        }
    }

    /// Down to the smallest screen a map is drawn on, the map, its legend and the line on
    /// rows left off (one line, not a wrapped one) fit above the prompt: at 40×12 they took
    /// 13 lines, at 21×11 14.
    @Test(arguments: [(40, 12, 99), (21, 11, 99), (21, 12, 99), (21, 13, 99), (30, 13, 99), (40, 12, 1), (21, 14, 5)])
    func aSmallScreenHoldsTheMapAndWhatItSays(width: Int, rows: Int, count: Int) {
        let lines = rows - 1
        let layout = MapLayout.choose(Self.entries(count), width: width, lines: lines)
        let map = MapRenderer(columns: layout.mapColumns, unicode: true, rows: layout.mapRows)
        let drawn = map.render(centre: Coordinate(lat: 60.17, lon: 24.94), marks: [], radius: 500)
        let composed = layout.compose(map: drawn, note: nil)
        let text = composed.joined(separator: "\n")
        #expect(composed.count <= lines, "\(text)")
        #expect(composed.first?.hasPrefix("┌") == true, "\(text)")
        #expect(composed.allSatisfy { TextWidth.cells($0) <= width }, "\(text)")
    }

    @Test func aMapOnAShortScreenIsAsWideAsTheScreen() {
        let map = MapRenderer(columns: 80, unicode: false, rows: 9)
        let lines = map.render(centre: Coordinate(lat: 60.17, lon: 24.94), marks: [], radius: 1000)
        #expect(lines.count == 9 + 3)
        #expect(lines.dropLast().allSatisfy { $0.count == 79 }, "\(lines)")
        // The radius fits north and south: 4 rows up is 8 columns' metres.
        #expect(map.metresPerColumn(radius: 1000) == 1000 / 8)
        // A tall narrow map fits it east and west instead.
        let narrow = MapRenderer(columns: 23, unicode: false, rows: 31)
        #expect(narrow.metresPerColumn(radius: 1000) == 1000 / 10)
    }

    /// A list within 300 m on a short map had a 500 m bar.
    @Test func theScaleBarIsNoLongerThanTheRadius() {
        for (columns, rows, radius) in [(80, 7, 330.0), (80, 19, 330.0), (120, 35, 120.0), (40, nil, 800.0)] as [(Int, Int?, Double)] {
            let map = MapRenderer(columns: columns, unicode: false, rows: rows)
            let bar = map.scaleBar(radius: radius)
            let words = bar.split(separator: " ")
            let number = Double(words[words.count - 2])!
            let metres = words.last == "km" ? number * 1000 : number
            #expect(metres <= radius, "\(bar) for \(radius) m")
            #expect(metres >= radius / 5, "\(bar) for \(radius) m")
        }
    }

    /// Twenty-five places in a 160 m square 1 km north: too many for the free cells around
    /// their spot on the map of the list, so some merge (`N+`, named under the map);
    /// `map N` fits the frame to that group until each row has its own label.
    @Test func mapOfARowInAClusterZoomsInUntilEachRowHasItsLabel() throws {
        let here = Fixtures.helsinki
        let north = Fixtures.offset(here, metres: 1000, bearing: 0)
        var places = [Fixtures.place(1, "Alone East", metres: 200, bearing: 90)]
        for k in 0..<25 {
            let c = Fixtures.offset(Fixtures.offset(north, metres: Double(40 * (k % 5)), bearing: 90),
                                    metres: Double(40 * (k / 5)), bearing: 0)
            places.append(Place(id: "osm:node/\(k + 2)", name: "Cluster \(k)", coordinate: c))
        }
        places.append(Fixtures.place(99, "Far South", metres: 1400, bearing: 180))
        let s = TestShell(places: places, screen: ScreenSize(columns: 80, rows: 30))
        #expect(!s.run(ShellExpectations.here + "near 1500").failed, "\(s.output.stderr)")
        s.output.clear()
        s.run("map")
        let whole = s.output.stdout
        let flat = whole.replacingOccurrences(of: "\n", with: " ")
        // The note says how to see the first merged marker's rows apart.
        let merged = try #require(flat.firstMatch(of: /'map ([0-9]+)' zooms in/), "\(whole)")
        let row = String(merged.output.1)
        #expect(whole.contains(" \(row)+ "), "\(whole)")
        #expect(flat.contains("\(row)+ is row"), "\(whole)")
        s.output.clear()
        #expect(!s.run("map \(row)").failed, "\(s.output.stderr)")
        let zoomed = s.output.stdout
        let inside = zoomed.split(separator: "\n").filter { $0.hasPrefix("|") }.map { $0.dropFirst().prefix(while: { $0 != "|" }) }
        let labels = inside.flatMap { $0.split(separator: " ") }.map(String.init)
        #expect(!labels.contains { $0.contains("+") }, "\(zoomed)")
        #expect(zoomed.replacingOccurrences(of: "\n", with: " ").contains("zoomed in on row \(row) and the "), "\(zoomed)")
        // The note under the zoomed map, wrapped, still leaves the frame's top in view.
        let lines = zoomed.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 29 && lines.first?.hasPrefix("+") == true, "\(zoomed)")
        let narrow = TestShell(places: places, screen: ScreenSize(columns: 44, rows: 20))
        narrow.run(ShellExpectations.here + "near 1500; map \(row)")
        let narrowLines = narrow.output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let top = try #require(narrowLines.firstIndex { $0.hasPrefix("+") })
        #expect(narrowLines.count - top <= 19, "\(narrow.output.stdout)")
        // The row is the current place, as before.
        #expect(s.store.state.currentPlace == s.store.state.currentList[Int(row)! - 1])
    }

    /// Smaller than the smallest map (21 columns; 11 lines with the prompt): one line says
    /// so (it drew a 21-cell frame that wrapped at 20 columns, and 13 lines at 8); `--json`
    /// has no screen and is as before.
    @Test(arguments: [(20, 24), (80, 8), (80, 10)])
    func aScreenTooSmallForAMapGetsOneLine(columns: Int, rows: Int) {
        let s = TestShell(places: Fixtures.small, screen: ScreenSize(columns: columns, rows: rows))
        #expect(!s.run(ShellExpectations.here + "near 1500").failed, "\(s.output.stderr)")
        s.output.clear()
        s.run("map")
        let refusal = Messages.screenTooSmallForMap(columns: columns, lines: rows, minimumColumns: 21, minimumLines: 11)
        #expect(s.output.stdout == TextWidth.wrapLines(refusal, to: columns) + "\n", "\(s.output.stdout)")
        #expect(MapFit.refusal(ScreenSize(columns: 21, rows: 11)) == nil)
        #expect(MapFit.refusal(ScreenSize(columns: columns)) == (columns < 21 ? refusal.replacingOccurrences(of: ", \(rows) lines", with: "") : nil))
        let json = TestShell(places: Fixtures.small, json: true)
        json.run(ShellExpectations.here + "near 1500; map")
        #expect(json.output.stdout.contains(#""command":"map","ok":true"#), "\(json.output.stdout)")
    }
}
