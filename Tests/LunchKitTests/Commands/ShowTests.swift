import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `show`: its interactor and presenter directly, then the shell.
@Suite struct ShowTests {
    @Test func theInteractorAndPresenter() throws {
        let s = TestShell(places: Fixtures.small)
        let interactor = ShowInteractor(resolver: s.context.resolver, lister: s.context.lister,
                                        whereabouts: s.context.whereabouts, store: s.store)
        let result = try interactor.show(PlaceReference(["osm:node/2"]))
        #expect(result.row.place.name == "Kahvila Suomi")
        #expect(result.visits.isEmpty)
        let text = ShowPresenter(table: s.context.table, style: Style(enabled: false)).present(result).text
        #expect(text.hasPrefix("Kahvila Suomi  osm:node/2\n"))
        #expect(text.contains("    osm       https://www.openstreetmap.org/node/2"))
        #expect(throws: UserError(Messages.noSuchID("osm:node/99"))) { try interactor.show(PlaceReference(["osm:node/99"])) }
    }

    @Test func throughTheShellThePlaceBecomesCurrent() {
        let s = TestShell(places: Fixtures.small)
        s.run("search kahvila; show 1")
        #expect(s.store.state.currentPlace == "osm:node/2")
        #expect(s.run("show 5").failed)
        #expect(s.output.stderr == "error: \(Messages.rowOutOfRange(5, count: 1))\n")
    }

    @Test func showListsTheVisitsAndTheAverage() {
        let s = TestShell(places: Fixtures.small, json: true)
        s.run("show kahvila; rate 4 \"good\"; rate 2; show kahvila")
        let last = s.output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.contains(#""rating":3,"#))
        #expect(last.contains(#""visits":[{"place_id":"osm:node/2","name":"Kahvila Suomi","date":"2026-11-20","stars":2,"note":null,"tags":[],"would_return":null},{"place_id":"osm:node/2","name":"Kahvila Suomi","date":"2026-11-20","stars":4,"note":"good","tags":[],"would_return":null}]"#))
        let text = TestShell(places: Fixtures.small)
        text.run("show kahvila; rate 4 \"good\"; show kahvila")
        #expect(text.output.stdout.contains("rating    4.0 of 5 from 1 visit\n  visits    2026-11-20  ★★★★☆  “good”"))
    }

    @Test(arguments: [
        (ShellExpectations.fiveRows + "show 999999999999999999999", "row 999999999999999999999 is not in the last list (1–5)"),
        (ShellExpectations.fiveRows + "show 2 golden", "unexpected 'golden' after row 2: name one place (a row number, an id or the start of a name)"),
    ])
    func wrongWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        ShellExpectations.oneLineError(line, message)
    }

    @Test func namesThatStartWithANumberStillResolve() {
        let places = Fixtures.small + [Fixtures.place(11, "7 Eleven", metres: 50)]
        let s = TestShell(places: places)
        s.run("show 7 eleven; open 7 eleven web")
        #expect(s.output.stdout.hasPrefix("7 Eleven  osm:node/11"))
        #expect(s.output.stderr == "error: 7 Eleven has no website in the catalog\n")
    }
}

/// `show` says when holiday hours were not checked: `PH` rules where lunch has no calendar
/// for the place's country (here a boat in the mid-Atlantic: since issue 28 every country of
/// the `holidays` package has one, Iceland too; Helsinki has Finland's).
@Suite struct ShowHolidaysTests {
    static let places = [
        Place(id: "osm:node/1", name: "Helsinki Deli", coordinate: Fixtures.helsinki,
              openingHours: "Mo-Su 10:00-20:00; PH off"),
        Place(id: "osm:node/2", name: "Atlantic Deli", coordinate: Coordinate(lat: 30.0, lon: -40.0),
              openingHours: "Mo-Su 10:00-20:00; PH off"),
        Place(id: "osm:node/3", name: "Plain Deli", coordinate: Coordinate(lat: 30.0, lon: -40.0),
              openingHours: "Mo-Su 10:00-20:00"),
    ]

    @Test func theTextSaysSoOnlyWhereThereIsNoCalendar() {
        let s = TestShell(places: Self.places)
        s.run("show osm:node/1")
        #expect(!s.output.stdout.contains("holiday hours were not checked"))
        let checked = TestShell(places: Self.places)
        checked.run("show osm:node/2")
        #expect(checked.output.stdout.contains("\n            (holiday hours were not checked)\n"))
    }

    @Test func theJSONHasHolidaysChecked() {
        let s = TestShell(places: Self.places, json: true)
        s.run("show osm:node/1; show osm:node/2; show osm:node/3")
        let lines = s.output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.contains(#","holidays_checked":true}}"#) == true)
        #expect(lines.dropFirst().first?.contains(#","holidays_checked":false}}"#) == true)
        #expect(lines.last?.contains(#","holidays_checked":true}}"#) == true)
        // Every field the object had before is still there, in the same order.
        #expect(lines.first?.contains(#""opening_hours":"Mo-Su 10:00-20:00; PH off","address":null,"phone":null,"phones":[],"website":null,"links":{"#) == true)
    }
}

/// Every command that takes one place uses the current place when none is named, as
/// `rate 4` does: `pick`, then `show` or `fav`.
@Suite struct CurrentPlaceTests {
    @Test func showFavUnfavAndOpenUseTheCurrentPlace() {
        let s = TestShell(places: Fixtures.small)
        s.run("show osm:node/2")
        let shown = s.output.stdout
        s.output.clear()
        s.run("show")
        #expect(s.output.stdout == shown)
        s.run("fav")
        #expect(s.store.state.favourites.contains("osm:node/2"))
        s.run("unfav")
        #expect(!s.store.state.favourites.contains("osm:node/2"))
        s.run("open")
        #expect(s.opener.opened == ["https://www.openstreetmap.org/node/2"])
        #expect(s.output.stderr == "")
    }

    @Test func withNoCurrentPlaceItStillAsksWhichPlace() {
        let s = TestShell(places: Fixtures.small)
        s.run("show")
        #expect(s.output.stderr == "error: say which place: a row number, an id or the start of a name\n")
    }

    /// A place more than an hour away on foot (another city): `show` gives its distance,
    /// no minutes ("~93649 min"), and a table's Walk column `> 1 h`; `--json` keeps the minutes.
    @Test func aPlaceOverAnHourAwayIsGivenByItsDistance() {
        let hanoi = Place(id: "osm:node/20", name: "Pho Hanoi", coordinate: Coordinate(lat: 21.0245, lon: 105.84117))
        let s = TestShell(places: Fixtures.small + [hanoi])
        s.run("show pho")
        #expect(s.output.stdout.contains("  walk      more than an hour on foot ("), "\(s.output.stdout)")
        #expect(s.output.stdout.contains("km in a straight line)"))
        #expect(!s.output.stdout.contains(" min"), "\(s.output.stdout)")
        let table = TestShell(places: Fixtures.small + [hanoi])
        table.run("search pho")
        #expect(table.output.stdout.contains("> 1 h"), "\(table.output.stdout)")
        let json = TestShell(places: Fixtures.small + [hanoi], json: true)
        json.run("show pho")
        #expect(json.output.stdout.contains(#""walk_min":"#) && !json.output.stdout.contains(#""walk_min":null"#))
        // An hour or less is still given in minutes.
        let near = TestShell(places: Fixtures.small)
        near.run("show golden dragon")
        #expect(near.output.stdout.contains("  walk      ~"), "\(near.output.stdout)")
    }
}
