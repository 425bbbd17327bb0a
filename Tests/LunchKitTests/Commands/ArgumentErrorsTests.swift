import Foundation
import Testing
@testable import LunchKit

/// Words a command cannot use: one clear line, as typed, and nothing saved (issue 10,
/// rows 8 and 14). Asserted on what the shell prints, whatever declares the arguments.
@Suite struct ArgumentErrorsTests {
    func shell() -> TestShell { TestShell(places: Fixtures.small) }
    /// Five rows: Golden Sushi, Pizza Place, Kahvila Suomi, Café Regatta, Tacos Mexicanos.
    static let list = "at 60.1699,24.9384; near 600; "

    @Test(arguments: [
        (list + "show 999999999999999999999", "row 999999999999999999999 is not in the last list (1–5)"),
        (list + "fav 123456789012345678901234567890", "row 123456789012345678901234567890 is not in the last list (1–5)"),
        (list + "open 1 bogus", "unknown link target 'bogus' (osm, google, apple, wikipedia, web)"),
        (list + "open 1 wbe", "unknown link target 'wbe' (osm, google, apple, wikipedia, web); did you mean 'web'?"),
        (list + "open 1 web extra", "'extra' is extra: open takes a place, then one target"),
        ("near 100 +", "'+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("near 100 -", "'-' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("search pizza +", "'+' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        ("filter -", "'-' needs a tag: +vegan wants a tag or cuisine, -fast_food avoids one"),
        (list + "fav 1 2", "unexpected '2' after row 1: name one place (a row number, an id or the start of a name)"),
        (list + "unfav 1 x", "unexpected 'x' after row 1: name one place (a row number, an id or the start of a name)"),
        (list + "show 2 golden", "unexpected 'golden' after row 2: name one place (a row number, an id or the start of a name)"),
        ("at 1 2 3", "'1 2 3' is not a location: give two numbers, LAT,LON (e.g. 60.17,24.94)"),
        ("at 1,2,3", "'1,2,3' is not a location: give two numbers, LAT,LON (e.g. 60.17,24.94)"),
        ("at 91,0", "latitude 91 is out of range: it must be between -90 and 90"),
        ("at nan,nan", "latitude nan is out of range: it must be between -90 and 90"),
        ("at 0,inf", "longitude inf is out of range: it must be between -180 and 180"),
        ("near -5", "radius -5 must be more than 0"),
        ("near 0", "radius 0 must be more than 0"),
        ("near 1e309", "'1e309' is not a radius: use metres (800), a unit (800m, 1.2km) or walking minutes (10min)"),
        ("near nan", "'nan' is not a radius: use metres (800), a unit (800m, 1.2km) or walking minutes (10min)"),
        ("near 5km 6km", "one radius at most: '6km' is extra"),
        ("near 100 foo", "'foo' is not a radius or a filter: use a radius (800, 1.2km, 10min), +TAG, -TAG, open or price N"),
        ("filter price 9", "price must be 1 to 4 (or $ to $$$$), not '9'"),
        ("filter price", "'price' needs a value, e.g. 'price 2'"),
        ("near 500 price", "'price' needs a value, e.g. 'price 2'"),
        ("filter radius", "'radius' needs a value, e.g. 'radius 1km'"),
        ("history -1", "'-1' is negative: history takes no negative numbers — usage: history [N]"),
        ("stats -5d", "'-5d' is negative: stats takes no negative numbers — usage: stats [PERIOD]"),
        ("map -1", "'-1' is negative: map takes no negative numbers — usage: map [RADIUS]"),
        ("history 99999999999999999999", "history takes a count from 1 to 1000 (the lines kept), not '99999999999999999999' — usage: history [N]"),
        ("history 0", "history takes a count from 1 to 1000 (the lines kept), not '0' — usage: history [N]"),
        ("history ten", "history takes a count from 1 to 1000 (the lines kept), not 'ten' — usage: history [N]"),
        (list + "open 1 osm extra", "'extra' is extra: open takes a place, then one target"),
        (list + "filter +" + String(repeating: "t", count: 101), "a filter tag is at most 100 characters ('tttttttttttttttttttt…' is longer); nothing was changed"),
        ("stats 0d", "'0d' is not a period: use a number of days (30d), a year (2026) or all"),
    ])
    func badWordsAreOneLineAsTyped(_ line: String, _ message: String) {
        let s = shell()
        #expect(s.run(line).failed)
        #expect(s.output.stderr == "error: \(message)\n")
        #expect(s.store.state.favourites.isEmpty && s.store.state.visits.isEmpty)
        #expect(s.store.state.preferences == Preferences())
    }

    @Test func namesThatStartWithANumberStillResolve() {
        let places = Fixtures.small + [Fixtures.place(11, "7 Eleven", metres: 50)]
        let s = TestShell(places: places)
        s.run("show 7 eleven; open 7 eleven web")
        #expect(s.output.stdout.hasPrefix("7 Eleven  osm:node/11"))
        #expect(s.output.stderr == "error: 7 Eleven has no website in the catalog\n")
    }
}
