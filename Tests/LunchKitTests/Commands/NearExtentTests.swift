import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands

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
        let interactor = NearInteractor(lister: lister, store: store, whereabouts: Whereabouts(store: store, catalog: catalog))
        let result = try interactor.near(NearRequest(words.map(FilterWord.init(parsing:))))
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: PlaceClockTests.utc, now: { clock.now() })
        let rows = result.list.all
        #expect(rows.count == 4)
        #expect(Set(rows.map { table.openText($0.status, at: $0.time) }) == ["open · until 14:00", "closed · opens at 12:00"])
        let lazy = result.list.extent(table), eager = table.extent(rows)
        #expect(lazy.open == eager.open && lazy.openWord == eager.openWord)
        #expect(table.layout(lazy) == table.layout(rows))
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
