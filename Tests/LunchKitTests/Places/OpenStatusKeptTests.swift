import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Open states are kept by hours, clock and minute (`near` reads the same hours again and
/// again): what a lister answers is what the hours say at that moment on that clock.
@Suite struct OpenStatusKeptTests {
    static let hours = "Mo-Su 12:00-14:00"
    static let helsinki = Coordinate(lat: 60.1699, lon: 24.9384), almaty = Coordinate(lat: 43.2389, lon: 76.8897)

    static func lister(_ clock: any Clock = FixedClock(Date())) -> PlaceLister {
        let place = Place(id: "osm:node/1", name: "Lunch", coordinate: helsinki, openingHours: hours)
        return PlaceLister(catalog: Catalog(places: [place]), clock: clock, calendar: PlaceClockTests.utc,
                           zones: PlaceClockTests.zones())
    }

    static func moment(_ text: String) throws -> Date {
        try #require(FixedClock.parse(text)).now()
    }

    /// The last second before a span opens, the second it opens, and back: each read as it is.
    @Test func aMinuteApartTheSameHoursAreReadAgain() throws {
        let lister = Self.lister()
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let noon = try Self.moment("2026-11-23T12:00:00Z"), two = try Self.moment("2026-11-23T14:00:00Z")
        func state(_ date: Date) -> OpenStatus {
            lister.status(hours: Self.hours, at: Self.helsinki, time: PlaceTime(calendar: utc, now: date))
        }
        for _ in 0..<2 {
            #expect(state(noon.addingTimeInterval(-1)) == .closed(opens: noon))
            #expect(state(noon) == .open(closes: two))
            #expect(state(noon.addingTimeInterval(59)) == .open(closes: two))
            #expect(state(two.addingTimeInterval(-1)) == .open(closes: two))
            #expect(state(two) == .closed(opens: noon.addingTimeInterval(86_400)))
        }
    }

    /// The same hours at the same moment on two clocks (07:30 UTC: half past twelve in
    /// Almaty, half past nine in Helsinki): each read on its own, the second time too.
    @Test func theSameMomentOnAnotherClockIsReadOnIt() throws {
        let lister = Self.lister(try #require(FixedClock.parse("2026-11-23T07:30Z")))
        for _ in 0..<2 {
            #expect(lister.status(hours: Self.hours, at: Self.almaty, time: lister.time(at: Self.almaty))
                    == .open(closes: try Self.moment("2026-11-23T09:00Z")))
            #expect(lister.status(hours: Self.hours, at: Self.helsinki, time: lister.time(at: Self.helsinki))
                    == .closed(opens: try Self.moment("2026-11-23T10:00Z")))
        }
    }
}
