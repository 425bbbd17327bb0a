import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Draws one place from the `near` candidates with the saved radius and filters, spins
/// (on a terminal), then gathers what `show` shows about it.
public struct PickInteractor {
    public struct Result {
        public var row: PlaceRow
        public var candidates: Int
        /// Every candidate had been shown, so the draw started over.
        public var startedOver: Bool
        /// Only recently visited places were left.
        public var recentOnly: Bool
        /// The names drawn from (for the spin).
        public var names: [String]
        /// The detail view of the pick.
        public var detail: ShowInteractor.Result
        /// Every candidate closes within the stretch asked for (`PlaceFilter.stretch`), so the
        /// pick does too: its line says when.
        public var closesWithinStretch = false
    }

    public static let recentDays = 7.0

    let near: NearInteractor
    let detail: ShowInteractor
    let store: Store
    let clock: any Clock
    let random: any RandomSource
    var animation: any PickAnimation = NoPickAnimation()
    /// The team `pick --team` reads.
    var team: TeamSession? = nil

    /// `pick [--team] [FILTERS]`: with `forTeam`, the team is read first (fresh, else as
    /// last read) and the pick is the team's (see `pick(_:team:)`).
    public func pick(_ words: [FilterWord], forTeam: Bool) throws -> Result {
        let snapshot = forTeam ? try TeamAccess.joined(team).read().snapshot : nil
        return try pick(NearRequest(words), team: snapshot)
    }

    /// `team`: `pick --team` — the team's averages as weights, places the team visited in
    /// the last 7 days skipped, the others it went to within its recency window weighed down
    /// (`PickWeights.recency`), every member's diet needs met (by the place's tags or cuisines).
    public func pick(_ query: NearRequest, team: TeamSnapshot? = nil) throws -> Result {
        let listed = try near.near(query)
        guard listed.list.count > 0 else {
            throw UserError(Messages.nothingToPick(radius: listed.minutes.map { Radius(metres: listed.radius, minutes: $0).text } ?? Geo.distanceText(listed.radius), filter: listed.filter.text))
        }
        // Never a place whose latest visit says `+never`.
        let never = Self.neverAgain(store.state.visits)
        let all = listed.rows
        var rows = all.filter { !never.contains($0.place.id) }
        guard !rows.isEmpty else { throw UserError(Messages.onlyNeverAgain(all.count)) }
        if let team {
            let needs = Self.dietNeeds(team)
            rows = rows.filter { row in needs.allSatisfy { row.place.tags.contains($0) || row.place.cuisines.contains($0) } }
            guard !rows.isEmpty else { throw UserError(Messages.pickNoPlaceForDiets(needs)) }
            for i in rows.indices { rows[i].rating = team.ratings[rows[i].place.id]?.average ?? rows[i].rating }
        }
        // Never a place that closes before the stretch is over (a plain `open` over a saved
        // `open 45m` lists them, marked) while another is left; else the pick says so.
        let staying = rows.filter { listed.filter.closesWithinStretch($0.status, now: $0.time?.now ?? clock.now()) == nil }
        let closing = staying.isEmpty && listed.filter.stretch != nil
        if !staying.isEmpty { rows = staying }
        var startedOver = false
        var fresh = rows.filter { !store.state.picked.contains($0.place.id) }
        if fresh.isEmpty {
            try store.send(.picksReset)
            fresh = rows
            startedOver = true
        }
        let since = clock.now().addingTimeInterval(-Self.recentDays * 86_400)
        var recent = Set(store.state.visits.filter { $0.date > since }.map(\.placeID))
        if let team { recent.formUnion(team.visits.filter { $0.time > since }.map(\.place.id)) }
        let notRecent = fresh.filter { !recent.contains($0.place.id) }
        let pool = notRecent.isEmpty ? fresh : notRecent
        // With the team: a place it went to within its window weighs less the more recently.
        let recency = team.map { $0.recency(today: $0.day) }
        let weights = pool.map { row in
            PickWeights.weight(favourite: row.favourite, averageStars: row.rating)
                * (recency.map { PickWeights.recency(days: $0.lastVisit(row.place.id)?.days, window: $0.window) } ?? 1)
        }
        var row = pool[PickWeights.draw(weights, u: random.nextUnit())]
        row.row = 0
        try store.send(.picked(row.place.id))
        let names = pool.prefix(30).map(\.place.name)
        animation.play(names: names, final: row.place.name)
        return Result(row: row, candidates: rows.count, startedOver: startedOver, recentOnly: notRecent.isEmpty,
                      names: names, detail: try detail.show(PlaceReference([row.place.id])), closesWithinStretch: closing)
    }

    /// Every member's diet needs, each once, sorted.
    static func dietNeeds(_ team: TeamSnapshot) -> [String] {
        Array(Set(team.members.flatMap(\.diet))).sorted()
    }

    /// Places whose latest visit (by date) says `+never`.
    static func neverAgain(_ visits: [Visit]) -> Set<String> {
        var latest: [String: Visit] = [:]
        for v in visits where latest[v.placeID].map({ v.date >= $0.date }) ?? true { latest[v.placeID] = v }
        return Set(latest.values.filter { $0.wouldReturn == false }.map(\.placeID))
    }
}
