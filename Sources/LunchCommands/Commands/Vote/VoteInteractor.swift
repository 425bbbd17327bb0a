import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Records today's votes (approval: one per place, as many places as you like) or takes
/// them back, for the team.
public struct VoteInteractor {
    public struct Result {
        /// The places voted for (or the one taken back); empty for `unvote` of all.
        public var places: [TeamPlace]
        /// The last place is in this catalog (else the team's snapshot of it was used).
        public var catalogued = true
        public var change: RecordedChange
        /// `unvote`: votes taken back.
        public var unvoted = false
        /// `unvote` with no vote of mine for the day (as the team was read): nothing sent.
        public var nothing = false
    }

    let resolver: PlaceResolver
    let catalog: Catalog
    let team: TeamSession?

    public func vote(_ refs: [PlaceReference]) throws -> Result {
        let team = try TeamAccess.joined(team)
        try TeamAccess.checkOpen(team)
        var places: [(place: TeamPlace, catalogued: Bool)] = []
        for ref in refs.isEmpty ? [try PlaceReference([])] : refs {
            let found = try TeamAccess.place(ref, resolver: resolver, catalog: catalog, team: team)
            if !places.contains(where: { $0.place.id == found.place.id }) { places.append(found) }
        }
        let day = team.day
        var outcomes: [TeamSession.Sent] = []
        for found in places {
            outcomes.append(try team.record(.vote(day: day, place: found.place)).1)
        }
        let sent = TeamAccess.worst(outcomes)
        try TeamAccess.check(sent, team: team, voting: true)
        return Result(places: places.map(\.place), catalogued: places.last?.catalogued ?? true,
                      change: RecordedChange(day: day, sent: sent, waiting: team.waitingForTeam,
                                             late: sent == .waiting ? team.deadlinePassed : nil))
    }

    /// `unvote` (every vote of mine for the day), `unvote REF` (one).
    public func unvote(_ ref: PlaceReference?) throws -> Result {
        let team = try TeamAccess.joined(team)
        try TeamAccess.checkOpen(team, voting: false)
        let day = team.day
        var places: [TeamPlace] = []
        let kind: TeamChange.Kind
        if let ref, !ref.isCurrent {
            let place = try TeamAccess.place(ref, resolver: resolver, catalog: catalog, team: team).place
            places = [place]
            kind = .unvoteOne(day: day, place: place)
        } else {
            kind = .unvote(day: day)
            // Nothing to take back (the team as read now, with my waiting changes laid over it).
            let view = try team.read()
            if view.everRead || view.connected, view.snapshot.day == day,
               !view.snapshot.votes.contains(where: { $0.member == view.membership.member }) {
                return Result(places: [], change: RecordedChange(day: day, sent: .stored, waiting: team.waitingForTeam),
                              unvoted: true, nothing: true)
            }
        }
        let (_, sent, _) = try team.record(kind)
        try TeamAccess.check(sent, team: team, voting: false)
        return Result(places: places, change: RecordedChange(day: day, sent: sent, waiting: team.waitingForTeam),
                      unvoted: true)
    }

    /// The words of `vote`: several REFs when every word is a row number or an id (`vote
    /// 1 3`) or when commas part them (`vote pikku nepal, ramen bar`), else one REF.
    static func references(_ words: [String]) throws -> [PlaceReference] {
        if words.count > 1, words.allSatisfy({ PlaceReference.isRowNumber($0) || PlaceResolver.looksLikeID($0) }) {
            return try words.map { try PlaceReference([$0]) }
        }
        var groups: [[String]] = [[]]
        for word in words {
            let parts = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for (i, part) in parts.enumerated() {
                if i > 0 { groups.append([]) }
                if !part.isEmpty { groups[groups.count - 1].append(part) }
            }
        }
        return try groups.filter { !$0.isEmpty }.map { try PlaceReference($0) }
    }
}
