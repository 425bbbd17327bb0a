import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// What a list's table measures of a place that depends on the catalog alone (the widths
/// of its name, cuisine and price cells, its opening hours and clock), kept by place until
/// the catalog changes; and the Open column's widths by clock, hours and minute. So a list
/// of places seen before measures no name or hours again (`NearList.extent`).
final class ListingCells {
    /// One place's cells, in terminal cells.
    struct Cells {
        var name: Int32
        var cuisine: Int32
        var price: Int32
        var cuisineFilled: Bool
        var priceKnown: Bool
        /// Its opening hours (their number in `hoursTexts`), -1 for none.
        var hours: Int32
        /// Which clock it keeps (`PlaceLister.clockKey`).
        var clock: Int32
        /// Where hours that mention holidays take them from (`RegionalHolidays.calendarKey`,
        /// numbered); -1 for hours that mention none.
        var holidays: Int32
    }

    /// The most places kept (then they are measured again).
    static let placesLimit = 200_000

    private var generation: Int?
    private var places: [Int: Cells] = [:]
    private var hoursNumbers: [String: Int32] = [:]
    private(set) var hoursTexts: [String] = []
    private var holidayCalendars: [String: Int32] = [:]

    /// The place's cells, measured on first use since the catalog last changed.
    func cells(at index: Int, lister: PlaceLister) -> Cells {
        let catalog = lister.catalog
        if generation != catalog.generation {
            generation = catalog.generation
            places.removeAll()
            hoursNumbers.removeAll()
            hoursTexts.removeAll()
            holidayCalendars.removeAll()
            openWidths.removeAll()
        }
        if let known = places[index] { return known }
        let place = catalog.listing(at: index)
        let cuisine = PlaceTablePresenter.cuisineCell(place.cuisines)
        let price = PlaceFormat.price(place.price)
        let coordinate = catalog.coordinate(at: index)
        var hours: Int32 = -1, holidays: Int32 = -1
        if let text = place.openingHours {
            if lister.mentionsHolidays(hours: text) {
                let key = RegionalHolidays.calendarKey(at: coordinate)
                holidays = holidayCalendars[key] ?? Int32(holidayCalendars.count)
                holidayCalendars[key] = holidays
            }
            if let known = hoursNumbers[text] {
                hours = known
            } else {
                hours = Int32(hoursTexts.count)
                hoursNumbers[text] = hours
                hoursTexts.append(text)
            }
        }
        let cells = Cells(name: Int32(TextWidth.cells(PlaceTablePresenter.nameCell(place.name))),
                          cuisine: Int32(TextWidth.cells(cuisine)), price: Int32(TextWidth.cells(price)),
                          cuisineFilled: !cuisine.isEmpty, priceKnown: price != PlaceFormat.unknownPrice,
                          hours: hours, clock: Int32(lister.clockKey(at: coordinate)), holidays: holidays)
        if places.count >= Self.placesLimit { places.removeAll(keepingCapacity: true) }
        places[index] = cells
        return cells
    }

    /// The Open column's widths by clock, hours (and holidays), stretch and the minute on that
    /// clock: the texts are made from the open state (the same within a minute, see `HoursCache`;
    /// holidays are whole days) and
    /// whole minutes to a closing or an opening, which are the same all through a minute
    /// after its first instant (kept apart: `closes in` rounds up, a stretch compares).
    private var openWidths: [OpenKey: (word: Int, whole: Int)] = [:]

    struct OpenKey: Hashable {
        var clock: Int32
        var hours: Int32
        var holidays: Int32
        var stretch: Int?
        var minute: Int64
        var onTheMinute: Bool
    }

    /// The key for a place's hours on its clock at `time`; nil when such widths are not kept
    /// (a clock whose offset is not whole minutes, a time out of range).
    static func openKey(_ place: Cells, stretch: Int?, time: PlaceTime) -> OpenKey? {
        let seconds = time.now.timeIntervalSince1970
        guard seconds.isFinite, seconds.magnitude < 1e15,
              time.calendar.timeZone.secondsFromGMT(for: time.now) % 60 == 0 else { return nil }
        let minute = (seconds / 60).rounded(.down)
        return OpenKey(clock: place.clock, hours: place.hours, holidays: place.holidays, stretch: stretch, minute: Int64(minute), onTheMinute: minute * 60 == seconds)
    }

    func openWidths(_ key: OpenKey) -> (word: Int, whole: Int)? { openWidths[key] }

    func keep(_ widths: (word: Int, whole: Int), for key: OpenKey) {
        if openWidths.count >= 20_000 { openWidths.removeAll(keepingCapacity: true) }
        openWidths[key] = widths
    }
}
