import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSession {
    /// The team's part of a store action (`Store.addEffect`): a rating and its undo are the
    /// team's too when in a team. Nothing here fails the action: a refusal or an outbox
    /// that cannot be written is a line after the command.
    public func run(_ action: StoreAction) {
        switch action {
        case .rate(let visit, let place):
            recordAlongside(.rate(place: place, stars: visit.stars, note: visit.note),
                            id: UUID(uuidString: visit.id) ?? UUID())
        case .unrate(let id):
            guard let visit = UUID(uuidString: id) else { return }
            recordAlongside(.unrate(visit: visit), id: UUID())
        default:
            break
        }
    }
}
