import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records a rating as a visit of the named or current place: one action (`.rate`), which
/// a team's effect also sends as the team's rating; its undo is `.unrate`.
public struct RateInteractor {
    public typealias Result = (visit: Visit, average: Double?, count: Int)

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store
    let clock: any Clock
    /// In a team, a rating for a day the team's server refuses is refused before it is kept.
    var team: TeamSession?

    /// Rates the request's place (the current place when it names none).
    public func rate(_ request: RateRequest) throws -> Result {
        let (stars, note) = (request.stars.value, request.note)
        let index: Int
        if let ref = request.ref {
            index = try resolver.resolve(ref)
        } else {
            guard let current = store.state.currentPlace else { throw UserError(Messages.noCurrentPlace) }
            guard let found = catalog.index(ofID: current) else { throw UserError(Messages.placeGone(current)) }
            index = found
        }
        let place = catalog.place(at: index)
        try TeamAccess.checkDayBeforeKeeping(team)
        let date = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let visit = Visit(placeID: place.id, placeName: place.name, date: date, stars: stars, note: note,
                          tags: request.tags, wouldReturn: request.wouldReturn)
        try store.send(.rate(visit, TeamPlace(place)), undo: .unrate(visit.id), what: "the rating of \(place.name) (\(stars)★)")
        let count = store.state.visits.filter { $0.placeID == place.id }.count
        return (visit, store.state.averageStars(of: place.id), count)
    }
}
