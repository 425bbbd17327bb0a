import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// Issue 28, item 6: `open 45m` keeps places open now and for the next 45 minutes; `open`
/// alone keeps its meaning. The test shell's clock is Friday 2026-11-20 12:30.
@Suite struct OpenStretchTests {
    static let places = [
        Place(id: "osm:node/1", name: "Closes Soon", coordinate: Coordinate(lat: 60.1686, lon: 24.9316), openingHours: "Mo-Su 11:00-13:00"),
        Place(id: "osm:node/2", name: "Open Late", coordinate: Coordinate(lat: 60.1687, lon: 24.9317), openingHours: "Mo-Su 11:00-15:00"),
        Place(id: "osm:node/3", name: "Closed Now", coordinate: Coordinate(lat: 60.1688, lon: 24.9318), openingHours: "Mo-Su 18:00-22:00"),
        Place(id: "osm:node/4", name: "Always Open", coordinate: Coordinate(lat: 60.1689, lon: 24.9319), openingHours: "24/7"),
    ]

    func shell(json: Bool = false) throws -> TestShell {
        let s = TestShell(places: Self.places, json: json)
        try s.store.send(.setLocation(Location(coordinate: Coordinate(lat: 60.1685, lon: 24.9315), name: "Test")))
        return s
    }

    func listed(_ line: String) throws -> [String] {
        let s = try shell()
        s.run(line)
        return Self.places.map(\.name).filter { s.output.stdout.contains($0) }
    }

    @Test func aStretchKeepsOnlyPlacesOpenForAllOfIt() throws {
        #expect(try listed("near open 45m") == ["Open Late", "Always Open"])
        #expect(try listed("near open 20min") == ["Closes Soon", "Open Late", "Always Open"])
        #expect(try listed("near open 1h") == ["Open Late", "Always Open"])
        #expect(try listed("near open 3h") == ["Always Open"])
        #expect(try listed("search open 45m lat") == ["Open Late"])
    }

    @Test func openAloneKeepsItsMeaning() throws {
        #expect(try listed("near open") == ["Closes Soon", "Open Late", "Always Open"])
        // A radius after `open` is still a radius when it is no stretch (a number alone).
        #expect(try listed("near open 400") == ["Closes Soon", "Open Late", "Always Open"])
    }

    @Test func pickNeverChoosesAPlaceClosingWithinTheStretch() throws {
        for _ in 0..<5 {
            let s = try shell()
            s.run("pick open 45m")
            #expect(!s.output.stdout.contains("Closes Soon"))
            #expect(!s.output.stdout.contains("Closed Now"))
        }
    }

    @Test func aSavedStretchFilters() throws {
        let s = try shell()
        s.run("filter open 45m")
        #expect(s.output.stdout.contains("open now and for the next 45m"))
        s.output.clear()
        s.run("near")
        #expect(!s.output.stdout.contains("Closes Soon"))
        #expect(s.output.stdout.contains("Open Late"))
        #expect(s.store.state.preferences.openMinutes == 45)
    }

    @Test func aStretchOfNothingOrMoreThanADayIsRefused() throws {
        for word in ["0m", "25h", "2000min"] {
            let s = try shell()
            s.run("near open \(word)")
            #expect(s.output.stderr.contains(Messages.badOpenStretch(word)))
        }
    }

    @Test func stretchWords() throws {
        var filter = try PlaceFilter.gather([try FilterWord(parsing: "open"), try FilterWord(parsing: "1h30m")]).filter
        #expect(filter.openMinutes == 90)
        #expect(filter.text == "open 1h30m")
        filter = try PlaceFilter.gather([try FilterWord(parsing: "open"), try FilterWord(parsing: "sushi")]).filter
        #expect(filter.openMinutes == nil && filter.openNow)
    }
}
