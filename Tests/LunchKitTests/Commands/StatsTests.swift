import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `stats` on a hand-made visit history with known answers (the clock says 2026-11-20 12:30).
@Suite struct StatsTests {
    func shell() throws -> TestShell {
        let s = TestShell(places: Fixtures.small, json: true)
        let day = 86_400.0
        let now = TestShell.clock.now()
        // place id, days ago, stars — oldest first
        let history: [(String, Double, Int)] = [
            ("osm:node/3", 400, 5),  // last year: Tacos (mexican, tacos)
            ("osm:node/1", 40, 3),   // Café Regatta, outside 30 days
            ("osm:node/6", 20, 4),   // Golden Sushi — new
            ("osm:node/8", 15, 5),   // 寿司 Bar — new
            ("osm:node/7", 10, 2),   // Сушивок — new (three new in a row)
            ("osm:node/6", 5, 3),    // Golden Sushi again
            ("osm:node/10", 1, 4),   // Pizza Place — new
        ]
        for (n, (id, ago, stars)) in history.enumerated() {
            try s.store.send(.addVisit(Visit(id: "v\(n)", placeID: id, placeName: id, date: now.addingTimeInterval(-ago * day),
                                             stars: stars, note: nil)))
        }
        try s.store.send(.addFavourite("osm:node/1"))
        try s.store.send(.addFavourite("osm:node/5"))  // never visited
        return s
    }

    @Test func theLastThirtyDays() throws {
        let s = try shell()
        s.run("stats")
        #expect(s.output.stdout == #"{"command":"stats","period":"the last 30 days","lunches":5,"places":4,"average_stars":3.6,"top_cuisines":[{"cuisine":"sushi","count":4},{"cuisine":"pizza","count":1}],"forgotten_favorite":{"name":"Golden Dragon","last":null},"longest_new_streak":3,"would_return":{"again":0,"never":0}}"# + "\n")
    }

    @Test func allTimeAndAYear() throws {
        let s = try shell()
        s.run("stats all; stats 2025")
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].contains(#""lunches":7,"places":6"#))
        #expect(lines[0].contains(#""longest_new_streak":5"#))  // Tacos, Café, Golden Sushi, 寿司 Bar, Сушивок
        #expect(lines[1].contains(#""period":"2025","lunches":1"#))
    }

    @Test func textAndBadPeriods() throws {
        let s = TestShell(places: Fixtures.small)
        s.run("stats")
        #expect(s.output.stdout == "Lunches in the last 30 days: 0 at 0 places.\n")
        #expect(s.run("stats lately").failed)
        #expect(s.output.stderr == "error: \(Messages.badPeriod("lately"))\n")
    }

    @Test func thePeriodIsATypedArgument() throws {
        #expect(try StatsPeriod(parsing: "ALL") == .all)
        #expect(try StatsPeriod(parsing: "7d") == .days(7))
        #expect(try StatsPeriod(parsing: "2026") == .year(2026))
        for word in ["0d", "36501d", "1969", "lately", ""] {
            #expect(throws: UserError(Messages.badPeriod(word))) { try StatsPeriod(parsing: word) }
        }
    }

    @Test func theInteractorAndPresenterDirectly() throws {
        let s = try shell()
        let result = StatsInteractor(store: s.store, catalog: s.catalog, clock: TestShell.clock).stats(.year(2025))
        #expect(result.period == "2025")
        #expect(result.lunches == 1)
        #expect(StatsPresenter().present(result).text.hasPrefix("Lunches in 2025: 1 at 1 place, 5.0★ on average."))
    }

    @Test(arguments: [
        ("stats -5d", "'-5d' is negative: stats takes no negative numbers — usage: stats [PERIOD]"),
        ("stats 0d", "'0d' is not a period: use a number of days (30d), a year (2026) or all"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test(arguments: [
        (ShellExpectations.here + "show kahvila; rate 4; stats all", "All lunches: 1 at 1 place, 4.0★ on average."),
        (ShellExpectations.here + "show kahvila; rate 4; stats 1d", "Lunches in the last day: 1 at 1 place, 4.0★ on average."),
        (ShellExpectations.here + "show kahvila; rate 4; show pizzeria; rate 3; stats all", "All lunches: 2 at 2 places, 3.5★ on average."),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        ShellExpectations.countedRight(line, expected)
    }

    @Test func theWouldReturnShare() throws {
        let s = TestShell(places: Fixtures.small)
        s.run(ShellExpectations.fiveRows + "rate 1 4 +again; rate 2 2 +never; rate 3 5 +again; rate 4 3; stats all")
        #expect(s.output.stdout.contains("Would go again: 2 of 3 answered visits (67%)."))
        let r = StatsInteractor(store: s.store, catalog: s.catalog, clock: TestShell.clock).stats(.all)
        #expect((r.again, r.never) == (2, 1))
        #expect(JSON.object(StatsPresenter().present(r).json).serialized().contains("\"would_return\":{\"again\":2,\"never\":1}"))
    }
}
