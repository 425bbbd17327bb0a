import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Closes the day: the most voted place (ties: pick's weight, then the name), recorded as
/// a decision; the decision stored first stays.
public struct DecideInteractor {
    public struct Result: Sendable {
        /// The decision as the team has it now (maybe an earlier one by someone else).
        public var decision: TeamSnapshot.Decision
        public var votes: Int
        /// Someone decided before this.
        public var already: Bool
        public var byMe: Bool
        public var sent: TeamSession.Sent
        public var day: String
    }

    let team: TeamSession?
    let store: Store

    public func decide() throws -> Result {
        let team = try TeamAccess.joined(team)
        let view = try team.read()
        let me = view.membership.member
        let snapshot = view.snapshot
        func votes(_ id: String) -> Int { snapshot.votes.filter { $0.place.id == id }.count }
        if let earlier = snapshot.decision {
            return Result(decision: earlier, votes: votes(earlier.place.id), already: true, byMe: earlier.member == me,
                          sent: .stored, day: snapshot.day)
        }
        guard let winner = Self.winner(snapshot, favourites: Set(store.state.favourites),
                                       myAverage: { store.state.averageStars(of: $0) }) else {
            throw UserError(Messages.decideNoVotes(snapshot.day))
        }
        let (change, sent, after) = try team.record(.decide(day: snapshot.day, place: winner), reads: true)
        try TeamAccess.check(sent)
        let stored = after?.snapshot.decision ?? TeamSnapshot.Decision(member: me, place: winner, time: change.time)
        let mine = stored.member == me && stored.place.id == winner.id
        return Result(decision: stored, votes: votes(stored.place.id), already: !mine, byMe: stored.member == me,
                      sent: sent, day: snapshot.day)
    }

    /// Most votes; a tie goes to the higher pick weight (favourite, the team's average
    /// stars, else mine), then to the name, then to the id. Nil without votes.
    static func winner(_ snapshot: TeamSnapshot, favourites: Set<String>, myAverage: (String) -> Double?) -> TeamPlace? {
        var counts: [String: (place: TeamPlace, votes: Int)] = [:]
        for vote in snapshot.votes { counts[vote.place.id, default: (vote.place, 0)].votes += 1 }
        func weight(_ id: String) -> Double {
            PickWeights.weight(favourite: favourites.contains(id), averageStars: snapshot.ratings[id]?.average ?? myAverage(id))
        }
        return counts.values.max { a, b in
            if a.votes != b.votes { return a.votes < b.votes }
            let (wa, wb) = (weight(a.place.id), weight(b.place.id))
            if wa != wb { return wa < wb }
            if a.place.name != b.place.name { return a.place.name > b.place.name }
            return a.place.id > b.place.id
        }?.place
    }
}
