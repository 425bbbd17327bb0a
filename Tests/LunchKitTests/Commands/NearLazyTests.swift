import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
@testable import LunchCommands
import LunchTestSupport

/// `near` makes only the rows it prints (the count, the first page, the table's widths
/// read from the places; the rest on `more`, `show N`, `--json`): what it prints, lists
/// and pages is what the whole list made row by row gives, as `near` made it before.
@Suite struct NearLazyTests {
    /// `count` places within 2 km with names of every width (long, CJK, emoji, control
    /// characters), cuisines or none, prices or none, and opening hours of every kind
    /// (open, closed, closing soon, a comment, holidays, unreadable, none).
    static func places(_ count: Int, seed: UInt64) -> [Place] {
        let random = SeededRandomSource(seed: seed)
        func below(_ n: Int) -> Int { min(n - 1, Int(random.nextUnit() * Double(n))) }
        func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
        let names = ["Café", "Ravintola Kultainen Lohikäärme ja Ystävät Oy", "寿司 東京", "Pizza 🍕", "Bar\u{1B}[31m",
                     "A", "Golden Dragon", "Kahvila", "Very long name that is cut at thirty-two cells"]
        let cuisines: [[String]] = [[], ["sushi"], ["pizza", "italian"], ["coffee_shop", "vegan", "cake"],
                                    ["vietnamese", "thai", "chinese"]]
        let hours: [String?] = [nil, nil, "Mo-Su 10:00-22:00", "Mo-Fr 11:00-14:00", "24/7", "Mo-Su 12:00-12:30",
                                "Mo-Su 09:00-18:00 \"ring the bell\"", "Mo-Fr 10:00-20:00; PH off", "Sa-Su 18:00-23:00",
                                "sometimes", "Tu 08:00-09:00"]
        return (0..<count).map { n in
            let base = Fixtures.place(n + 1, pick(names) + (n % 7 == 0 ? "" : " \(n)"), metres: Double(below(2_000)),
                                      bearing: Double(below(360)), cuisines: pick(cuisines),
                                      tags: n % 5 == 0 ? ["cafe", "vegan"] : ["restaurant"], hours: pick(hours))
            return Place(id: base.id, name: base.name, coordinate: base.coordinate, cuisines: base.cuisines, tags: base.tags,
                         price: n % 3 == 0 ? nil : 1 + n % 4, address: nil, openingHours: base.openingHours)
        }
    }

    static func interactor(_ s: TestShell) -> NearInteractor {
        NearInteractor(lister: s.context.lister, store: s.store, whereabouts: s.context.whereabouts)
    }

    /// The whole list as `near` made it before: every place within the radius measured and
    /// sorted, a row made for each, filtered, one walk search for all.
    static func whole(_ s: TestShell, radius: Double, filter: PlaceFilter) -> (rows: [PlaceRow], unfiltered: Int) {
        let origin = s.context.whereabouts.current!.coordinate
        let lister = s.context.lister
        let hits = s.catalog.near(origin, radius: radius)
        var rows: [PlaceRow] = []
        for hit in hits {
            var row = lister.row(rows.count + 1, index: hit.index, from: nil)
            row.distance = hit.distance
            if filter.admits(row.place, status: row.status) { rows.append(row) }
        }
        lister.addWalks(&rows, from: origin)
        return (rows, hits.count)
    }

    /// The same for `near Nmin`: walks within the minutes, by walking time, then distance.
    static func wholeWithin(_ s: TestShell, minutes: Double, filter: PlaceFilter) -> (rows: [PlaceRow], unfiltered: Int) {
        let origin = s.context.whereabouts.current!.coordinate
        let lister = s.context.lister
        let speed = lister.walks?.metresPerMinute ?? Geo.walkingMetresPerMinute
        let hits = s.catalog.near(origin, radius: min(Radius.maximumMetres, minutes * speed))
        let walks = lister.walks!.walks(from: origin, to: hits.map { s.catalog.coordinate(at: $0.index) }, withinMinutes: minutes)
        var rows: [PlaceRow] = [], unfiltered = 0
        for (hit, walk) in zip(hits, walks) {
            guard let walk, walk.minutes <= minutes else { continue }
            unfiltered += 1
            var row = lister.row(0, index: hit.index, from: nil)
            row.distance = hit.distance
            row.walk = walk
            if filter.admits(row.place, status: row.status) { rows.append(row) }
        }
        rows.sort { a, b in
            let x = a.walk!.minutes, y = b.walk!.minutes
            return x != y ? x < y : a.distance! < b.distance!
        }
        for i in rows.indices { rows[i].row = i + 1 }
        return (rows, unfiltered)
    }

    /// Marks in the state: favourites, ratings (one place rated twice), so the ★ column shows.
    static func mark(_ s: TestShell) throws {
        try s.store.send(.addFavourite("osm:node/7"))
        for (id, stars) in [("osm:node/9", 5), ("osm:node/9", 2), ("osm:node/30", 4)] {
            try s.store.send(.addVisit(Visit(placeID: id, placeName: "x", date: TestShell.clock.now(), stars: stars, note: nil)))
        }
    }

    /// `near` with `words` on `s`, lazily, against the whole list: the text (table, widths,
    /// footer, walk note), the `--json`, the list's ids and `more`'s pages.
    static func compare(_ s: TestShell, _ words: [String], whole: (PlaceFilter, Radius) -> (rows: [PlaceRow], unfiltered: Int)) throws {
        let request = try NearRequest(words.map(FilterWord.init(parsing:)))
        let lazy = try interactor(s).near(request)
        let radius = request.radius ?? Radius(metres: Radius.defaultMetres)
        let (rows, unfiltered) = whole(lazy.filter, radius)
        let table = s.context.table
        let eager = NearInteractor.Result(rows: rows, radius: lazy.radius, minutes: lazy.minutes, filter: lazy.filter,
                                          location: lazy.location, unfiltered: unfiltered)
        let presenter = NearPresenter(table: table)
        let (made, reference) = (presenter.present(lazy), presenter.present(eager))
        #expect(lazy.list.count == rows.count && lazy.unfiltered == unfiltered, "\(words)")
        #expect(made.text == reference.text, "\(words)")
        #expect(table.layout(lazy.list.extent(table)) == table.layout(rows), "\(words)")
        if !rows.isEmpty {
            #expect(made.text.hasPrefix(table.table(Array(rows.prefix(50)), layout: table.layout(rows)) + "\n"), "\(words)")
        }
        #expect(made.placeCount == rows.count)
        #expect(JSON.object(made.json).serialized() == JSON.object(reference.json).serialized(), "\(words)")
        #expect(lazy.rows == rows, "\(words)")
        #expect(Array(NearPresenter.route(lazy).listIDs ?? []) == rows.map(\.place.id), "\(words)")
        // Pages read from the middle of the list first, then all of it.
        if rows.count > 120 {
            #expect(lazy.list.rows(100..<120) == Array(rows[100..<120]))
            #expect(lazy.list.rows(0..<rows.count) == rows)
        }
    }

    @Test(arguments: [[], ["1200"], ["+vegan"], ["open"], ["price", "2"], ["-sushi", "800"], ["3km", "+cafe", "open"], ["5"]])
    func nearPrintsWhatTheWholeListGives(words: [String]) throws {
        let s = TestShell(places: Self.places(600, seed: 7))
        s.run("at 60.1699,24.9384")
        try Self.mark(s)
        try Self.compare(s, words) { filter, radius in Self.whole(s, radius: radius.metres, filter: filter) }
    }

    @Test(arguments: [["10min"], ["3min"], ["25min", "+vegan"]])
    func walkingMinutesWithoutWaysToo(words: [String]) throws {
        let s = TestShell(places: Self.places(600, seed: 11))
        s.run("at 60.1699,24.9384")
        try Self.compare(s, words) { filter, radius in Self.wholeWithin(s, minutes: radius.minutes!, filter: filter) }
    }

    /// On the sample's real streets: walks along the ways (one search for the whole list).
    @Test(arguments: [[], ["800"], ["5min"], ["15min", "open"]])
    func alongTheSamplesWays(words: [String]) throws {
        let s = try WalkingTests.sample()
        s.run("at 60.1699,24.9384")
        try Self.compare(s, words) { filter, radius in
            radius.minutes.map { Self.wholeWithin(s, minutes: $0, filter: filter) } ?? Self.whole(s, radius: radius.metres, filter: filter)
        }
    }

    /// Through the shell: `near`, then `more` page by page and `show N` far down the list,
    /// as the whole list numbers them.
    @Test func moreAndRowNumbersFollowTheWholeList() throws {
        let s = TestShell(places: Self.places(600, seed: 3))
        s.run("at 60.1699,24.9384")
        try Self.mark(s)
        let rows = Self.whole(s, radius: 1500, filter: PlaceFilter()).rows
        try #require(rows.count > 150)
        let table = s.context.table
        let layout = table.layout(rows)
        #expect(!s.run("near").failed)
        #expect(s.output.stdout.contains(table.table(Array(rows.prefix(50)), layout: layout)))
        #expect(Array(s.store.state.currentList) == rows.map(\.place.id))
        for start in stride(from: 50, to: 150, by: 50) {
            let before = s.output.stdout.count
            #expect(!s.run("more").failed)
            let page = String(s.output.stdout.dropFirst(before))
            #expect(page.hasPrefix(table.table(Array(rows[start..<start + 50]), layout: layout)), "rows from \(start + 1)")
        }
        s.run("show \(rows.count)")
        #expect(s.store.state.currentPlace == rows.last?.place.id)
    }

    /// A list made lazily equals one made from the same query, without reading either.
    @Test func theSameQueryMakesAnEqualList() throws {
        let s = TestShell(places: Self.places(300, seed: 5))
        s.run("at 60.1699,24.9384")
        let a = NearPresenter.route(try Self.interactor(s).near(NearRequest())).listIDs
        let b = NearPresenter.route(try Self.interactor(s).near(NearRequest())).listIDs
        #expect(a == b)
        #expect(a.map(Array.init) == b.map(Array.init))
        let other = NearPresenter.route(try Self.interactor(s).near(NearRequest(radius: Radius(metres: 1400)))).listIDs
        #expect(a != other)
    }
}
