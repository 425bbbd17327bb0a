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
    /// What lists measure of each place, kept until the catalog changes (`NearList.extent`).
    let listingCells = ListingCells()
    private let store: Store?
    private let zones: PlaceZones?
    /// The team's averages by place id (as last read), when in a team.
    private let teamRatings: (() -> [String: TeamSnapshot.Rating])?
    /// The team's recency window and last visits (nil: not in a team).
    private let teamRecency: (() -> TeamRecency?)?
    /// Walking minutes along the catalog's ways (nil: straight lines, marked).
    public let walks: Walks?

    /// Without `zones` every place keeps the machine's clock (`calendar`).
    public init(catalog: Catalog, clock: any Clock, calendar: @autoclosure @escaping () -> Calendar = .lunch, store: Store? = nil,
                zones: PlaceZones? = nil, teamRatings: (() -> [String: TeamSnapshot.Rating])? = nil,
                teamRecency: (() -> TeamRecency?)? = nil, walks: Walks? = nil) {
        self.walks = walks
        self.teamRatings = teamRatings
        self.teamRecency = teamRecency
        self.catalog = catalog
        self.clock = clock
        machineCalendar = calendar
        self.store = store
        self.zones = zones
    }

    public var now: Date { clock.now() }

    /// The clock at the place: its time zone's calendar and what time it is there.
    public func time(at place: Place) -> PlaceTime {
        time(at: place.coordinate)
    }

    public func status(of place: Place) -> OpenStatus {
        guard place.openingHours != nil else { return .unknown }
        return status(of: place, at: time(at: place))
    }

    private func status(of place: Place, at time: PlaceTime) -> OpenStatus {
        status(hours: place.openingHours, at: place.coordinate, time: time)
    }

    /// The open state of opening hours `text` at a place at `coordinate`, by its clock `time`.
    public func status(hours text: String?, at coordinate: Coordinate, time: PlaceTime) -> OpenStatus {
        guard let text, let hours = hoursCache.hours(for: text) else { return .unknown }
        guard !hours.mentionsHolidays else {
            return hours.status(at: time.now, calendar: time.calendar, holidays: Self.holidays(at: coordinate))
        }
        return hoursCache.status(text, hours, at: time)
    }

    /// The clock at a point: its time zone's calendar and what time it is there.
    public func time(at coordinate: Coordinate) -> PlaceTime {
        let calendar = zones?.calendar(at: coordinate) ?? calendar
        return PlaceTime(calendar: calendar, now: clock.now(in: calendar.timeZone))
    }

    /// Which clock a point keeps (-1: the machine's): points with the same key get the
    /// same `time(at:)` calendar, so open states of the same hours agree.
    public func clockKey(at coordinate: Coordinate) -> Int {
        zones?.zoneIndex(at: coordinate) ?? -1
    }

    /// What a row shows in its `★` and Team columns besides the place: by place id, the
    /// places marked a favourite, rated, or rated by the team (a list's rows read these).
    public struct Marks {
        public var favourites: Set<String> = []
        public var ratings: [String: Double] = [:]
        public var team: [String: TeamSnapshot.Rating] = [:]
        /// The team's last visits (nil: not in a team).
        public var recency: TeamRecency?
        /// Every id with a mark.
        public var ids: Set<String> {
            favourites.union(ratings.keys).union(team.keys).union(recency?.visited ?? [])
        }
    }

    /// The marks as rows have them now (`row` reads the same).
    public func marks() -> Marks {
        var marks = Marks()
        if let state = store?.state {
            marks.favourites = Set(state.favourites)
            var stars: [String: (sum: Int, count: Int)] = [:]
            for visit in state.visits { stars[visit.placeID, default: (0, 0)].sum += visit.stars; stars[visit.placeID]!.count += 1 }
            // The average as `averageStars` makes it: the sum of the stars over their count.
            for (id, s) in stars { marks.ratings[id] = Double(s.sum) / Double(s.count) }
        }
        marks.team = teamRatings?() ?? [:]
        marks.recency = teamRecency?()
        return marks
    }

    /// Whether the place's hours mention public or school holidays (checked or not).
    public func mentionsHolidays(_ place: Place) -> Bool {
        mentionsHolidays(hours: place.openingHours)
    }

    /// Whether opening hours `text` mention public or school holidays.
    public func mentionsHolidays(hours text: String?) -> Bool {
        text.flatMap { hoursCache.hours(for: $0) }?.mentionsHolidays ?? false
    }

    /// Whether the place's hours mention holidays that were not checked: school holidays,
    /// or public holidays where lunch has no calendar for the place's country.
    public func holidaysUnchecked(_ place: Place) -> Bool {
        guard let hours = place.openingHours.flatMap({ hoursCache.hours(for: $0) }), hours.mentionsHolidays else {
            return false
        }
        return !hours.holidaysChecked(with: Self.holidays(at: place.coordinate))
    }

    /// The public holidays where a point is: its region's where they differ by region and
    /// the region is known, else its country's (from the shipped outlines).
    static func holidays(at coordinate: Coordinate) -> PublicHolidays {
        RegionalHolidays.holidays(at: coordinate)
    }

    public func row(_ number: Int, index: Int, from origin: Coordinate?) -> PlaceRow {
        row(number, index: index, from: origin, team: teamRatings?() ?? [:], recency: teamRecency?())
    }

    /// The team's recency as rows read it now (nil: not in a team).
    public func recency() -> TeamRecency? { teamRecency?() }

    private func row(_ number: Int, index: Int, from origin: Coordinate?, team: [String: TeamSnapshot.Rating],
                     recency: TeamRecency?) -> PlaceRow {
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
        Self.mark(&row, recency: recency)
        if let origin { row.walk = walk(from: origin, to: place.coordinate) }
        return row
    }

    public func rows(_ indices: [Int], from origin: Coordinate?) -> [PlaceRow] {
        let team = teamRatings?() ?? [:]
        let recency = teamRecency?()
        var rows = indices.enumerated().map { row($0.offset + 1, index: $0.element, from: nil, team: team, recency: recency) }
        if let origin {
            for i in rows.indices { rows[i].distance = Geo.distance(origin, rows[i].place.coordinate) }
            addWalks(&rows, from: origin)
        }
        return rows
    }

    /// Marks a row in a team (`recency` not nil) with the team's last visit of its place.
    public static func mark(_ row: inout PlaceRow, recency: TeamRecency?) {
        guard let recency else { return }
        row.inTeam = true
        row.teamLastVisit = recency.lastVisit(row.place.id).map { TeamLastVisit(day: $0.day, days: $0.days) }
    }

    /// The walk from `origin` to a place (the straight line, marked, without `walks`).
    public func walk(from origin: Coordinate, to target: Coordinate) -> Walk {
        walks?.walk(from: origin, to: target) ?? Self.straightWalk(Geo.distance(origin, target))
    }

    /// The straight line at the usual speed, marked (no walking service).
    static func straightWalk(_ metres: Double) -> Walk {
        Walk(meters: metres, minutes: metres / Geo.walkingMetresPerMinute, straightMeters: metres, kind: .straight,
             fallback: .noWays)
    }

    /// Fills in every row's walk from `origin` with one search.
    public func addWalks(_ rows: inout [PlaceRow], from origin: Coordinate?) {
        guard let origin, !rows.isEmpty else { return }
        guard let walks else {
            for i in rows.indices { rows[i].walk = Self.straightWalk(Geo.distance(origin, rows[i].place.coordinate)) }
            return
        }
        let found = walks.walks(from: origin, to: rows.map(\.place.coordinate))
        for i in rows.indices { rows[i].walk = found[i] ?? walks.walk(from: origin, to: rows[i].place.coordinate) }
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

    /// Open states by hours, clock and minute: hours that mention no holidays are read at
    /// the wall-clock day, hour and minute on the place's clock (`OpeningHours.status`), so
    /// within one minute the same hours on the same clock are in the same state.
    private var statuses: [StatusKey: OpenStatus] = [:]

    private struct StatusKey: Hashable {
        let hours: String
        let zone: String
        let minute: Int64
    }

    /// The state of `hours` (its `text`; no holidays in it) at `time`.
    func status(_ text: String, _ hours: OpeningHours, at time: PlaceTime) -> OpenStatus {
        let seconds = time.now.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 1e15 else { return hours.status(at: time.now, calendar: time.calendar) }
        let zone = time.calendar.timeZone
        let key = StatusKey(hours: text, zone: zone.identifier, minute: Int64((seconds / 60).rounded(.down)))
        if let known = statuses[key] { return known }
        let status = hours.status(at: time.now, calendar: time.calendar)
        // A minute of UTC is one wall-clock minute where the offset is whole minutes (every
        // zone's today); kept only then.
        guard zone.secondsFromGMT(for: time.now) % 60 == 0 else { return status }
        if statuses.count >= 20_000 { statuses.removeAll(keepingCapacity: true) }
        statuses[key] = status
        return status
    }
}
