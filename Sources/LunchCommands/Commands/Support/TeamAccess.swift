import LunchStorage
import LunchCatalog
import LunchState
import LunchText

/// What the team's commands (`vote`, `unvote`, `decide`, `today`, `visits --team`,
/// `pick --team`, `team diet`) share: the session when in a team, and a refusal of their
/// change as their error.
enum TeamAccess {
    /// The session when in a team, else the one line saying how to join.
    static func joined(_ team: TeamSession?) throws -> TeamSession {
        guard let team, team.current != nil else { throw UserError(Messages.notInTeam) }
        return team
    }

    /// A change the server refused is the command's error (its line).
    static func check(_ sent: TeamSession.Sent) throws {
        if case .refused(let reason) = sent { throw UserError(Messages.teamRefused(reason)) }
    }

    /// `check` for the changes a decided day refuses: refused as "already decided" (the copy
    /// kept here was older than the decision), the team is read and the line is the one a
    /// decided day gives, with the place.
    static func check(_ sent: TeamSession.Sent, team: TeamSession, voting: Bool) throws {
        if case .refused(let reason) = sent, reason.hasSuffix(" is already decided") {
            try checkOpen(team, voting: voting, refused: true)
        }
        try check(sent)
    }

    /// A day the team's server, just read, takes no change for (one that has not come on
    /// its clock, or is past its window): the refusal its changes would get, as the
    /// command's error, before the command says what the empty day lacks (`decide`).
    static func checkDay(_ view: TeamSession.View) throws {
        guard view.connected, let line = view.snapshot.dayRefusal else { return }
        throw UserError(Messages.teamRefused(line))
    }

    /// A change that is also the team's (a rating) for a day the team's server takes no
    /// change for: refused before anything is kept here (a 1999 rating stayed in the
    /// visits, refused only by the server). The server is read only when its day as last
    /// read is not this day (`--now`, a clock far off, a cache from another day); a server
    /// that says no day (before schema 4) checks none.
    static func checkDayBeforeKeeping(_ team: TeamSession?) throws {
        guard let team, team.current != nil, let known = team.cached()?.snapshot.serverDay, known != team.day else { return }
        try checkDay(team.read())
    }

    /// The place a REF names for a team change: from this catalog, else (a row of `today`
    /// whose place is a teammate's) the team's snapshot of it. `catalogued` says which.
    static func place(_ ref: PlaceReference, resolver: PlaceResolver, catalog: Catalog,
                      team: TeamSession) throws -> (place: TeamPlace, catalogued: Bool) {
        do {
            return (TeamPlace(catalog.place(at: try resolver.resolve(ref))), true)
        } catch {
            guard let id = resolver.listedID(ref), let known = team.cached()?.snapshot.place(id: id) else { throw error }
            return (known, false)
        }
    }

    /// The day's decision, for changes a decided day no longer takes (`vote`, `veto`, and
    /// with `voting` false `unvote`, `unveto`, `in`, `out`): its one line. The copy kept
    /// here may be stale (a teammate reopened the day since): when it says decided, the
    /// team is read before refusing, and only the copy just read (or, offline, the kept
    /// one) refuses.
    static func checkOpen(_ team: TeamSession, voting: Bool = true, refused: Bool = false) throws {
        guard refused || decision(team.cached(), day: team.day) != nil else { return }
        let fresh = (try? team.read()).flatMap { $0.connected ? $0 : nil } ?? team.cached()
        guard let decision = decision(fresh, day: team.day) else { return }
        let name = TerminalText.safe(decision.place.name)
        throw UserError(voting ? Messages.dayAlreadyDecided(team.day, name) : Messages.dayAlreadyDecidedChange(team.day, name))
    }

    private static func decision(_ view: TeamSession.View?, day: String) -> TeamSnapshot.Decision? {
        guard let view, view.snapshot.day == day else { return nil }
        return view.snapshot.decision
    }

    /// The worst of several changes' outcomes: a refusal, else waiting, else stored.
    static func worst(_ outcomes: [TeamSession.Sent]) -> TeamSession.Sent {
        if let refused = outcomes.first(where: { if case .refused = $0 { true } else { false } }) { return refused }
        return outcomes.contains(.waiting) ? .waiting : .stored
    }
}
