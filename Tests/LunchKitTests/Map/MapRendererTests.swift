import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

/// The map against fixed data, sizes and location: committed snapshots and geometry.
@Suite struct MapRendererTests {
    let centre = Coordinate(lat: 60.17, lon: 24.94)

    func mark(_ label: String, metres: Double, bearing: Double) -> MapRenderer.Mark {
        MapRenderer.Mark(label: label, coordinate: Fixtures.offset(centre, metres: metres, bearing: bearing))
    }

    @Test func asciiSnapshotAtFortyColumns() {
        let map = MapRenderer(columns: 40, unicode: false)
        let lines = map.render(centre: centre, marks: [mark("1", metres: 400, bearing: 0), mark("2", metres: 600, bearing: 90),
                                                       mark("3", metres: 500, bearing: 225), mark("4", metres: 10, bearing: 180),
                                                       mark("5", metres: 12, bearing: 180)], radius: 800)
        // 100 m a column, 200 m a row: 1 is 400 m north (two rows straight up), 2 is 600 m
        // east (six columns), 3 is 500 m south-west, 4 and 5 share your cell: each moves
        // to the nearest free cell beside it (4 right, 5 left; it drew `@4+1`); the bar is
        // no longer than the 800 m shown.
        #expect(lines == [
            "+----------------------------------N^-+",
            "|                                     |",
            "|                                     |",
            "|                  1                  |",
            "|                                     |",
            "|                5 @ 4   2            |",
            "|                                     |",
            "|              3                      |",
            "|                                     |",
            "|                                     |",
            "+-------------------------------------+",
            " |----| 500 m",
        ])
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    @Test func utf8SnapshotAtFortyColumns() {
        let map = MapRenderer(columns: 40, unicode: true)
        let lines = map.render(centre: centre, marks: [mark("1", metres: 400, bearing: 0), mark("2", metres: 600, bearing: 90),
                                                       mark("3", metres: 500, bearing: 225), mark("4", metres: 10, bearing: 180),
                                                       mark("5", metres: 12, bearing: 180)], radius: 800)
        #expect(lines == [
            "┌──────────────────────────────────N↑─┐",
            "│                                     │",
            "│                                     │",
            "│                  1                  │",
            "│                                     │",
            "│                5 ◎ 4   2            │",
            "│                                     │",
            "│              3                      │",
            "│                                     │",
            "│                                     │",
            "└─────────────────────────────────────┘",
            " ├────┤ 500 m",
        ])
    }

    @Test func asciiAtOneHundredTwentyColumns() {
        let map = MapRenderer(columns: 120, unicode: false)
        let lines = map.render(centre: centre, marks: [mark("12", metres: 900, bearing: 300)], radius: 1000)
        #expect(lines.dropLast().allSatisfy { $0.count == 119 })
        #expect(lines.count == 29 + 3)
        #expect(lines.contains { $0.contains("12") })
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    }

    @Test func unicodeAtOneHundredTwentyColumns() {
        let map = MapRenderer(columns: 120, unicode: true)
        let lines = map.render(centre: centre, marks: [mark("7", metres: 300, bearing: 45)], radius: 1000)
        #expect(lines.first?.hasPrefix("┌") == true && lines.first?.hasSuffix("N↑─┐") == true)
        #expect(lines.contains { $0.contains("◎") })
        #expect(lines.contains { $0.contains("7") })
        #expect(lines.dropLast().allSatisfy { TextWidth.cells($0) == 119 })
        #expect(lines.last?.contains("├") == true)
    }

    @Test func aPlaceExactlyNorthIsStraightAboveTheCentre() throws {
        for columns in [40, 80, 120] {
            let map = MapRenderer(columns: columns, unicode: false)
            let here = try #require(map.cell(of: centre, centre: centre, radius: 1000))
            let north = try #require(map.cell(of: Fixtures.offset(centre, metres: 600, bearing: 0), centre: centre, radius: 1000))
            #expect(north.column == here.column)
            #expect(north.row < here.row)
        }
    }

    @Test func cellsAreTwiceAsTallAsWide() throws {
        let map = MapRenderer(columns: 80, unicode: false)
        let mpc = map.metresPerColumn(radius: 1000)
        let here = try #require(map.cell(of: centre, centre: centre, radius: 1000))
        let east = try #require(map.cell(of: Fixtures.offset(centre, metres: 8 * mpc, bearing: 90), centre: centre, radius: 1000))
        let north = try #require(map.cell(of: Fixtures.offset(centre, metres: 8 * mpc, bearing: 0), centre: centre, radius: 1000))
        #expect(east.column - here.column == 8)
        #expect(here.row - north.row == 4)
    }

    @Test func theScaleBarMatchesTheProjection() {
        for (columns, radius) in [(40, 800.0), (80, 1500.0), (120, 300.0)] {
            let map = MapRenderer(columns: columns, unicode: false)
            let bar = map.scaleBar(radius: radius)
            let ends = bar.indices.filter { bar[$0] == "|" }
            let cells = bar.distance(from: ends[0], to: ends[1])
            let label = bar.split(separator: " ").last.map(String.init) ?? ""
            let metres = cells * Int(map.metresPerColumn(radius: radius).rounded())
            let stated = label.hasSuffix("km") ? 1000 * Double(bar.split(separator: " ").dropLast().last!)! : Double(bar.split(separator: " ").dropLast().last!)!
            #expect(abs(Double(metres) - stated) <= map.metresPerColumn(radius: radius), "\(bar)")
        }
    }

    /// Three places in one cell: each gets a cell of its own beside it (it drew `1+2`).
    @Test func marksSharingACellMoveToFreeCellsBesideIt() {
        let map = MapRenderer(columns: 40, unicode: true)
        let lines = map.render(centre: centre, marks: [mark("1", metres: 500, bearing: 0), mark("2", metres: 505, bearing: 0),
                                                       mark("3", metres: 510, bearing: 0)], radius: 800)
        #expect(Set(Self.labels(lines)) == ["◎", "1", "2", "3"], "\(lines)")
        #expect(map.merged(centre: centre, marks: [mark("1", metres: 500, bearing: 0), mark("2", metres: 505, bearing: 0)],
                           radius: 800).isEmpty)
        // Each stays next to the spot: within a line and four columns of it.
        let row = lines.firstIndex { $0.contains("1") }!
        #expect(lines[(row - 1)...(row + 1)].joined().filter { "123".contains($0) }.count == 3, "\(lines)")
    }

    /// Thirty places in one spot: those with no free cell near it merge into a marker
    /// that reads as its first row and a plus (`4+`), and the note under the map names
    /// the rows it holds. Every row is drawn alone or in a group.
    @Test func aCrowdedSpotMergesIntoAMarkerTheNoteExplains() throws {
        let map = MapRenderer(columns: 40, unicode: false)
        let marks = (1...30).map { mark(String($0), metres: 400, bearing: 0) }
        let lines = map.render(centre: centre, marks: marks, radius: 800)
        let runs = Self.labels(lines).filter { $0 != "@" }
        for run in runs { #expect(run.wholeMatch(of: /[0-9]+\+?/) != nil, "\(run) in \(lines)") }
        let groups = map.merged(centre: centre, marks: marks, radius: 800)
        #expect(!groups.isEmpty)
        for group in groups {
            #expect(runs.contains(group[0] + "+"), "\(group) \(lines)")
            // The group's marker is its lowest row.
            #expect(group.map { Int($0)! } == group.map { Int($0)! }.sorted())
        }
        let alone = runs.filter { !$0.hasSuffix("+") }.count
        #expect(alone + groups.map(\.count).reduce(0, +) == 30, "\(lines)")
        let note = Messages.mapMerged(groups)
        #expect(note.hasPrefix("\(groups[0][0])+ is rows \(groups[0][0]), "), "\(note)")
        #expect(note.hasSuffix("(one spot; 'map \(groups[0][0])' zooms in)"), "\(note)")
        // Too long for the screen: one line says what the plus means.
        let short = Messages.mapMerged(groups, width: 40)
        #expect(TextWidth.cells(note) <= 40 ? short == note : short.hasPrefix("N+ is row N and rows near it"), "\(short)")
    }

    /// The words a map row is made of: the runs of label text between blanks and the frame.
    static func labels(_ lines: [String]) -> [String] {
        lines.dropFirst().dropLast(2).flatMap { line in
            line.dropFirst().dropLast().split(separator: " ").map(String.init)
        }
    }

    /// Rows 6 to 9 in four neighbouring cells read as `9876` before; and `●2` beside
    /// `3556`. Now a blank separates every label, and each run is one row (or `N+`).
    @Test func labelsNeverRunTogether() {
        let map = MapRenderer(columns: 40, unicode: true)
        let mpc = map.metresPerColumn(radius: 800)
        // Four places one column apart, east of you, then one more in the first's cell.
        let marks = [6, 7, 8, 9].map { mark(String($0), metres: Double($0) * mpc, bearing: 90) }
            + [mark("10", metres: 6 * mpc + 1, bearing: 90), mark("11", metres: 400, bearing: 0), mark("12", metres: 400, bearing: 3)]
        let lines = map.render(centre: centre, marks: marks, radius: 800)
        let runs = Self.labels(lines)
        #expect(!runs.isEmpty)
        for run in runs where run != "◎" {
            // One row, or a merged marker: never two numbers side by side.
            #expect(run.wholeMatch(of: /[0-9]+\+?/) != nil, "\(run) in \(lines)")
        }
        // Every row is on the map: shown, or in a group.
        let groups = map.merged(centre: centre, marks: marks, radius: 800)
        let counted = runs.filter { $0.first?.isNumber == true && !$0.hasSuffix("+") }.count + groups.map(\.count).reduce(0, +)
        #expect(counted == marks.count, "\(lines)")
    }
}
