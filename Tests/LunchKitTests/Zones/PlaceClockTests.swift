import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Open-now is read on each place's own clock, and its times are shown on it.
@Suite struct PlaceClockTests {
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
    static let almaty = Place(id: "osm:node/1", name: "Almaty Lunch", coordinate: Coordinate(lat: 43.2389, lon: 76.8897),
                              openingHours: "Mo-Su 12:00-14:00")
    static let helsinki = Place(id: "osm:node/2", name: "Helsinki Lunch", coordinate: Coordinate(lat: 60.1699, lon: 24.9384),
                                openingHours: "Mo-Su 12:00-14:00")

    static func zones(_ read: @escaping @Sendable () -> TimeZoneTable? = { TimeZoneTableTests.table }) -> PlaceZones {
        PlaceZones(base: utc, read: read)
    }

    static func texts(_ clock: FixedClock, zones: PlaceZones?) -> [String] {
        let lister = PlaceLister(catalog: Catalog(places: [almaty, helsinki]), clock: clock, calendar: utc, zones: zones)
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: utc, now: { clock.now() })
        return lister.rows([0, 1], from: nil).map { table.openText($0.status, at: $0.time) }
    }

    @Test func aWallClockNowIsThatTimeWhereEachPlaceIs() throws {
        let clock = try #require(FixedClock.parse("2026-11-23T13:00", machineZone: Self.utc.timeZone))
        #expect(Self.texts(clock, zones: Self.zones()) == ["open · closes in 60 min", "open · closes in 60 min"])
    }

    @Test func oneMomentIsReadOnEachPlacesClock() throws {
        // 07:30 UTC: lunchtime in Almaty (UTC+5), half past nine in Helsinki.
        let clock = try #require(FixedClock.parse("2026-11-23T07:30Z"))
        #expect(Self.texts(clock, zones: Self.zones()) == ["open · until 14:00", "closed · opens at 12:00"])
        // The machine's clock (UTC) for both, as before there was a table.
        #expect(Self.texts(clock, zones: nil) == ["closed · opens at 12:00", "closed · opens at 12:00"])
        #expect(Self.texts(clock, zones: Self.zones { nil }) == ["closed · opens at 12:00", "closed · opens at 12:00"])
    }

    @Test func theTableIsReadOnTheFirstOpenNowQuestionOnly() throws {
        let zones = Self.zones()
        let lister = PlaceLister(catalog: Catalog(places: [Self.almaty]), clock: FixedClock(Date()), calendar: Self.utc,
                                 zones: zones)
        #expect(!zones.isLoaded)
        _ = lister.status(of: Self.almaty)
        #expect(zones.isLoaded)
        #expect(lister.time(at: Self.almaty).zoneName == "Asia/Almaty")
    }

    @Test func showSaysWhichClockWhenItIsNotTheMachines() throws {
        let clock = try #require(FixedClock.parse("2026-11-23T13:00", machineZone: Self.utc.timeZone))
        let lister = PlaceLister(catalog: Catalog(places: [Self.almaty]), clock: clock, calendar: Self.utc, zones: Self.zones())
        let table = PlaceTablePresenter(style: Style(enabled: false), calendar: Self.utc, now: { clock.now() })
        let row = lister.row(1, index: 0, from: nil)
        #expect(table.zoneText(row.time) == "Asia/Almaty, now Mon 13:00 there")
        var machine = row
        machine.time = PlaceTime(calendar: Self.utc, now: clock.now())
        #expect(table.zoneText(machine.time) == nil)
    }
}
