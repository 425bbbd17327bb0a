import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records a rating as a visit of the named or current place.
public struct RateInteractor {
    public typealias Result = (visit: Visit, average: Double?, count: Int)

    let resolver: PlaceResolver
    let catalog: Catalog
    let store: Store
    let clock: any Clock
    /// When in a team, the rating is also the team's (change id: the visit's id).
    var team: TeamSession? = nil

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
        let date = Date(timeIntervalSince1970: clock.now().timeIntervalSince1970.rounded(.down))
        let visit = Visit(placeID: place.id, placeName: place.name, date: date, stars: stars, note: note,
                          tags: request.tags, wouldReturn: request.wouldReturn)
        try store.send(.addVisit(visit), undo: .removeVisit(visit.id), what: "the rating of \(place.name) (\(stars)★)")
        team?.recordAlongside(.rate(place: TeamPlace(place), stars: stars, note: note),
                              id: UUID(uuidString: visit.id) ?? UUID())
        let count = store.state.visits.filter { $0.placeID == place.id }.count
        return (visit, store.state.averageStars(of: place.id), count)
    }
}
