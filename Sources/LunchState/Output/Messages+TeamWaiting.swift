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
