import LunchStorage
import LunchCatalog
import LunchText

/// What is kept of the text a team server sends: a member may write anything through
/// psql (a 100,000-character name, a 5 MB note), and `--json` prints what is kept, so it
/// is cut when read (a server's reply and the copy saved in `team.json` alike), before
/// anything shows it.
public enum TeamTextCaps {
    /// Characters of a member's name (names made by `team join` have at most 40).
    public static let memberName = 100
    /// Characters of a visit's note.
    public static let note = 1_000
    /// Characters of one diet need, and how many needs one member keeps.
    public static let dietWord = 100
    public static let dietWords = 64

    /// `text` cut to `limit` characters, the last one `…`; as it is when not longer.
    public static func cut(_ text: String, to limit: Int) -> String {
        guard text.utf8.count > limit,
              let end = text.index(text.startIndex, offsetBy: limit - 1, limitedBy: text.endIndex),
              end < text.endIndex, text.index(after: end) < text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }

    /// The rule's answer with its places' and members' names within the caps.
    static func reason(_ reason: TeamDecisionReason) -> TeamDecisionReason {
        func ref(_ r: TeamDecisionReason.Ref) -> TeamDecisionReason.Ref {
            var r = r
            r.name = PlaceLimits.cappedName(r.name)
            return r
        }
        func unmet(_ u: TeamDecisionReason.Unmet) -> TeamDecisionReason.Unmet {
            TeamDecisionReason.Unmet(need: cut(u.need, to: dietWord),
                                     members: u.members.prefix(dietWords).map { cut($0, to: memberName) })
        }
        var out = reason
        out.place = reason.place.map(ref)
        out.other = reason.other.map(ref)
        out.top = reason.top.map(ref)
        out.corrected = reason.corrected.map {
            .init(from: ref($0.from), change: $0.change.map { cut($0, to: dietWord) }, kind: $0.kind.map { cut($0, to: dietWord) })
        }
        out.unmet = reason.unmet.map { $0.prefix(dietWords).map(unmet) }
        out.passed = reason.passed.map {
            TeamDecisionReason.Passed(id: $0.id, name: PlaceLimits.cappedName($0.name), votes: $0.votes, unmet: $0.unmet.prefix(dietWords).map(unmet))
        }
        return out
    }

    static func place(_ place: TeamPlace) -> TeamPlace {
        var place = place
        place.name = PlaceLimits.cappedName(place.name)
        return place
    }
}

extension TeamSnapshot {
    /// The snapshot with every text from the server within `TeamTextCaps`.
    public func capped() -> TeamSnapshot {
        var out = self
        out.members = members.map {
            TeamSnapshot.Member(name: TeamTextCaps.cut($0.name, to: TeamTextCaps.memberName),
                                diet: $0.diet.prefix(TeamTextCaps.dietWords).map { TeamTextCaps.cut($0, to: TeamTextCaps.dietWord) })
        }
        // A decision keeps its reason and whether the deadline made it (an offline `today`
        // said `Decided: Harald (by bob)` for one the deadline made, without its reason).
        func choice(_ c: Choice) -> Choice {
            var c = c
            c.member = TeamTextCaps.cut(c.member, to: TeamTextCaps.memberName)
            c.place = TeamTextCaps.place(c.place)
            c.reason = c.reason.map(TeamTextCaps.reason)
            return c
        }
        out.votes = votes.map(choice)
        out.vetoes = vetoes.map(choice)
        out.attendance = attendance.map {
            Attendance(member: TeamTextCaps.cut($0.member, to: TeamTextCaps.memberName), coming: $0.coming)
        }
        out.decision = decision.map(choice)
        out.winner = winner.map(TeamTextCaps.reason)
        out.visits = visits.map {
            var v = $0
            v.member = TeamTextCaps.cut(v.member, to: TeamTextCaps.memberName)
            v.place = TeamTextCaps.place(v.place)
            v.note = v.note.map { TeamTextCaps.cut($0, to: TeamTextCaps.note) }
            return v
        }
        // A day is ten characters (`YYYY-MM-DD`); anything else is not one (`dayRefusal`).
        out.serverDay = serverDay.flatMap { TeamRecency.days(from: $0, to: $0) == nil ? nil : $0 }
        return out
    }
}

extension TeamNews {
    /// The news item with its member's and place's names within `TeamTextCaps`.
    public func capped() -> TeamNews {
        var out = self
        out.member = TeamTextCaps.cut(member, to: TeamTextCaps.memberName)
        out.place = place.map(TeamTextCaps.place)
        out.replaced = replaced.map(PlaceLimits.cappedName)
        out.cause = cause.map { TeamTextCaps.cut($0, to: TeamTextCaps.dietWord) }
        return out
    }
}
