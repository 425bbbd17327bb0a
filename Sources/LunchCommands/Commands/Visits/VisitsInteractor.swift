import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The visits, newest first, and whether each place is still in the catalog.
public struct VisitsInteractor {
    public typealias Entry = (visit: Visit, inCatalog: Bool)

    /// Mine, or the team's (`visits --team`).
    public enum Result {
        case mine([Entry])
        case team(TeamSession.View)
    }

    let store: Store
    let catalog: Catalog
    var team: TeamSession?

    /// `visits [--team]`: mine, or with `forTeam` the team's.
    public func visits(forTeam: Bool) throws -> Result {
        forTeam ? .team(try teamVisits()) : .mine(visits())
    }

    /// The team's recent lunches (read now, else as last read).
    public func teamVisits() throws -> TeamSession.View {
        try TeamAccess.joined(team).read()
    }

    public func visits() -> [Entry] {
        store.state.visits.enumerated()
            .sorted { $0.element.date != $1.element.date ? $0.element.date > $1.element.date : $0.offset > $1.offset }
            .map { ($0.element, catalog.index(ofID: $0.element.placeID) != nil) }
    }
}
