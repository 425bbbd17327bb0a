import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The visits, newest first, and whether each place is still in the catalog; removing one
/// by its number in that list.
public struct VisitsInteractor {
    public typealias Entry = (visit: Visit, inCatalog: Bool)

    /// Mine, or the team's (`visits --team`), or the visit `visits --remove N` took away.
    public enum Result {
        case mine([Entry])
        case team(TeamSession.View)
        case removed(Removed)
    }

    /// A visit removed, with the number it had.
    public struct Removed {
        public var number: Int
        public var visit: Visit
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

    /// The visits as `visits` numbers them, remembered (`AppState.visitsShown`) so that a
    /// later `visits --remove N` can tell whether N is still the visit shown.
    public func visits() -> [Entry] {
        let list = Visit.newestFirst(store.state.visits)
        try? store.send(.visitsShown(list.map(\.id)))
        return list.map { ($0, catalog.index(ofID: $0.placeID) != nil) }
    }

    /// `visits --remove N`: visit N of `visits` goes from the saved visits, through the
    /// store (saved before this returns; `undo` brings it back). Only this shell's own
    /// list: a team's copy of the rating stays. Once `visits` listed them in this shell,
    /// visits 1 to N must still be the ones it listed (another shell's rating, this one's
    /// removal of a lower number, moves them): else nothing is removed and the error says
    /// to list them again. Removing the highest number first keeps the lower ones.
    public func remove(number: Int) throws -> Removed {
        let list = Visit.newestFirst(store.state.visits)
        if let shown = store.state.visitsShown, Array(shown.prefix(number)) != list.prefix(number).map(\.id) {
            throw UserError(Messages.visitsChangedSinceListed)
        }
        guard (1...max(1, list.count)).contains(number), !list.isEmpty else {
            throw UserError(Messages.noSuchVisit(number, count: list.count))
        }
        let visit = list[number - 1]
        try store.send(.removeVisit(visit.id), undo: .addVisit(visit),
                       what: "the removal of visit \(number) (\(Visit.moment(visit.date)) \(visit.placeName))")
        return Removed(number: number, visit: visit)
    }

    /// Tab after `visits --remove`: the numbers, each shown with its visit.
    func numbered(startingWith prefix: String) -> [Candidate] {
        Visit.newestFirst(store.state.visits).enumerated().compactMap { offset, visit in
            let number = String(offset + 1)
            guard number.hasPrefix(prefix) else { return nil }
            let name = TerminalText.safe(TextWidth.truncate(visit.placeName, to: PlaceTablePresenter.nameCells))
            return Candidate(number, display: "\(number)  \(Visit.moment(visit.date))  \(name)")
        }
    }
}
