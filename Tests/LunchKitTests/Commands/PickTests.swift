import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `pick`: its interactor (seeded random numbers, a recording spin) and presenter
/// directly, then the shell.
@Suite struct PickTests {
    final class RecordingAnimation: PickAnimation {
        var finals: [String] = []
        func play(names: [String], final: String) { finals.append(final) }
    }

    @Test func drawsSpinsAndStartsOverWhenAllWereShown() throws {
        let s = TestShell(places: Fixtures.small)
        try s.store.send(.setLocation(Location(coordinate: Fixtures.helsinki)))
        var preferences = Preferences()
        preferences.radiusMetres = 70  // only Golden Sushi, 60 m away
        try s.store.send(.setPreferences(preferences))
        let animation = RecordingAnimation()
        let c = s.context
        let interactor = PickInteractor(near: NearInteractor(lister: c.lister, store: s.store, whereabouts: c.whereabouts),
                                        detail: ShowInteractor(resolver: c.resolver, lister: c.lister, whereabouts: c.whereabouts),
                                        store: s.store, clock: TestShell.clock, random: SeededRandomSource(seed: 1),
                                        animation: animation)
        let first = try interactor.pick(NearRequest())
        #expect(first.row.place.name == "Golden Sushi")
        #expect(first.detail.row.place.id == "osm:node/6")
        #expect(!first.startedOver)
        let second = try interactor.pick(NearRequest())
        #expect(second.startedOver)
        #expect(animation.finals == ["Golden Sushi", "Golden Sushi"])
        let text = PickPresenter(show: ShowPresenter(table: c.table, style: Style(enabled: false)), style: Style(enabled: false))
            .present(second).text
        #expect(text.hasPrefix(Messages.allPicked(1) + "\nYour pick: Golden Sushi (one of 1)\nGolden Sushi  osm:node/6"))
    }

    @Test func throughTheShellThePickBecomesCurrent() {
        let s = TestShell(places: Fixtures.small)
        s.run("pick")
        #expect(s.store.state.currentPlace != nil)
        #expect(s.store.state.picked == [s.store.state.currentPlace])
    }

    func shell() -> TestShell {
        let s = TestShell(places: Fixtures.small)
        s.run("at 60.1699,24.9384")
        return s
    }

    @Test func neverRepeatsUntilAllWereShownThenSaysSo() {
        let s = shell()
        s.run("filter radius 600")   // 5 places: Golden Sushi, Pizza Place, Kahvila, Café Regatta, Tacos
        var seen: [String] = []
        for _ in 0..<5 {
            s.run("pick")
            seen.append(s.store.state.currentPlace ?? "")
        }
        #expect(Set(seen).count == 5)
        s.output.clear()
        s.run("pick")
        #expect(s.output.stdout.hasPrefix(Messages.allPicked(5)))
        #expect(s.store.state.picked.count == 1)
    }

    @Test func aPlaceVisitedYesterdayIsNeverDrawnWhileOthersRemain() throws {
        let s = shell()
        s.run("filter radius 600; show golden s; rate 5")
        // The clock says 2026-11-20 12:30: that visit is minutes old.
        var drawn: [String: Int] = [:]
        for _ in 0..<200 {
            try s.store.send(.picksReset)
            s.run("pick")
            drawn[s.store.state.currentPlace ?? "", default: 0] += 1
        }
        #expect(drawn["osm:node/6"] == nil)
        #expect(drawn.values.reduce(0, +) == 200)
    }

    @Test func favouritesRatedHighAreDrawnMoreThanUnratedPlaces() throws {
        // Weights on a fixed seed: a 5★ favourite weighs 3 × (5/3)² ≈ 8.3, an unrated place 1.
        let weights = [PickWeights.weight(favourite: true, averageStars: 5), 1, 1, 1, PickWeights.weight(favourite: false, averageStars: 1)]
        let random = SeededRandomSource(seed: 7)
        var counts = [Int](repeating: 0, count: weights.count)
        for _ in 0..<10_000 { counts[PickWeights.draw(weights, u: random.nextUnit())] += 1 }
        #expect(counts[0] > 5 * counts[1])
        #expect(counts[4] < counts[1])
        #expect(abs(Double(counts[0]) / 10_000 - weights[0] / weights.reduce(0, +)) < 0.02)
    }

    @Test func thePickBecomesTheCurrentPlace() {
        let s = shell()
        s.run("pick 300; rate 4 \"great\"")
        #expect(s.output.stderr == "")
        #expect(s.store.state.visits.first?.placeID == s.store.state.currentPlace)
    }

    @Test func nothingToPickIsAClearError() {
        let s = TestShell(places: Fixtures.small)
        s.run("at 10,10")
        #expect(s.run("pick").failed)
        #expect(s.output.stderr == "error: nothing to pick: no places within 1.5 km; try 'filter radius 2km' or move with 'at NAME'\n")
    }

    @Test(arguments: [
        (ShellExpectations.here + "pick 70; pick 70", "The only place was picked this session; starting over."),
        (ShellExpectations.here + "pick 110; pick 110; pick 110", "All 2 places were picked this session; starting over."),
    ])
    func countsAgreeWithTheirNouns(_ line: String, _ expected: String) {
        ShellExpectations.countedRight(line, expected)
    }

    @Test func neverAPlaceWhoseLatestVisitSaysNever() {
        let s = TestShell(places: Fixtures.small)
        // Golden Sushi (60 m) is the only place within 70 m.
        s.run("at 60.1699,24.9384; near 70; rate 1 2 +never")
        #expect(s.run("pick 70").failed)
        #expect(s.output.stderr.hasSuffix("error: \(Messages.onlyNeverAgain(1))\n"))
        s.run("rate 1 4 +again")
        #expect(!s.run("pick 70").failed)
        #expect(s.output.stdout.contains("Your pick: Golden Sushi"))
    }
}
