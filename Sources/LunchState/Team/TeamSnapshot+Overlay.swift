import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamSnapshot {
    /// An empty team for `day` (nothing read yet).
    public static func empty(day: String) -> TeamSnapshot {
        TeamSnapshot(fetched: .distantPast, day: day, schemaVersion: TeamSchema.known)
    }

    /// The snapshot as it will be once `changes` (waiting in the outbox, oldest first) are
    /// stored: my offline vote shows in `today`. Votes and the decision of another day
    /// than `day` are left out.
    public func overlaid(_ changes: [TeamChange], day: String) -> TeamSnapshot {
        var s = self
        if s.day != day {
            s.day = day
            s.votes = []
            s.vetoes = []
            s.attendance = []
            s.decision = nil
            s.winner = nil
        }
        for change in changes { s.apply(change) }
        return s
    }

    private mutating func apply(_ change: TeamChange) {
        let who = change.member
        switch change.kind {
        case .join:
            if !members.contains(where: { $0.name == who }) { members.append(Member(name: who)) }
        case .diet(let needs):
            if let i = members.firstIndex(where: { $0.name == who }) { members[i].diet = needs } else {
                members.append(Member(name: who, diet: needs))
            }
        case .vote(let voteDay, let place) where voteDay == day:
            if !votes.contains(where: { $0.member == who && $0.place.id == place.id }) {
                votes.append(Vote(member: who, place: place, time: change.time))
            }
            attend(who, coming: true)
        case .unvote(let voteDay) where voteDay == day:
            votes.removeAll { $0.member == who }
        case .unvoteOne(let voteDay, let place) where voteDay == day:
            votes.removeAll { $0.member == who && $0.place.id == place.id }
        case .veto(let vetoDay, let place) where vetoDay == day:
            vetoes.removeAll { $0.member == who }
            vetoes.append(Vote(member: who, place: place, time: change.time))
        case .unveto(let vetoDay) where vetoDay == day:
            vetoes.removeAll { $0.member == who }
        case .attend(let attendDay, let coming) where attendDay == day:
            attend(who, coming: coming)
        case .decide(let decideDay, let place) where decideDay == day:
            if decision == nil { decision = Decision(member: who, place: place, time: change.time) }
        case .decideByRule(let decideDay, _) where decideDay == day:
            // What the rule answered when last read: the server decides when it gets the change.
            if decision == nil, let id = winner?.place?.id, let place = place(id: id) {
                decision = Decision(member: who, place: place, time: change.time, reason: winner)
                winner = nil
            }
        case .reopen(let reopenDay) where reopenDay == day:
            decision = nil
        case .rate(let place, let stars, let note):
            guard !visits.contains(where: { $0.id == change.id }) else { return }
            visits.insert(Visit(id: change.id, member: who, place: place, stars: stars, note: note, time: change.time), at: 0)
            // My rating is a team visit of its day (a later one stays the last).
            let visited = TeamRecency.day(of: change.time)
            if lastVisits[place.id].map({ $0 < visited }) ?? true { lastVisits[place.id] = visited }
            let old = ratings[place.id] ?? Rating(average: 0, count: 0)
            ratings[place.id] = Rating(average: (old.average * Double(old.count) + Double(stars)) / Double(old.count + 1),
                                       count: old.count + 1)
        case .unrate(let id):
            guard let i = visits.firstIndex(where: { $0.id == id }) else { return }
            let gone = visits.remove(at: i)
            if let old = ratings[gone.place.id] {
                ratings[gone.place.id] = old.count > 1
                    ? Rating(average: (old.average * Double(old.count) - Double(gone.stars)) / Double(old.count - 1), count: old.count - 1)
                    : nil
            }
        case .vote, .unvote, .unvoteOne, .decide, .decideByRule, .reopen, .veto, .unveto, .attend:
            break  // another day's
        }
    }

    private mutating func attend(_ who: String, coming: Bool) {
        attendance.removeAll { $0.member == who }
        attendance.append(Attendance(member: who, coming: coming))
    }
}

extension TeamSnapshot {
    /// The team's snapshot of place `id` (name, coordinates) from the day's votes, the
    /// decision or the recent visits; nil when the team never mentioned it.
    public func place(id: String) -> TeamPlace? {
        votes.first { $0.place.id == id }?.place ?? (decision?.place.id == id ? decision?.place : nil)
            ?? vetoes.first { $0.place.id == id }?.place ?? visits.first { $0.place.id == id }?.place
    }
}
