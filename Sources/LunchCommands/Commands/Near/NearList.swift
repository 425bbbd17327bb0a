import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The rows `near` found, made as they are read: the count at once, a row only when it
/// is printed (`--json`, `pick` and `map` read them all), the order only as far as it is
/// read, and the table's extent (which columns, how wide) from the places without making
/// their rows. Every row, page and width is the one the whole list made row by row gives.
public final class NearList {
    private enum Order {
        /// Rows made already (a result built by hand).
        case rows([PlaceRow])
        /// Within a radius, nearest first: ordered as it is read.
        case hits(Catalog.NearHits)
        /// Within some minutes on foot, by walking time, then distance.
        case walked([(hit: Catalog.Hit, walk: Walk)])
    }

    private let order: Order
    private let lister: PlaceLister?
    private let origin: Coordinate?
    /// The walks along the ways by place (made for the whole list at once, as one search
    /// decides them); nil: every walk is the straight line, worked out row by row.
    private let routes: [Int: Walk]?
    /// Names the query (see `PlaceList.Source.key`); nil: compared by id.
    private let key: String?
    /// The stretch the rows mark closings within (`PlaceRow.stretch`).
    private let stretch: Int?
    public let count: Int

    /// Rows made already.
    public init(rows: [PlaceRow]) {
        order = .rows(rows)
        lister = nil
        origin = nil
        routes = nil
        key = nil
        stretch = nil
        count = rows.count
    }

    /// The places of `hits`, nearest first, with their walks from `origin`.
    init(hits: Catalog.NearHits, lister: PlaceLister, origin: Coordinate, key: String?, stretch: Int? = nil) {
        order = .hits(hits)
        self.lister = lister
        self.origin = origin
        self.key = key
        self.stretch = stretch
        count = hits.count
        // As `addWalks` makes them for the whole list: one search whose reach the farthest decides.
        if let walks = lister.walks, walks.hasNetwork, !hits.isEmpty {
            let indices = hits.unorderedIndices
            let found = walks.walks(from: origin, to: indices.map { lister.catalog.coordinate(at: $0) })
            var routes: [Int: Walk] = [:]
            for (index, walk) in zip(indices, found) {
                routes[index] = walk ?? walks.walk(from: origin, to: lister.catalog.coordinate(at: index))
            }
            self.routes = routes
        } else {
            routes = nil
        }
    }

    /// Places with their walks, in order.
    init(walked: [(hit: Catalog.Hit, walk: Walk)], lister: PlaceLister, origin: Coordinate, key: String?, stretch: Int? = nil) {
        order = .walked(walked)
        self.lister = lister
        self.origin = origin
        self.key = key
        self.stretch = stretch
        routes = nil
        count = walked.count
    }

    /// Rows `range` (0-based positions), numbered from 1 as in the whole list.
    public func rows(_ range: Range<Int>) -> [PlaceRow] {
        switch order {
        case .rows(let rows): return Array(rows[range])
        case .hits(let hits):
            return range.map { position in
                let hit = hits[position]
                return row(position, hit: hit, walk: walk(to: hit))
            }
        case .walked(let walked):
            return range.map { row($0, hit: walked[$0].hit, walk: walked[$0].walk) }
        }
    }

    /// Every row.
    public var all: [PlaceRow] { rows(0..<count) }

    /// The ids of the rows, read as they are asked for.
    public var ids: PlaceList {
        switch order {
        case .rows(let rows): return PlaceList(rows.map(\.place.id))
        case .hits(let hits):
            guard let lister else { return [] }
            // The catalog as it is now: an import may switch the shell's to other places.
            let catalog = Catalog(image: lister.catalog.image, sourceName: lister.catalog.sourceName)
            return PlaceList(PlaceList.Source(count: count, key: key) { catalog.id(at: hits[$0].index) })
        case .walked(let walked):
            guard let lister else { return [] }
            let catalog = Catalog(image: lister.catalog.image, sourceName: lister.catalog.sourceName)
            return PlaceList(PlaceList.Source(count: count, key: key) { catalog.id(at: walked[$0].hit.index) })
        }
    }

    private func row(_ position: Int, hit: Catalog.Hit, walk: Walk) -> PlaceRow {
        var row = lister!.row(position + 1, index: hit.index, from: nil)
        row.distance = hit.distance
        row.walk = walk
        row.stretch = stretch
        return row
    }

    /// The walk to a place of `.hits`: along the ways (`routes`), else its straight line.
    private func walk(to hit: Catalog.Hit) -> Walk {
        if let routes, let walk = routes[hit.index] { return walk }
        return straightWalk(hit.distance, to: lister!.catalog.coordinate(at: hit.index))
    }

    /// The straight line to a place as `addWalks` makes it without ways: the walking
    /// service's (its speed and the reason), else lunch's own.
    private func straightWalk(_ distance: Double, to coordinate: Coordinate) -> Walk {
        if let walks = lister?.walks, let origin, let walk = walks.walks(from: origin, to: [coordinate])[0] { return walk }
        return PlaceLister.straightWalk(distance)
    }

    /// Why walks are straight lines, one reason for each row that has one (`walkNote`).
    public var walkReasons: [Walk.Fallback] {
        switch order {
        case .rows(let rows):
            return rows.compactMap { $0.distance == nil ? nil : $0.walk?.fallback ?? ($0.walk == nil ? .noWays : nil) }
        case .walked(let walked):
            return walked.compactMap { $0.walk.fallback }
        case .hits(let hits):
            if let routes { return routes.values.compactMap(\.fallback) }
            // Without ways every walk is straight for the same reason.
            guard let first = hits.first, let reason = walk(to: first).fallback else { return [] }
            return [Walk.Fallback](repeating: reason, count: count)
        }
    }

    /// Which columns the whole list's table has and how wide they are, as
    /// `table.extent(all)` gives them, read from the places.
    public func extent(_ table: PlaceTablePresenter) -> PlaceTablePresenter.Extent {
        if case .rows(let rows) = order { return table.extent(rows) }
        guard let lister, count > 0 else { return PlaceTablePresenter.Extent() }
        let indices: [Int]
        var extent = PlaceTablePresenter.Extent()
        // Row numbers 1...count; every row has a distance and a walk.
        extent.filled[0] = true
        extent.widest[0] = String(count).count
        extent.filled[1] = true
        extent.filled[4] = true
        extent.filled[5] = true
        switch order {
        case .rows: return table.extent([])
        case .hits(let hits):
            indices = hits.unorderedIndices
            // Every distance is written in at most 8 cells below 100,000 km (`Geo.distanceText`), as wide as
            // the header: the farthest says which, and no text below 9.95 km is wider than 6.
            let farthest = hits.farthestDistance ?? 0
            extent.widest[4] = max(6, TextWidth.cells(Geo.distanceText(farthest)))
            if let routes {
                extent.widest[5] = Self.widestWalkCells(routes.values)
            } else {
                // Straight lines: whole minutes grow with the distance, so the farthest's is the widest.
                extent.widest[5] = TextWidth.cells(farthestStraightWalk(farthest).text)
            }
        case .walked(let walked):
            indices = walked.map { $0.hit.index }
            // As for `.hits`: the farthest's distance is the widest that can matter.
            let farthest = walked.lazy.map(\.hit.distance).max() ?? 0
            extent.widest[4] = max(6, TextWidth.cells(Geo.distanceText(farthest)))
            extent.widest[5] = Self.widestWalkCells(walked.lazy.map(\.walk))
        }
        readPlaces(indices, into: &extent, table: table, lister: lister)
        return extent
    }

    /// The widest Walk cell of `walks` (`Walk.text`), written out for at most three of
    /// them: of one kind, more whole minutes take as many digits or more, and every walk
    /// over an hour has the same text.
    package static func widestWalkCells<S: Sequence>(_ walks: S) -> Int where S.Element == Walk {
        var route: Walk?, straight: Walk?, tooFar: Walk?
        for walk in walks {
            if walk.isTooFar {
                tooFar = walk
            } else if walk.kind == .route {
                if route.map({ $0.wholeMinutes < walk.wholeMinutes }) ?? true { route = walk }
            } else if straight.map({ $0.wholeMinutes < walk.wholeMinutes }) ?? true {
                straight = walk
            }
        }
        return [route, straight, tooFar].compactMap { $0.map { TextWidth.cells($0.text) } }.max() ?? 0
    }

    /// The straight walk to the farthest place (`farthest` metres away), as `straightWalk` makes it.
    private func farthestStraightWalk(_ farthest: Double) -> Walk {
        if let walks = lister?.walks {
            return Walk(meters: farthest, minutes: farthest / walks.metresPerMinute, straightMeters: farthest, kind: .straight)
        }
        return PlaceLister.straightWalk(farthest)
    }

    /// Places whose Open cells are the same within one list.
    private struct ShareKey: Hashable {
        var clock: Int32
        var hours: Int32
        var holidays: Int32
    }

    /// Names, cuisines, prices, open states and marks of the places, into `extent`.
    private func readPlaces(_ indices: [Int], into extent: inout PlaceTablePresenter.Extent, table: PlaceTablePresenter,
                            lister: PlaceLister) {
        let catalog = lister.catalog
        let kept = lister.listingCells
        // Places that share opening hours, a clock (and, for hours that mention holidays, a
        // holiday calendar) share their open state; kept for the minute (`ListingCells`).
        var openCells: [ShareKey: (word: Int, whole: Int)] = [:]
        // Each clock's time, read for its first place.
        var times: [Int32: PlaceTime] = [:]
        let unknown = table.openCells(.unknown, at: nil)
        let stretch = self.stretch
        for index in indices {
            let place = kept.cells(at: index, lister: lister)
            extent.widest[1] = max(extent.widest[1], Int(place.name))
            if place.cuisineFilled { extent.filled[2] = true }
            extent.widest[2] = max(extent.widest[2], Int(place.cuisine))
            if place.priceKnown { extent.filled[3] = true }
            extent.widest[3] = max(extent.widest[3], Int(place.price))
            guard place.hours >= 0 else {
                extent.add(open: unknown)
                continue
            }
            let share = ShareKey(clock: place.clock, hours: place.hours, holidays: place.holidays)
            if let known = openCells[share] {
                extent.add(open: known)
                continue
            }
            let coordinate = catalog.coordinate(at: index)
            let time: PlaceTime
            if let known = times[place.clock] {
                time = known
            } else {
                time = lister.time(at: coordinate)
                times[place.clock] = time
            }
            let key = ListingCells.openKey(place, stretch: stretch, time: time)
            let cells: (word: Int, whole: Int)
            if let key, let known = kept.openWidths(key) {
                cells = known
            } else {
                let hours = kept.hoursTexts[Int(place.hours)]
                cells = table.openCells(lister.status(hours: hours, at: coordinate, time: time), at: time, stretch: stretch)
                if let key { kept.keep(cells, for: key) }
            }
            openCells[share] = cells
            extent.add(open: cells)
        }
        // The ★ and Team columns: only marked places have cells there.
        let marks = lister.marks()
        guard !marks.favourites.isEmpty || !marks.ratings.isEmpty || !marks.team.isEmpty
                || marks.recency?.lastVisits.isEmpty == false else { return }
        let listed = Set(indices)
        for id in marks.ids {
            guard let index = catalog.index(ofID: id), listed.contains(index) else { continue }
            let mark = PlaceTablePresenter.markCell(favourite: marks.favourites.contains(id), rating: marks.ratings[id])
            if !mark.isEmpty { extent.filled[6] = true }
            extent.widest[6] = max(extent.widest[6], TextWidth.cells(mark))
            let last = marks.recency?.lastVisit(id).map { TeamLastVisit(day: $0.day, days: $0.days) }
            let team = PlaceTablePresenter.teamCell(marks.team[id], last)
            if !team.isEmpty {
                extent.filled[7] = true
                extent.widest[7] = max(extent.widest[7], TextWidth.cells(team))
            }
        }
    }
}
