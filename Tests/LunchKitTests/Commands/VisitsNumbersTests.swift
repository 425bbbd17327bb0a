import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// Issue 29, round 2: `visits --remove N` takes the N `visits` showed — one number at a
/// time, refused once the list moved under it (another shell, a rating, a removal) — and
/// `visits --json` gives the same numbers.
@Suite struct VisitsNumbersTests {
    /// Three visits, listed: 1 = Tacos Mexicanos, 2 = Golden Sushi, 3 = Kahvila Suomi.
    static func listedThree() -> TestShell {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4; show golden s; rate 2; show tacos; rate 5; visits")
        s.output.clear()
        return s
    }

    @Test func aRepeatedRemoveIsRefusedAndNothingIsRemoved() throws {
        let s = Self.listedThree()
        #expect(s.run("visits --remove 1 --remove 3").failed)
        #expect(s.output.stderr == "error: 'visits --remove' takes one number at a time: 'visits --remove 3', then "
                + "'visits --remove 1' (the highest first keeps the others' numbers)\n")
        #expect(s.output.stdout.isEmpty)
        #expect(s.store.state.visits.count == 3)
        #expect(try StateFile(path: "/state/state.json", storage: s.storage).saved().visits.count == 3)
    }

    /// The advice works: the highest first, then the lower one, both as listed.
    @Test func theHighestFirstKeepsTheLowerNumbersAsListed() {
        let s = Self.listedThree()
        #expect(!s.run("visits --remove 3").failed)
        #expect(!s.run("visits --remove 1").failed)
        #expect(s.output.stdout == "Removed visit 3: 2026-11-20 12:30  ★★★★☆  Kahvila Suomi ('undo' brings it back).\n"
                + "Removed visit 1: 2026-11-20 12:30  ★★★★★  Tacos Mexicanos ('undo' brings it back).\n")
        #expect(s.store.state.visits.map(\.placeName) == ["Golden Sushi"])
    }

    /// A lower number removed first moves the ones after it: the next removal past it is
    /// refused until `visits` numbers them again.
    @Test func aNumberPastOneRemovedIsRefusedUntilListedAgain() {
        let s = Self.listedThree()
        #expect(!s.run("visits --remove 1").failed)
        s.output.clear()
        #expect(s.run("visits --remove 2").failed)
        #expect(s.output.stderr == "error: \(Messages.visitsChangedSinceListed)\n")
        #expect(s.store.state.visits.count == 2)
        s.output.clear()
        s.run("visits; visits --remove 2")
        #expect(s.output.stdout.hasSuffix("Removed visit 2: 2026-11-20 12:30  ★★★★☆  Kahvila Suomi ('undo' brings it back).\n"))
        #expect(s.store.state.visits.map(\.placeName) == ["Golden Sushi"])
    }

    /// Another shell rates after this one listed the visits: the numbers shifted, so
    /// `visits --remove 2` would take another visit than the one shown — refused.
    @Test func aRatingInAnotherShellMakesAListedNumberRefused() throws {
        let s = Self.listedThree()
        let other = Store(stateFile: StateFile(path: "/state/state.json", storage: s.storage))
        try other.send(.addVisit(Visit(placeID: "osm:node/2", placeName: "Kahvila Suomi",
                                       date: TestShell.clock.now().addingTimeInterval(60), stars: 3, note: nil)))
        #expect(s.run("visits --remove 2").failed)
        #expect(s.output.stderr == "error: your visits changed since 'visits' numbered them (another shell, a rating or a removal): "
                + "nothing was removed; 'visits' lists them again with their numbers now\n")
        #expect(try StateFile(path: "/state/state.json", storage: s.storage).saved().visits.count == 4)
    }

    /// Without a list shown in this shell (`lunch -c 'visits --remove 1'`) the number is
    /// the one `visits` would show now, as before.
    @Test func withoutAListShownTheNumberIsTodays() {
        let s = TestShell(places: Fixtures.small)
        s.run("show kahvila; rate 4; show golden s; rate 2")
        s.output.clear()
        #expect(!s.run("visits --remove 1").failed)
        #expect(s.store.state.visits.map(\.placeName) == ["Kahvila Suomi"])
    }

    @Test func visitsAsJSONNumbersThemAsTheTableDoes() {
        let json = TestShell(places: Fixtures.small, json: true)
        json.run("show kahvila; rate 4; show golden s; rate 2")
        json.output.clear()
        json.run("visits")
        #expect(json.output.stdout.hasPrefix("{\"command\":\"visits\",\"visits\":[{\"number\":1,\"place_id\":\"osm:node/"))
        #expect(json.output.stdout.contains("},{\"number\":2,\"place_id\":\"osm:node/2\",\"name\":\"Kahvila Suomi\""))
        json.output.clear()
        json.run("visits --remove 2")
        #expect(json.output.stdout.hasPrefix("{\"command\":\"visits\",\"ok\":true,\"removed\":{\"number\":2,\"place_id\":\"osm:node/2\""))
    }

    /// `--team` and `--remove` do not go together (refused), so Tab offers neither after the other.
    @Test(arguments: ["visits --remove 2 ", "visits --remove 2 --", "visits --team ", "visits --team --"])
    func tabOffersNoOptionThatCannotCombine(_ line: String) {
        let s = Self.listedThree()
        #expect(Completer(registry: s.registry).complete(line).candidates.isEmpty)
        #expect(Completer(registry: s.registry).complete(line).insert.isEmpty)
    }

    @Test func tabOffersBothOptionsAlone() {
        let s = Self.listedThree()
        #expect(Completer(registry: s.registry).complete("visits --").candidates.map(\.value) == ["--team", "--remove"])
    }
}
