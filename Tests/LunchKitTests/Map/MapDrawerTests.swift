import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The map draws only what fits its scale and says what it left out (issue 10, row 12).
@Suite struct MapDrawerTests {
    /// The lines inside the frame, without the border characters.
    func inside(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.hasPrefix("+") }),
              let bottom = lines.dropFirst(top + 1).firstIndex(where: { $0.hasPrefix("+") }) else { return [] }
        return lines[(top + 1)..<bottom].map { String($0.dropFirst().dropLast()) }
    }

    @Test func aListMadeElsewhereIsLeftOffTheMapAndSaidSo() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384; near 600; at 0,0")
        s.output.clear()
        s.run("map")
        #expect(s.output.stderr == "")
        let grid = inside(s.output.stdout)
        #expect(grid.count == 19)
        // Only you are drawn: no row number sits 6,700 km away on a 1.5 km map.
        #expect(grid.joined().filter { $0 != " " } == "@")
        #expect(s.output.stdout.contains("\n5 of the 5 rows are off the map (more than 1.5 km from you); 'near' lists the places around you\n"))
        // The legend still names the rows, and they still mean what they meant.
        #expect(s.output.stdout.contains("  1  Golden Sushi"))
        #expect(s.store.state.currentList.count == 5)
    }

    @Test func rowsBeyondFiftyKilometresAreCountedAndTheRestFitTheMap() {
        let far = Place(id: "osm:node/99", name: "Golden Far", coordinate: Coordinate(lat: 0, lon: 0))
        let s = TestShell(places: Fixtures.small + [far])
        s.run("at 60.1699,24.9384; search golden")
        s.output.clear()
        s.run("map")
        let grid = inside(s.output.stdout).joined()
        // Golden Sushi (60 m) and Golden Dragon (1.2 km) are drawn, the frame fitted to
        // them; Golden Far, past the map's reach, is not.
        #expect(s.output.stdout.contains("1 of the 3 rows is off the map (more than 50 km from you)"), "\(s.output.stdout)")
        #expect(grid.filter(\.isNumber).count == 2)
        #expect(!s.output.stdout.contains("| 50 km"), "\(s.output.stdout)")
    }

    @Test func theScaleIsClampedSoTheBarFitsAndPointsNeverWrap() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384; map 1m")
        #expect(s.output.stderr == "")
        #expect(s.output.stdout.components(separatedBy: "\n").allSatisfy { $0.count <= 80 })
        #expect(s.output.stdout.contains("| 50 m\n"))
    }

    @Test func placesAcrossTheAntimeridianAndThePoleLandWhereTheyAre() throws {
        let map = MapRenderer(columns: 80, unicode: false)
        // 0.004° of longitude is 445 m at the equator: east of you, across the line.
        let centre = Coordinate(lat: 0, lon: 179.998)
        let east = try #require(map.cell(of: Coordinate(lat: 0, lon: -179.998), centre: centre, radius: 1000))
        let here = try #require(map.cell(of: centre, centre: centre, radius: 1000))
        #expect(east.row == here.row && east.column - here.column == Int((444.8 / map.metresPerColumn(radius: 1000)).rounded()))
        // 1 km from the North Pole on the other side of it is 2 km from you, straight north.
        let nearPole = Coordinate(lat: 89.991, lon: 0)
        let across = try #require(map.cell(of: Coordinate(lat: 89.991, lon: 180), centre: nearPole, radius: 2000))
        #expect(across.column == here.column)
        #expect(here.row - across.row == Int((2001.5 / (2 * map.metresPerColumn(radius: 2000))).rounded()))
        // Far away is off the map, never wrapped back onto it.
        #expect(map.cell(of: Coordinate(lat: 60, lon: 25), centre: Coordinate(lat: 0, lon: 0), radius: 50_000) == nil)
    }
}
