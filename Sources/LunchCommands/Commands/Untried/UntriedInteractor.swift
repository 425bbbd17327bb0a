import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The places `near` would list that nobody in the team went to within the team's
/// recency window (a rating by any member, or a decision of an earlier day).
public struct UntriedInteractor {
    public struct Result {
        /// The places left, as `near` lists them.
        public var near: NearInteractor.Result
        /// The team's window, in days.
        public var window: Int
        /// When offline: how old the team's visits are (`2 h ago`); nil when read now.
        public var asOf: String?
    }

    let near: NearInteractor
    let team: TeamSession?

    public func untried(_ query: NearRequest) throws -> Result {
        let team = try TeamAccess.joined(team)
        let view = try team.read()
        // Offline with nothing ever read, every place would look untried: say so instead.
        if !view.connected && view.age == nil { throw UserError(Messages.untriedNothingRead) }
        let recency = view.snapshot.recency(today: team.day)
        return Result(near: try near.near(query, excluding: recency.visited), window: recency.window,
                      asOf: view.connected ? nil : view.age)
    }
}
