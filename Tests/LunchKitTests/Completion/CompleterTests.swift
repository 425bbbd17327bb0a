import Testing
import LunchText
import LunchStorage
@testable import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

@Suite struct CompleterTests {
    let shell = TestShell()
    var completer: Completer { Completer(registry: shell.registry) }

    @Test func aUniqueCommandIsCompletedWithASpace() {
        #expect(completer.complete("wh") == Completion(deleteCount: 2, insert: "where "))
        #expect(completer.complete("near 800; wh") == Completion(deleteCount: 2, insert: "where "))
    }

    @Test func severalCommandsAreListed() {
        let completion = completer.complete("h")
        #expect(completion.candidates.map(\.value) == ["help", "history"])
        #expect(completion.insert.isEmpty)
    }

    @Test func aSharedStartIsInsertedFirst() {
        #expect(completer.complete("e") == Completion(deleteCount: 1, insert: "ex"))
        #expect(completer.complete("exi") == Completion(deleteCount: 3, insert: "exit "))
        #expect(completer.complete("") .candidates.count == shell.registry.allNames.count)
    }

    /// Names that differ only in case share their start (taken from the first); the same
    /// value twice is one candidate, in the order first met.
    @Test func sharedStartsIgnoreCaseAndRepeatsAreOne() {
        #expect(Completer.commonPrefix(["Golden Bamboo", "golden BAR", "GOLDEN bat"]) == "Golden Ba")
        #expect(Completer.commonPrefix(["Café Noir", "CAFÉ NOIR", "café"]) == "Café")
        let listed = Completer.completion(for: [Candidate("Bo"), Candidate("Ba"), Candidate("Bo")], typed: "B",
                                          rawLength: 1, quote: nil)
        #expect(listed.candidates.map(\.value) == ["Bo", "Ba"])
    }

    @Test func helpCompletesCommandNames() {
        #expect(completer.complete("help wh") == Completion(deleteCount: 2, insert: "where "))
        #expect(completer.complete("help where ").candidates.isEmpty)
    }

    @Test func atCompletesNamedAreasIgnoringCaseAndAccents() {
        #expect(completer.complete("at kamp") == Completion(deleteCount: 4, insert: "Kamppi "))
        #expect(completer.complete("at etu-to") == Completion(deleteCount: 6, insert: "Etu-Töölö "))
        #expect(completer.complete("at Ka").candidates.map(\.value) == ["Kamppi", "Kallio"])
    }

    @Test func valuesWithSpacesAreEscapedOrQuoted() {
        #expect(Completer.completion(for: [Candidate("Café Regatta")], typed: "caf", rawLength: 3, quote: nil)
                == Completion(deleteCount: 3, insert: #"Café\ Regatta "#))
        #expect(Completer.completion(for: [Candidate("Café Regatta")], typed: "caf", rawLength: 4, quote: "\"")
                == Completion(deleteCount: 4, insert: #""Café Regatta" "#))
    }

    @Test func unknownCommandsCompleteNothing() {
        #expect(completer.complete("nosuch x") == Completion())
    }

    @Test func candidatesAreLaidOutInColumns() {
        let names = ["help", "history", "near", "quit", "where"].map { Candidate($0) }
        #expect(CandidateLayout.columns(names, width: 20) == "help     quit\nhistory  where\nnear")
        #expect(CandidateLayout.columns([Candidate("1", display: "1  Café")], width: 80) == "1  Café")
    }

    /// Hundreds of places with one name (as in a generated million) do not hide the
    /// others: `show Gol` inserts only what every name shares.
    @Test func aRepeatedNameDoesNotHideTheOthers() {
        var places = (0..<500).map { Fixtures.place($0, "Golden Bamboo", metres: Double($0)) }
        places.append(Fixtures.place(900, "Golden Wok", metres: 10))
        places.append(Fixtures.place(901, "Gold Rush", metres: 20))
        let completer = Completer(registry: TestShell(places: places).registry)
        #expect(completer.complete("show Gol") == Completion(deleteCount: 3, insert: "Gold"))
        #expect(completer.complete("show Golden") == Completion(deleteCount: 6, insert: #"Golden\ "#))
        #expect(completer.complete(#"show Golden\ "#).candidates.map(\.value) == ["Golden Bamboo", "Golden Wok"])
        // A name 500 places have is never completed to: they are listed with rows (issue 25).
        let rows = completer.complete(#"show golden\ b"#)
        #expect(rows.insert.isEmpty && rows.candidates.count == PlaceCompleter.nameLimit)
        #expect(rows.candidates.first?.value == "1" && rows.candidates.first?.display.hasPrefix("1  Golden Bamboo  osm:node/") == true)
        // Typed unquoted in words (the command reads them as one name): completed from the
        // word being typed, the words before left as typed; the list shows whole names.
        #expect(completer.complete("show golden b").candidates.first?.value == "1")
        #expect(completer.complete("fav Golden W") == Completion(deleteCount: 1, insert: "Wok "))
        let both = completer.complete("show golden ")
        #expect(both.candidates == [Candidate("Bamboo", display: "Golden Bamboo"), Candidate("Wok", display: "Golden Wok")])
        #expect(completer.complete("show golden x").candidates.isEmpty)
    }

    /// When more names start alike than are offered, the inserted start is still one all
    /// of them share, and the listing ends with the last of them.
    @Test func namesLeftOutStillBoundTheSharedStart() {
        var places = (0..<150).map { Fixtures.place($0, "Aa \(1000 + $0)", metres: Double($0)) }
        places.append(Fixtures.place(900, "Ab", metres: 10))
        let completer = Completer(registry: TestShell(places: places).registry)
        let listed = completer.complete("show A")
        #expect(listed.insert.isEmpty)
        #expect(listed.candidates.count == PlaceCompleter.nameLimit + 1)
        #expect(listed.candidates.first?.value == "Aa 1000")
        #expect(listed.candidates.last == Candidate("Ab", display: "… Ab"))
        #expect(listed.candidates.dropLast().allSatisfy { $0.display == $0.value })
        #expect(completer.complete("show Aa") == Completion(deleteCount: 2, insert: #"Aa\ 1"#))
    }
}
