import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The widths `near` reads from the places without making their rows (`NearList.extent`)
/// are the rows' own: open states read on each place's clock, walks of every kind.
@Suite struct NearExtentTests {
    /// Places on both sides of the Spanish–Portuguese border at Tui and Valença (an hour
    /// apart) with the same hours: at 11:30 UTC open in Spain, not yet in Portugal. The
    /// Open column is as wide as the rows make it, whichever place is read first.
    @Test(arguments: [["3km"], ["40min"]], [false, true])
    func theSameHoursOnTwoClocksAreReadOnEach(words: [String], portugalFirst: Bool) throws {
        let spain = Coordinate(lat: 42.05, lon: -8.65), portugal = Coordinate(lat: 42.04, lon: -8.62)
        let here = Coordinate(lat: 42.045, lon: -8.635)
        let points = portugalFirst ? [portugal, spain, spain, spain] : [spain, spain, spain, portugal]
        let places = points.enumerated().map { n, point in
            Place(id: "osm:node/\(n + 1)", name: "Place \(n + 1)",
                  coordinate: Coordinate(lat: point.lat + Double(n) * 0.0001, lon: point.lon),
                  openingHours: "Mo-Su 12:00-14:00")
        }
        let clock = try #require(FixedClock.parse("2026-11-23T11:30Z"))
        let catalog = Catalog(places: places)
        let lister = PlaceLister(catalog: catalog, clock: clock, calendar: PlaceClockTests.utc, zones: PlaceClockTests.zones())
        try #require(lister.time(at: spain).zoneName == "Europe/Madrid")
        try #require(lister.time(at: portugal).zoneName == "Europe/Lisbon")
        let store = Store()
        try store.send(.setLocation(Location(coordinate: here)))
        let interactor = NearInteractor(lister: lister, store: store)
        let result = try interactor.near(NearRequest(words.map(FilterWord.init(parsing:))))
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: PlaceClockTests.utc, now: { clock.now() })
        let rows = result.list.all
        #expect(rows.count == 4)
        #expect(Set(rows.map { table.openText($0.status, at: $0.time) }) == ["open · until 14:00", "closed · opens at 12:00"])
        let lazy = result.list.extent(table), eager = table.extent(rows)
        #expect(lazy.open == eager.open && lazy.openWord == eager.openWord)
        #expect(table.layout(lazy) == table.layout(rows))
    }

    /// A list's widths kept per place (`ListingCells`) follow the catalog: after it switches
    /// to other places (an import), the table is as wide as the new rows make it.
    @Test func keptWidthsFollowTheCatalog() throws {
        let here = Coordinate(lat: 60.17, lon: 24.94)
        func places(_ name: String, _ hours: String) -> [Place] {
            (0..<3).map { n in
                Place(id: "osm:node/\(n + 1)", name: "\(name) \(n + 1)",
                      coordinate: Coordinate(lat: here.lat + Double(n) * 0.0002, lon: here.lon), openingHours: hours)
            }
        }
        let clock = try #require(FixedClock.parse("2026-11-23T11:30Z"))
        let catalog = Catalog(places: places("Pho", "Mo-Su 11:00-14:00"))
        let lister = PlaceLister(catalog: catalog, clock: clock, calendar: PlaceClockTests.utc)
        let store = Store()
        try store.send(.setLocation(Location(coordinate: here)))
        let interactor = NearInteractor(lister: lister, store: store)
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: PlaceClockTests.utc, now: { clock.now() })
        var layouts: [PlaceTablePresenter.Layout] = []
        for next in [places("Ravintola Kääntöpöytä", "Mo-Su 12:00-14:00 \"by appointment\""), places("Å", "24/7"), []] {
            let result = try interactor.near(NearRequest([FilterWord(parsing: "1km")]))
            let layout = table.layout(result.list.extent(table))
            #expect(layout == table.layout(result.list.all))
            layouts.append(layout)
            if !next.isEmpty { catalog.replace(with: Catalog(places: next)) }
        }
        #expect(layouts[0] != layouts[1] && layouts[1] != layouts[2])
    }

    /// The Open column's widths kept for a minute are made again in the next one: a
    /// closing ten minutes away, then one minute away, then a place closed.
    @Test func keptOpenWidthsFollowTheMinute() throws {
        let here = Coordinate(lat: 60.17, lon: 24.94)
        let places = (0..<3).map { n in
            Place(id: "osm:node/\(n + 1)", name: "Place \(n + 1)",
                  coordinate: Coordinate(lat: here.lat + Double(n) * 0.0002, lon: here.lon), openingHours: "Mo-Su 10:00-12:05")
        }
        let clock = StepClock(try #require(FixedClock.parse("2026-11-23T11:55Z")).now())
        let catalog = Catalog(places: places)
        let lister = PlaceLister(catalog: catalog, clock: clock, calendar: PlaceClockTests.utc)
        let store = Store()
        try store.send(.setLocation(Location(coordinate: here)))
        let interactor = NearInteractor(lister: lister, store: store)
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: PlaceClockTests.utc, now: { clock.now() })
        var texts: Set<String> = []
        // 11:55 (closes in 10 min), 12:04:30 (in 1 min), 12:04:59.5, 12:05 (closed).
        for step in [0.0, 570, 29.5, 0.5] {
            clock.advance(step)
            let result = try interactor.near(NearRequest([FilterWord(parsing: "1km")]))
            let rows = result.list.all
            texts.formUnion(rows.map { table.openText($0.status, at: $0.time) })
            #expect(table.layout(result.list.extent(table)) == table.layout(rows), "\(texts)")
        }
        #expect(texts.count >= 3, "\(texts)")
    }

    /// Places on the same clock with the same hours but different public holidays (6 January
    /// is one in Bavaria, not in Hesse) are read on each calendar, whichever comes first.
    @Test(arguments: [false, true])
    func theSameHoursOnTwoHolidayCalendarsAreReadOnEach(hesseFirst: Bool) throws {
        let bavaria = Coordinate(lat: 49.975, lon: 9.15), hesse = Coordinate(lat: 50.045, lon: 8.98)
        try #require(RegionalHolidays.calendarKey(at: bavaria) != RegionalHolidays.calendarKey(at: hesse))
        let here = Coordinate(lat: 50.01, lon: 9.06)
        let points = hesseFirst ? [hesse, bavaria] : [bavaria, hesse]
        let places = points.enumerated().map { n, point in
            Place(id: "osm:node/\(n + 1)", name: "Place \(n + 1)", coordinate: point, openingHours: "Mo-Su 12:00-14:00; PH off")
        }
        let clock = try #require(FixedClock.parse("2026-01-06T11:30Z"))
        let catalog = Catalog(places: places)
        let lister = PlaceLister(catalog: catalog, clock: clock, calendar: PlaceClockTests.utc, zones: PlaceClockTests.zones())
        try #require(lister.time(at: bavaria).zoneName == lister.time(at: hesse).zoneName)
        let store = Store()
        try store.send(.setLocation(Location(coordinate: here)))
        let interactor = NearInteractor(lister: lister, store: store)
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: PlaceClockTests.utc, now: { clock.now() })
        let result = try interactor.near(NearRequest([FilterWord(parsing: "20km")]))
        let rows = result.list.all
        #expect(rows.count == 2)
        #expect(Set(rows.map { table.openText($0.status, at: $0.time) }).count == 2)
        let lazy = result.list.extent(table), eager = table.extent(rows)
        #expect(lazy.open == eager.open && lazy.openWord == eager.openWord)
    }

    /// The Walk column's width, from the longest walk of each kind and any over an hour.
    @Test func theWidestWalkIsTheWidestText() {
        func walk(_ minutes: Double, _ kind: Walk.Kind) -> Walk {
            Walk(meters: minutes * 80, minutes: minutes, straightMeters: minutes * 70, kind: kind)
        }
        let lists: [[Walk]] = [
            [walk(9, .route), walk(10, .route), walk(3, .straight)],
            [walk(9, .route), walk(9.4, .straight), walk(2, .route)],
            [walk(59, .straight), walk(75, .route), walk(5, .route)],
            [walk(75, .route), walk(200, .straight)],
            [walk(0.2, .route)],
            [walk(99.6, .route), walk(60.4, .straight), walk(9.6, .straight)],
            [],
        ]
        for walks in lists {
            #expect(NearList.widestWalkCells(walks) == (walks.map { TextWidth.cells($0.text) }.max() ?? 0), "\(walks.map(\.text))")
        }
    }

    /// Printable ASCII is a cell a character; anything else is still measured character by character.
    @Test func asciiTextIsACellACharacter() {
        #expect(TextWidth.cells("Golden Dragon 12 ~15 min") == 24)
        #expect(TextWidth.cells("") == 0)
        #expect(TextWidth.cells("a\u{1B}b") == 2)
        #expect(TextWidth.cells("Cafe\u{301}") == 4)
        #expect(TextWidth.cells("寿司 1") == 6)
    }
}

/// A clock moved forward by hand.
private final class StepClock: Clock, @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    func now() -> Date { lock.withLock { date } }

    func advance(_ seconds: Double) { lock.withLock { date += seconds } }
}
