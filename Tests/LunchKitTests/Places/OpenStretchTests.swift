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

    /// The Open cell of the row naming `name` in the last output.
    static func openCell(_ output: String, _ name: String) -> String? {
        output.split(separator: "\n").first { $0.contains(name) }.flatMap { line in
            line.range(of: "open").map { String(line[$0.lowerBound...]).trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func aPlainOpenOverASavedStretchListsClosingPlacesMarked() throws {
        let s = try shell()
        s.run("filter open 45m")
        s.output.clear()
        s.run("near open")
        // Open now, closing at 13:00, before the saved 45 minutes are over: listed, marked.
        #expect(Self.openCell(s.output.stdout, "Closes Soon") == "open · closes 13:00", "\(s.output.stdout)")
        #expect(Self.openCell(s.output.stdout, "Open Late") == "open · until 15:00")
        #expect(!s.output.stdout.contains("Closed Now"))
        s.output.clear()
        // The saved stretch still filters when the command says nothing of `open`.
        s.run("near")
        #expect(!s.output.stdout.contains("Closes Soon"))
        s.output.clear()
        s.run("search open soon")
        #expect(Self.openCell(s.output.stdout, "Closes Soon") == "open · closes 13:00", "\(s.output.stdout)")
    }

    @Test func withoutAStretchAClosingIsWrittenAsBefore() throws {
        let s = try shell()
        s.run("near open")
        #expect(Self.openCell(s.output.stdout, "Closes Soon") == "open · closes in 30 min", "\(s.output.stdout)")
    }

    @Test func favouritesAndShowMarkAClosingWithinTheSavedStretch() throws {
        let s = try shell()
        s.run("fav closes soon; filter open 45m")
        s.output.clear()
        s.run("favs")
        #expect(Self.openCell(s.output.stdout, "Closes Soon") == "open · closes 13:00", "\(s.output.stdout)")
        s.output.clear()
        s.run("show closes soon")
        #expect(s.output.stdout.contains("Mo-Su 11:00-13:00 — open · closes 13:00"), "\(s.output.stdout)")
    }

    @Test func pickSkipsPlacesClosingWithinTheStretch() throws {
        for _ in 0..<6 {
            let s = try shell()
            s.run("filter open 45m")
            s.output.clear()
            s.run("pick open")
            #expect(!s.output.stdout.contains("Closes Soon"), "\(s.output.stdout)")
            #expect(s.output.stdout.contains("Your pick: "))
        }
    }

    @Test func pickSaysWhenOnlyPlacesClosingWithinTheStretchAreLeft() throws {
        let s = TestShell(places: [Self.places[0], Self.places[2]])
        try s.store.send(.setLocation(Location(coordinate: Coordinate(lat: 60.1685, lon: 24.9315), name: "Test")))
        s.run("filter open 45m")
        s.output.clear()
        s.run("pick open")
        #expect(s.output.stdout.contains("Your pick: Closes Soon (one of 1) — closes 13:00"), "\(s.output.stdout)")
        s.output.clear()
        // With a stretch of 20 minutes it stays open long enough: nothing to say.
        s.run("pick open 20m")
        #expect(s.output.stdout.contains("Your pick: Closes Soon (one of 1)\n"), "\(s.output.stdout)")
    }

    @Test func aPlainOpenReplacesASavedStretch() throws {
        let s = try shell()
        s.run("filter open 45m")
        s.run("filter open")
        #expect(s.store.state.preferences.openMinutes == nil)
        #expect(s.store.state.preferences.openNow)
        s.output.clear()
        s.run("filter")
        #expect(s.output.stdout.contains("open now") && !s.output.stdout.contains("45m"), "\(s.output.stdout)")
        s.output.clear()
        s.run("near")
        #expect(s.output.stdout.contains("Closes Soon"))
        // Within one command the later word wins too.
        var filter = try PlaceFilter.gather(["open", "45m", "open"].map { try FilterWord(parsing: $0) }).filter
        #expect(filter.openMinutes == nil && filter.openNow)
        filter = try PlaceFilter.gather(["open", "open", "45m"].map { try FilterWord(parsing: $0) }).filter
        #expect(filter.openMinutes == 45)
    }

    @Test func undoSaysTheStretch() throws {
        let s = try shell()
        s.run("filter open 45m")
        s.run("filter +pizza")
        s.output.clear()
        s.run("undo")
        #expect(s.output.stdout.contains("open now and for the next 45m"), "\(s.output.stdout)")
    }

    /// `m` after a number is minutes only below 60: `near open 800m` is a radius of 800 m.
    @Test func metresAfterOpenAreARadius() throws {
        var read = try PlaceFilter.gather(["open", "800m"].map { try FilterWord(parsing: $0) })
        #expect(read.filter.openMinutes == nil && read.rest == ["800m"])
        read = try PlaceFilter.gather(["open", "45m"].map { try FilterWord(parsing: $0) })
        #expect(read.filter.openMinutes == 45 && read.rest.isEmpty)
        read = try PlaceFilter.gather(["open", "90min"].map { try FilterWord(parsing: $0) })
        #expect(read.filter.openMinutes == 90)
        read = try PlaceFilter.gather(["open", "1h30"].map { try FilterWord(parsing: $0) })
        #expect(read.filter.openMinutes == 90)
        let s = try shell()
        s.run("near open 800m")
        #expect(s.output.stdout.contains("within 800 m"), "\(s.output.stdout)")
        #expect(s.output.stdout.contains("Closes Soon"))
    }

    @Test func minutesPastTheHourAreRefused() throws {
        for word in ["1h90m", "2h60", "1h75min"] {
            let s = try shell()
            #expect(s.run("near open \(word)").failed)
            #expect(s.output.stderr == "error: \(Messages.badOpenStretchMinutes(word))\n", "\(s.output.stderr)")
        }
    }

    /// `decide` warns when the team's place closes before the saved stretch is over, as
    /// this shell's catalog has its hours; nothing when it stays open or no stretch is saved.
    @Test func decideWarnsWhenThePlaceClosesWithinTheStretch() throws {
        for (vote, stretch, warned) in [("closes soon", "45m", true), ("open late", "45m", false), ("closes soon", nil, false)] {
            let server = ScriptedTeamConnection(team: TeamSnapshot(fetched: .distantPast, day: "2026-11-20", schemaVersion: 1))
            let s = TestShell(places: Self.places, team: TestShell.team(server, member: "alice"))
            s.run("team join postgresql://127.0.0.1:5432/lunch --as alice")
            if let stretch { s.run("filter open \(stretch)") }
            s.run("vote \(vote)")
            s.output.clear()
            s.run("decide")
            let warning = "warning: " + Messages.decidedClosesWithinStretch("Closes Soon", closing: "closes 13:00", stretch: "45m")
            #expect(s.output.stdout.contains(warning) == warned, "\(s.output.stdout)")
            #expect(s.output.stdout.contains("warning") == warned)
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
