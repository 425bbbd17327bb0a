import LunchText

/// The lines that say a change waits in the outbox, each with the one waiting count
/// (`TeamState.waitingForTeam`), so the vote's line, the offline line and `team` agree.
extension Messages {
    /// What a change made alongside a local one is called in its waiting line (nil: not said).
    public static func teamChangeName(_ kind: TeamChange.Kind) -> String? {
        switch kind {
        case .rate: "Your rating"
        case .unrate: "Taking back your rating"
        case .diet: teamDietName
        default: nil
        }
    }
    public static func teamChangeWaits(_ what: String, waiting: Int) -> String {
        "\(what) \(what == teamDietName ? "wait" : "waits") to be sent (\(teamWaitingCount(waiting)))."
    }
    static let teamDietName = "Your diet needs"
    /// After `team diet` made offline.
    public static func teamDietWaits(_ waiting: Int) -> String { teamChangeWaits(teamDietName, waiting: waiting) }
    /// The count as every waiting line says it: `1 change waiting`.
    public static func teamWaitingCount(_ waiting: Int) -> String { "\(Plural.count(waiting, "change")) waiting" }
    /// After a vote's line: ` (waiting to be sent: 1 change waiting)`.
    public static func teamWillHear(waiting: Int) -> String { " (waiting to be sent: \(teamWaitingCount(waiting)))" }
    /// `team` when offline: the latest reason with the snapshot's age.
    public static func teamOfflineState(_ reason: String, age: String?) -> String {
        "offline (\(reason)), " + (age.map { "as of \($0)" } ?? "nothing read yet")
    }
}

extension Messages {
    /// A change as the command that made it, with its place and day: what a refusal of a
    /// change sent later (made offline, or by an earlier command) names.
    public static func teamChangeCommand(_ kind: TeamChange.Kind) -> String {
        func place(_ p: TeamPlace) -> String { TerminalText.safe(p.name) }
        switch kind {
        case .join: return "team join"
        case .rate(let p, let stars, _): return "rate \(place(p)) \(stars)"
        case .unrate: return "undo of a rating"
        case .vote(let day, let p): return "vote \(place(p)) (\(day))"
        case .unvote(let day): return "unvote (\(day))"
        case .unvoteOne(let day, let p): return "unvote \(place(p)) (\(day))"
        case .decide(let day, let p): return "decide \(place(p)) (\(day))"
        case .decideByRule(let day, let anyway): return (anyway ? "decide --anyway" : "decide") + " (\(day))"
        case .reopen(let day): return "decide --reopen (\(day))"
        case .veto(let day, let p): return "veto \(place(p)) (\(day))"
        case .unveto(let day): return "unveto (\(day))"
        case .attend(let day, let coming): return (coming ? "in" : "out") + " (\(day))"
        case .diet: return "team diet"
        }
    }
    /// A change sent after the command that made it, refused: which one, and why.
    public static func teamRefusedChange(_ kind: TeamChange.Kind, _ reason: String) -> String {
        teamRefusedChanges([kind], reason)
    }
    /// A rating the server refused after its command, taken out of the visits.
    public static func teamRefusedRatingDropped(_ place: String) -> String {
        "team: your rating of '\(TerminalText.safe(place))' is taken out of your visits too (the team refused it)"
    }
    /// Changes sent together and refused for one reason: the first three named, then how
    /// many more.
    public static func teamRefusedChanges(_ kinds: [TeamChange.Kind], _ reason: String) -> String {
        let named = kinds.prefix(3).map(teamChangeCommand).joined(separator: ", ")
        let more = kinds.count > 3 ? " and \(kinds.count - 3) more" : ""
        return "team: refused: \(named)\(more): \(reason)"
    }
}
