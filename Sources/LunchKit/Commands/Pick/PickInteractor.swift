import Foundation

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
    }

    public static let recentDays = 7.0

    let near: NearInteractor
    let detail: ShowInteractor
    let store: Store
    let clock: any Clock
    let random: any RandomSource
    var animation: any PickAnimation = NoPickAnimation()

    public func pick(_ query: NearQuery) throws -> Result {
        let listed = try near.near(query)
        guard !listed.rows.isEmpty else {
            throw UserError(Messages.nothingToPick(radius: Geo.distanceText(listed.radius), filter: listed.filter.text))
        }
        // Never a place whose latest visit says `+never`.
        let never = Self.neverAgain(store.state.visits)
        let rows = listed.rows.filter { !never.contains($0.place.id) }
        guard !rows.isEmpty else { throw UserError(Messages.onlyNeverAgain(listed.rows.count)) }
        var startedOver = false
        var fresh = rows.filter { !store.state.picked.contains($0.place.id) }
        if fresh.isEmpty {
            try store.send(.picksReset)
            fresh = rows
            startedOver = true
        }
        let since = clock.now().addingTimeInterval(-Self.recentDays * 86_400)
        let recent = Set(store.state.visits.filter { $0.date > since }.map(\.placeID))
        let notRecent = fresh.filter { !recent.contains($0.place.id) }
        let pool = notRecent.isEmpty ? fresh : notRecent
        let weights = pool.map { PickWeights.weight(favourite: $0.favourite, averageStars: $0.rating) }
        var row = pool[PickWeights.draw(weights, u: random.nextUnit())]
        row.row = 0
        try store.send(.picked(row.place.id))
        let names = pool.prefix(30).map(\.place.name)
        animation.play(names: names, final: row.place.name)
        return Result(row: row, candidates: rows.count, startedOver: startedOver, recentOnly: notRecent.isEmpty,
                      names: names, detail: try detail.show(PlaceReference([row.place.id])))
    }

    /// Places whose latest visit (by date) says `+never`.
    static func neverAgain(_ visits: [Visit]) -> Set<String> {
        var latest: [String: Visit] = [:]
        for v in visits where latest[v.placeID].map({ v.date >= $0.date }) ?? true { latest[v.placeID] = v }
        return Set(latest.values.filter { $0.wouldReturn == false }.map(\.placeID))
    }
}
