import Testing
@testable import LunchText
@testable import LunchStorage
@testable import LunchCatalog
@testable import LunchState
@testable import LunchSync
@testable import LunchCommands

/// A name several places have (a chain): the command lists them with rows that become
/// the last list, and Tab lists them with rows instead of completing to the name.
@Suite struct AmbiguousNameTests {
    static let places: [Place] = [
        Fixtures.place(1, "Hanko Sushi", metres: 900, bearing: 0, address: "Mannerheimintie 1"),
        Fixtures.place(2, "Hanko Sushi", metres: 200, bearing: 90, address: "Fredrikinkatu 2"),
        Fixtures.place(3, "Hanko Sushi", metres: 500, bearing: 180, address: "Bulevardi 3"),
        Fixtures.place(4, "Pikku Kala", metres: 300, bearing: 270),
        Fixtures.place(5, "Pikku Nepal", metres: 100, bearing: 270),
        Fixtures.place(6, "Golden Sushi", metres: 60, bearing: 135),
    ]

    func shell(json: Bool = false) -> TestShell {
        let s = TestShell(places: Self.places, json: json)
        s.run("at 60.1699,24.9384")
        return s
    }

    @Test func anAmbiguousNameListsTheMatchesNearestFirstAndShow2Picks() {
        let s = shell()
        #expect(s.run("show Hanko Sushi").failed)
        #expect(s.output.stderr == "error: 'Hanko Sushi' matches 3 places, listed below; pick one by row: 'show 1'\n")
        let rows = s.output.stdout.split(separator: "\n").filter { $0.contains("Hanko Sushi") }
        #expect(rows.count == 3)
        #expect(rows.first?.hasPrefix(" 1") == true || rows.first?.hasPrefix("1") == true)
        #expect(s.store.state.currentList == ["osm:node/2", "osm:node/3", "osm:node/1"])
        #expect(!s.run("show 2").failed)
        #expect(s.store.state.currentPlace == "osm:node/3")
    }

    @Test func aPrefixOfSeveralNamesListsThemToo() {
        let s = shell()
        #expect(s.run("fav pikku").failed)
        #expect(s.output.stderr.hasPrefix("error: 'pikku' matches 2 places, listed below; pick one by row: 'fav 1'"))
        #expect(s.store.state.currentList == ["osm:node/5", "osm:node/4"])
        #expect(!s.run("fav 2").failed)
        #expect(s.store.state.favourites == ["osm:node/4"])
    }

    @Test func inJSONTheErrorCarriesTheListedPlaces() {
        let s = shell(json: true)
        #expect(s.run("show pikku").failed)
        let line = s.output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(line.hasPrefix(#"{"command":"show","error":"'pikku' matches 2 places, listed below; pick one by row: 'show 1'","places":[{"row":1,"id":"osm:node/5""#))
    }

    @Test func tabNeverCompletesToAnAmbiguousName() {
        let s = shell()
        let completer = Completer(registry: s.registry)
        let completion = completer.complete("show Han")
        #expect(completion.insert.isEmpty)
        #expect(completion.candidates.map(\.value) == ["1", "2", "3"])
        #expect(completion.candidates.first?.display == "1  Hanko Sushi  Fredrikinkatu 2")
        #expect(s.store.state.currentList == ["osm:node/2", "osm:node/3", "osm:node/1"])
        // Typed in words, the same; a name only one place has is still completed.
        #expect(completer.complete("show Hanko S").candidates.map(\.value) == ["1", "2", "3"])
        #expect(completer.complete("show Gol") == Completion(deleteCount: 3, insert: "Golden\\ Sushi "))
    }
}
