import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Figures about the visits of a period.
public struct StatsInteractor {
    public struct Result: Equatable {
        public var period: String
        public var lunches = 0
        public var places = 0
        public var averageStars: Double?
        public var topCuisines: [(name: String, count: Int)] = []
        /// The favourite visited least recently (never visited counts as longest).
        public var forgottenFavourite: (name: String, last: Date?)?
        public var longestNewStreak = 0
        /// Visits of the period marked `+again` and `+never`.
        public var again = 0
        public var never = 0

        public static func == (a: Result, b: Result) -> Bool {
            a.period == b.period && a.lunches == b.lunches && a.places == b.places && a.averageStars == b.averageStars
                && a.topCuisines.map(\.name) == b.topCuisines.map(\.name) && a.longestNewStreak == b.longestNewStreak
                && a.forgottenFavourite?.name == b.forgottenFavourite?.name && a.again == b.again && a.never == b.never
        }
    }

    private let store: Store
    private let catalog: Catalog
    private let clock: any Clock
    /// The machine's calendar, made on first use (not when the shell starts).
    private let machineCalendar: () -> Calendar
    private var calendar: Calendar { machineCalendar() }

    public init(store: Store, catalog: Catalog, clock: any Clock, calendar: @autoclosure @escaping () -> Calendar = .lunch) {
        self.store = store
        self.catalog = catalog
        self.clock = clock
        machineCalendar = calendar
    }

    public func stats(_ period: StatsPeriod = .standard) -> Result {
        let all = store.state.visits.sorted { $0.date < $1.date }
        let inPeriod: (Visit) -> Bool
        let label: String
        switch period {
        case .all:
            inPeriod = { _ in true }
            label = "all time"
        case .days(let days):
            let since = clock.now().addingTimeInterval(-Double(days) * 86_400)
            inPeriod = { $0.date > since }
            label = days == 1 ? "the last day" : "the last \(days) days"
        case .year(let year):
            let calendar = calendar
            inPeriod = { calendar.component(.year, from: $0.date) == year }
            label = String(year)
        }
        let visits = all.filter(inPeriod)
        var r = Result(period: label, lunches: visits.count, places: Set(visits.map(\.placeID)).count)
        if !visits.isEmpty { r.averageStars = Double(visits.map(\.stars).reduce(0, +)) / Double(visits.count) }
        var cuisines: [String: Int] = [:]
        for v in visits {
            guard let i = catalog.index(ofID: v.placeID) else { continue }
            for c in catalog.place(at: i).cuisines { cuisines[c, default: 0] += 1 }
        }
        r.topCuisines = cuisines.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
            .map { ($0.key, $0.value) }
        r.again = visits.filter { $0.wouldReturn == true }.count
        r.never = visits.filter { $0.wouldReturn == false }.count
        r.forgottenFavourite = forgotten(all)
        r.longestNewStreak = Self.longestNewStreak(all, counting: inPeriod)
        return r
    }

    private func forgotten(_ visits: [Visit]) -> (name: String, last: Date?)? {
        let candidates = store.state.favourites.map { id -> (String, Date?) in
            let last = visits.last { $0.placeID == id }
            let name = catalog.index(ofID: id).map { catalog.place(at: $0).name } ?? last?.placeName ?? id
            return (name, last?.date)
        }
        return candidates.min { ($0.1 ?? .distantPast) < ($1.1 ?? .distantPast) }
    }

    /// The longest run of visits in the period, in date order, each to a place never
    /// visited before it (earlier visits outside the period count as "before").
    static func longestNewStreak(_ visits: [Visit], counting inPeriod: (Visit) -> Bool) -> Int {
        var seen = Set<String>()
        var best = 0, current = 0
        for v in visits {
            let isNew = seen.insert(v.placeID).inserted
            guard inPeriod(v) else { continue }
            current = isNew ? current + 1 : 0
            best = max(best, current)
        }
        return best
    }
}
