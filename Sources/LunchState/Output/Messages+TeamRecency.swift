import LunchText

/// When the team last went to a place (lists, `show`, `today`), and `untried`.
extension Messages {
    /// `today`, `yesterday`, `3 days ago`.
    public static func teamAgo(_ days: Int) -> String {
        switch days {
        case ...0: "today"
        case 1: "yesterday"
        default: "\(days) days ago"
        }
    }

    /// `team: 3 days ago` (where no column says it is the team's).
    public static func teamVisited(_ days: Int) -> String { "team: " + teamAgo(days) }
}
