import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Closes the day by the team's rule, which the server applies (`lunch.winner`: most votes
/// of those coming among places not vetoed that meet their diets; ties by fewer team
/// visits, the team's rating, the name, the id); the decision stored first stays.
/// `--reopen` takes the day's decision back.
public struct DecideInteractor {
    public struct Result: Sendable {
        /// The decision as the team has it now (maybe an earlier one by someone else); for
        /// `--reopen`, the one taken back.
        public var decision: TeamSnapshot.Decision
        public var votes: Int
        /// Someone decided before this.
        public var already: Bool
        public var byMe: Bool
        public var change: RecordedChange
        /// `--reopen`: the decision was taken back.
        public var reopened = false
        /// The decided place as the local catalog has it, when it is open now and closes
        /// before the saved stretch (`filter open 45m`) is over: the warning's row.
        public var closesWithinStretch: PlaceRow? = nil
    }

    let team: TeamSession?
    /// The local catalog's hours of the decided place, and the saved stretch.
    var lister: PlaceLister? = nil
    var store: Store? = nil

    public func decide(anyway: Bool = false) throws -> Result {
        let team = try TeamAccess.joined(team)
        let view = try team.read()
        try TeamAccess.checkDay(view)
        let me = view.membership.member
        let snapshot = view.snapshot
        func votes(_ d: TeamSnapshot.Decision) -> Int {
            d.reason?.votes ?? snapshot.votes.filter { $0.place.id == d.place.id }.count
        }
        if let earlier = snapshot.decision {
            return Result(decision: earlier, votes: votes(earlier), already: true, byMe: earlier.member == me,
                          change: RecordedChange(day: snapshot.day, sent: .stored),
                          closesWithinStretch: closingRow(earlier.place.id))
        }
        // Offline, the rule's answer is the one last read: without it (never read, read
        // before my votes, or `--anyway` after a refusal for diets) nothing can be said
        // decided, so nothing is queued — an error that still decides later, each retry
        // queueing another, would contradict itself.
        let known = snapshot.winner.map { $0.place != nil || $0.empty == .vetoed || ($0.empty == .diets && !anyway) } ?? false
        if !view.connected, !snapshot.votes.isEmpty, !known {
            throw UserError(Messages.decideOfflineUnknown(snapshot.day, age: view.age))
        }
        try Self.check(snapshot, anyway: anyway)
        let (change, sent, after) = try team.record(.decideByRule(day: snapshot.day, anyway: anyway), reads: true)
        try TeamAccess.check(sent)
        // Offline: what the rule answered when last read, until the server decides.
        guard let stored = after?.snapshot.decision else {
            throw UserError(Messages.decideNothingRead(snapshot.day))
        }
        let mine = stored.member == me && stored.time == change.time
        return Result(decision: stored, votes: votes(stored), already: !mine, byMe: stored.member == me,
                      change: RecordedChange(day: snapshot.day, sent: sent, waiting: team.waitingForTeam),
                      closesWithinStretch: closingRow(stored.place.id))
    }

    /// The decided place's row when the local catalog's hours say it closes within the
    /// saved stretch; nil when it stays open, no stretch is saved or the place is not here.
    private func closingRow(_ id: String) -> PlaceRow? {
        guard let lister, let store else { return nil }
        let filter = PlaceFilter(preferences: store.state.preferences)
        guard filter.stretch != nil, let index = lister.catalog.index(ofID: id) else { return nil }
        var row = lister.row(0, index: index, from: nil)
        row.stretch = filter.stretch
        return filter.closesWithinStretch(row.status, now: row.time?.now ?? lister.time(at: row.place).now) == nil ? nil : row
    }

    public func reopen() throws -> Result {
        let team = try TeamAccess.joined(team)
        let view = try team.read()
        try TeamAccess.checkDay(view)
        guard let decision = view.snapshot.decision else { throw UserError(Messages.decideNothingToReopen(view.snapshot.day)) }
        let (_, sent, _) = try team.record(.reopen(day: view.snapshot.day), reads: true)
        try TeamAccess.check(sent)
        return Result(decision: decision, votes: 0, already: false, byMe: decision.member == view.membership.member,
                      change: RecordedChange(day: view.snapshot.day, sent: sent, waiting: team.waitingForTeam),
                      reopened: true)
    }

    /// Nothing to decide (no votes, every voted place vetoed), or no voted place meets the
    /// diets of everyone coming (without `--anyway`): the one line saying so.
    static func check(_ snapshot: TeamSnapshot, anyway: Bool) throws {
        guard let winner = snapshot.winner else {
            if snapshot.votes.isEmpty { throw UserError(Messages.decideNoVotes(snapshot.day)) }
            return
        }
        switch winner.empty {
        case .noVotes?: throw UserError(Messages.decideNoVotes(snapshot.day))
        case .vetoed?: throw UserError(Messages.decideAllVetoed(snapshot.day))
        case .diets? where !anyway:
            let unmet = winner.unmet ?? []
            let line = UserError(Messages.decideDietsUnmet(TerminalText.safe(winner.top?.name ?? "?"), Messages.unmetNeeds(unmet)))
            throw UserErrorFields(line, json: [("unmet", .array(unmet.flatMap { u in
                u.members.map { JSON.object([("member", .string($0)), ("need", .string(u.need))]) }
            }))])
        case .diets?, nil: return
        }
    }
}
