import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Turns catalog indices into rows: decodes the place, measures the distance from the
/// current location and evaluates its opening hours at the clock's time.
public struct PlaceLister {
    public let catalog: Catalog
    private let clock: any Clock
    /// The machine's calendar, made on first use (not when the shell starts).
    private let machineCalendar: () -> Calendar
    private var calendar: Calendar { machineCalendar() }
    private let hoursCache = HoursCache()
    private let store: Store?
    private let zones: PlaceZones?
    /// The team's averages by place id (as last read), when in a team.
    private let teamRatings: (() -> [String: TeamSnapshot.Rating])?

    /// Without `zones` every place keeps the machine's clock (`calendar`).
    public init(catalog: Catalog, clock: any Clock, calendar: @autoclosure @escaping () -> Calendar = .lunch, store: Store? = nil,
                zones: PlaceZones? = nil, teamRatings: (() -> [String: TeamSnapshot.Rating])? = nil) {
        self.teamRatings = teamRatings
        self.catalog = catalog
        self.clock = clock
        machineCalendar = calendar
        self.store = store
        self.zones = zones
    }

    public var now: Date { clock.now() }

    /// The clock at the place: its time zone's calendar and what time it is there.
    public func time(at place: Place) -> PlaceTime {
        let calendar = zones?.calendar(at: place.coordinate) ?? calendar
        return PlaceTime(calendar: calendar, now: clock.now(in: calendar.timeZone))
    }

    public func status(of place: Place) -> OpenStatus {
        guard place.openingHours != nil else { return .unknown }
        return status(of: place, at: time(at: place))
    }

    private func status(of place: Place, at time: PlaceTime) -> OpenStatus {
        guard let text = place.openingHours, let hours = hoursCache.hours(for: text) else { return .unknown }
        let holidays = hours.mentionsHolidays ? Self.holidays(at: place.coordinate) : .unknown
        return hours.status(at: time.now, calendar: time.calendar, holidays: holidays)
    }

    /// Whether the place's hours mention public or school holidays (checked or not).
    public func mentionsHolidays(_ place: Place) -> Bool {
        place.openingHours.flatMap { hoursCache.hours(for: $0) }?.mentionsHolidays ?? false
    }

    /// Whether the place's hours mention holidays that were not checked: school holidays,
    /// or public holidays where lunch has no calendar for the place's country.
    public func holidaysUnchecked(_ place: Place) -> Bool {
        guard let hours = place.openingHours.flatMap({ hoursCache.hours(for: $0) }), hours.mentionsHolidays else {
            return false
        }
        return !hours.holidaysChecked(with: Self.holidays(at: place.coordinate))
    }

    /// The public holidays of the country a point is in (from the shipped outlines).
    static func holidays(at coordinate: Coordinate) -> PublicHolidays {
        HolidayTable.shipped.calendar(country: CountryOutlines.shipped.country(at: coordinate))
    }

    public func row(_ number: Int, index: Int, from origin: Coordinate?) -> PlaceRow {
        row(number, index: index, from: origin, team: teamRatings?() ?? [:])
    }

    private func row(_ number: Int, index: Int, from origin: Coordinate?, team: [String: TeamSnapshot.Rating]) -> PlaceRow {
        let place = catalog.place(at: index)
        let time = time(at: place)
        var row = PlaceRow(row: number, place: place, distance: origin.map { Geo.distance($0, place.coordinate) },
                           status: status(of: place, at: time))
        row.time = time
        if let state = store?.state {
            row.favourite = state.favourites.contains(place.id)
            row.rating = state.averageStars(of: place.id)
        }
        row.teamRating = team[place.id]
        return row
    }

    public func rows(_ indices: [Int], from origin: Coordinate?) -> [PlaceRow] {
        let team = teamRatings?() ?? [:]
        return indices.enumerated().map { row($0.offset + 1, index: $0.element, from: origin, team: team) }
    }
}

/// Parsed opening hours by their text: many places share the same value.
final class HoursCache {
    private var parsed: [String: OpeningHours?] = [:]

    func hours(for text: String) -> OpeningHours? {
        if let known = parsed[text] { return known }
        let hours = OpeningHours(text)
        if parsed.count < 10_000 { parsed[text] = hours }
        return hours
    }
}
