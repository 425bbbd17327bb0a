import Foundation
import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands
import LunchTestSupport
import LunchWalk

/// What a hostile tester found in the walking commands (`map N`, `near 0min`, `view map`).
@Suite struct WalkingCommandFixesTests {
    /// `map 3` without a list: the one-line error of every REF, no empty 3 m map.
    @Test func mapWithARowAndNoListIsOneLine() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        #expect(s.run("map 3").failed)
        #expect(s.output.stdout == "")
        #expect(s.output.stderr == "error: \(Messages.rowOutOfRange(3, count: 0))\n")
        s.output.clear()
        #expect(s.run("near 200").failed == false)
        s.output.clear()
        #expect(s.run("map 30").failed)
        #expect(s.output.stderr == "error: \(Messages.rowOutOfRange(30, count: 3))\n")
        #expect(s.run("map 30m").failed == false)
    }

    @Test(arguments: [
        ("near 0min", "walking time 0min must be at least 1 min"),
        ("near 0.5min", "walking time 0.5min must be at least 1 min"),
        ("near 700min", "walking time 700min is too long: at most 625 min"),
        ("filter radius 0min", "walking time 0min must be at least 1 min"),
    ])
    func minutesAreToldInMinutes(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    /// `show` says why one place's walk is straight in words about that place, not a
    /// list's count ("1 place the ways don't lead to").
    @Test func showSaysWhyInWordsForOnePlace() throws {
        let s = try WalkingTests.plusShell()
        #expect(s.run("show pizzeria napoli").failed == false)
        #expect(s.output.stdout.contains("  walk      ~10 min in a straight line (it is more than 250 m from any walkable way)\n"),
                "\(s.output.stdout)")
        #expect(ShowPresenter.whyStraight(.notReached) == "the ways don't lead there")
        #expect(ShowPresenter.whyStraight(.startOffWays) == "you are more than 250 m from any walkable way")
    }

    /// `view map` draws the walk to the current place above a list, as `map N` does.
    @Test func viewMapDrawsTheRouteToTheCurrentPlace() throws {
        let s = try WalkingTests.plusShell()
        let drawer = MapDrawer(catalog: s.catalog, whereabouts: Whereabouts(store: s.store, catalog: s.catalog),
                               renderer: MapRenderer(columns: 61, unicode: false), walks: s.context.walks)
        let dispatcher = Dispatcher(registry: s.registry, store: s.store, output: s.output,
                                    mode: OutputMode(json: false, style: Style(enabled: false)), mapDrawer: drawer)
        _ = dispatcher.run(line: "view map; near 200")
        let listed = s.output.stdout
        #expect(listed.contains("+-") && !listed.contains("*"), "\(listed)")
        s.output.clear()
        _ = dispatcher.run(line: "show 1; near 200")
        #expect(s.output.stdout.contains("*"), "\(s.output.stdout)")
        // The same route `map` draws.
        s.output.clear()
        _ = dispatcher.run(line: "map")
        let map = s.output.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }
        s.output.clear()
        _ = dispatcher.run(line: "near 200")
        let above = s.output.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(map == above)
    }
}
