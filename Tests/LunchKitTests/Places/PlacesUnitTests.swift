import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

@Suite struct RadiusTests {
    @Test(arguments: [("1500", 1500.0), ("800m", 800), ("1.2km", 1200), ("1,5km", 1500), ("10min", 800),
                      ("2KM", 2000), ("0.5 km", 500)])
    func readsWhatPeopleWrite(_ word: String, _ metres: Double) throws {
        #expect(try Radius.parse(word) == metres)
    }

    @Test func wordsThatAreNotRadiiAreNil() throws {
        #expect(try Radius.parse("vegan") == nil)
        #expect(try Radius.parse("open") == nil)
    }

    @Test(arguments: ["0", "-5", "1.2.3km", "60km"])
    func badRadiiAreClearErrors(_ word: String) {
        #expect(throws: UserError.self) { try Radius.parse(word) }
    }
}

@Suite struct GeoTests {
    @Test func knownDistances() {
        // One degree of longitude on the equator; London to Paris.
        #expect(abs(Geo.distance(Coordinate(lat: 0, lon: 0), Coordinate(lat: 0, lon: 1)) - 111_195) < 5)
        let london = Coordinate(lat: 51.5074, lon: -0.1278), paris = Coordinate(lat: 48.8566, lon: 2.3522)
        #expect(abs(Geo.distance(london, paris) - 343_560) < 500)
        #expect(Geo.distance(paris, paris) == 0)
    }

    @Test func compassDirections() {
        let here = Fixtures.helsinki
        #expect(Geo.compass(Geo.bearing(here, Fixtures.offset(here, metres: 350, bearing: 45))) == "NE")
        #expect(Geo.compass(Geo.bearing(here, Fixtures.offset(here, metres: 350, bearing: 350))) == "N")
        #expect(Geo.compass(Geo.bearing(here, Fixtures.offset(here, metres: 350, bearing: 260))) == "W")
    }

    @Test func distanceAndWalkingText() {
        #expect(Geo.distanceText(347) == "350 m")
        // Below 10 m in whole metres: `near 1` is within 1 m, not 0 m.
        #expect(Geo.distanceText(1) == "1 m")
        #expect(Geo.distanceText(1.5) == "2 m")
        #expect(Geo.distanceText(9.4) == "9 m")
        #expect(Geo.distanceText(9.6) == "10 m")
        #expect(Geo.distanceText(0) == "0 m")
        #expect(Geo.distanceText(1234) == "1.2 km")
        #expect(Geo.distanceText(23_456) == "23 km")
        #expect(Geo.walkingMinutes(350) == 4)
        #expect(Geo.walkingMinutes(10) == 1)
    }
}

@Suite struct PlaceResolverTests {
    let catalog = Catalog(places: Fixtures.small)

    func resolver(list: [String] = []) throws -> PlaceResolver {
        let store = Store()
        try store.send(.showList(list))
        return PlaceResolver(PlaceLookup(catalog: catalog, store: store))
    }

    @Test func rowNumbersIdsAndNames() throws {
        let r = try resolver(list: ["osm:node/3", "osm:node/5"])
        #expect(catalog.place(at: try r.resolve(PlaceReference(["2"]))).name == "Golden Dragon")
        #expect(catalog.place(at: try r.resolve(PlaceReference(["osm:node/7"]))).name == "Сушивок")
        #expect(catalog.place(at: try r.resolve(PlaceReference(["kahv"]))).name == "Kahvila Suomi")
        #expect(catalog.place(at: try r.resolve(PlaceReference(["golden", "s"]))).name == "Golden Sushi")
        #expect(catalog.place(at: try r.resolve(PlaceReference(["cafe"]))).name == "Café Regatta")
    }

    @Test func clearErrors() throws {
        let r = try resolver(list: ["osm:node/3"])
        #expect(throws: UserError(Messages.rowOutOfRange(4, count: 1))) { try r.resolve(PlaceReference(["4"])) }
        #expect(throws: UserError(Messages.rowOutOfRange(1, count: 0))) { try resolver().resolve(PlaceReference(["1"])) }
        #expect(throws: UserError(Messages.noSuchID("osm:node/99"))) { try r.resolve(PlaceReference(["osm:node/99"])) }
        #expect(throws: UserError(Messages.noSuchName("xyz"))) { try r.resolve(PlaceReference(["xyz"])) }
        #expect(throws: UserError(Messages.refNeeded)) { try r.resolve(PlaceReference([])) }
        do {
            _ = try r.resolve(PlaceReference(["golden"]))
            Issue.record("an ambiguous name must not resolve")
        } catch let error as UserError {
            #expect(error.message.hasPrefix("'golden' matches 2 places: Golden Dragon (osm:node/5), Golden Sushi (osm:node/6)"))
        }
    }
}

@Suite struct PlaceFilterTests {
    @Test func parsesFilterWordsAndLeavesTheRest() throws {
        let (filter, rest) = try PlaceFilter.gather(words("800", "+vegan", "-fast_food", "open", "price", "2", "tacos"))
        #expect(filter.wanted == ["vegan"])
        #expect(filter.avoided == ["fast_food"])
        #expect(filter.openNow)
        #expect(filter.maxPrice == 2)
        #expect(rest == ["800", "tacos"])
        #expect(try PlaceFilter.gather(words("$$")).filter.maxPrice == 2)
        #expect(throws: UserError.self) { try PlaceFilter.gather(words("price", "9")) }
    }

    @Test func admitsByTagsCuisinesAndOpenNow() throws {
        let place = Fixtures.small[1]  // Kahvila Suomi: cafe, vegan, coffee_shop
        var filter = PlaceFilter()
        filter.wanted = ["vegan", "coffee_shop"]
        #expect(filter.admits(place, status: .unknown))
        filter.avoided = ["cafe"]
        #expect(!filter.admits(place, status: .unknown))
        var open = PlaceFilter()
        open.openNow = true
        #expect(!open.admits(place, status: .unknown))
        #expect(open.admits(place, status: .open(closes: nil)))
    }
}

@Suite struct PlaceOutputTests {
    @Test func wideAndAccentedNamesAlign() {
        let table = PlaceTablePresenter(style: Style(enabled: false), now: { Date() })
        let rows = Fixtures.small.enumerated().map { PlaceRow(row: $0.offset + 1, place: $0.element, distance: 100, status: .unknown) }
        let lines = table.table(rows).split(separator: "\n").map(String.init)
        let openColumn = lines.map { line -> Int in
            let end = line.range(of: "?")?.lowerBound ?? line.range(of: "Open")!.lowerBound
            return TextWidth.cells(String(line[..<end]))
        }
        #expect(Set(openColumn).count == 1)
        #expect(lines.contains { $0.contains("寿司 Bar") })
        #expect(lines.contains { $0.contains("Сушивок") })
        #expect(lines.contains { $0.contains("🍔") })
    }

    @Test func linksFollowEachServicesFormat() {
        let place = Place(id: "osm:way/45", name: "Café & Co", coordinate: Coordinate(lat: 60.17, lon: 24.94))
        let links = PlaceLinks(place)
        #expect(links.osm == "https://www.openstreetmap.org/way/45")
        #expect(links.google == "https://www.google.com/maps/search/?api=1&query=60.17%2C24.94")
        #expect(links.apple == "https://maps.apple.com/?ll=60.17,24.94&q=Caf%C3%A9%20%26%20Co")
        #expect(links.wikipedia == "wikipedia://places?lat=60.17&long=24.94&name=Caf%C3%A9%20%26%20Co")
        #expect(links.web == nil)
    }
}

/// The one price parser: `price N` and dollar signs.
@Suite struct PriceTests {
    @Test func numbersAndDollars() throws {
        #expect(try Price(number: "3").level == 3)
        #expect(try Price(dollars: "$$")?.level == 2)
        #expect(try Price(dollars: "cheap") == nil)
        #expect(throws: UserError(Messages.badPrice("5"))) { try Price(number: "5") }
        #expect(throws: UserError(Messages.badPrice("$$$$$"))) { try Price(dollars: "$$$$$") }
        #expect(Price(argument: "$") == Price(argument: "1"))
        #expect(Price(argument: "0") == nil)
    }
}

@Suite struct FilterWordTests {
    @Test func eachWordIsReadOnceAsTyped() throws {
        #expect(try FilterWord(parsing: "+Vegan").kind == .want("vegan"))
        #expect(try FilterWord(parsing: "-fast_food").kind == .avoid("fast_food"))
        #expect(try FilterWord(parsing: "-5").kind == .other)
        #expect(try FilterWord(parsing: "Open").kind == .open)
        #expect(try FilterWord(parsing: "$$").kind == .price(2))
        #expect(try FilterWord(parsing: "PRICE").kind == .priceNumberFollows)
        #expect(try FilterWord(parsing: "tacos") == FilterWord(argument: "tacos"))
        #expect(try FilterWord(parsing: "Tacos").text == "Tacos")
        #expect(throws: UserError(Messages.tagNeeded("+"))) { try FilterWord(parsing: "+") }
        #expect(throws: UserError(Messages.badPrice("$$$$$"))) { try FilterWord(parsing: "$$$$$") }
        #expect(FilterWord(argument: "-") == nil)
    }
}

@Suite struct PlaceReferenceTests {
    @Test func aRowNumberOrAnIdOrAName() throws {
        #expect(try PlaceReference(["12"]).row == "12")
        #expect(try PlaceReference(["123456789012345678901234567890"]).row == "123456789012345678901234567890")
        #expect(try PlaceReference(["½"]).row == nil)
        #expect(try PlaceReference(["golden", "s"]).text == "golden s")
        #expect(try PlaceReference(["osm:node/1"]).row == nil)
        // No words name the current place (the resolver says when there is none).
        #expect(try PlaceReference([]).isCurrent)
        #expect(try PlaceReference(["  "]).isCurrent)
        #expect(try !PlaceReference(["1"]).isCurrent)
    }
}
