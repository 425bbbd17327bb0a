import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `team` says (the team's shared words are in `Output/Messages+Team.swift`).
extension Messages {
    public static let teamJoinNeedsURL = "team join needs a URL: team join postgresql://USER@HOST/DATABASE [--team TEAM] [--as NAME]"
    public static let teamTeamNeedsName = "--team needs a team's name: team join URL --team TEAM"
    public static let teamJoinOneURL = "team join takes one URL (quote a keyword/value string: team join \"host=… dbname=…\")"
    public static let teamAsNeedsName = "--as needs a name: team join URL --as NAME"
    public static func teamExtraWord(_ word: String, after command: String) -> String {
        "\(command) takes no more words: '\(word.prefix(40))'"
    }
    public static func teamBadDietWord(_ word: String) -> String {
        "a diet word is +NEED or -NEED (letters, digits, _ or -): '\(word.prefix(40))'"
    }
    public static func teamUnknownWord(_ word: String) -> String {
        "team takes join URL [--team TEAM] [--as NAME], leave, diet +NEED -NEED…, deadline HH:MM [ZONE]|off, recency DAYS, notify URL|off or remind MIN|off: not '\(word.prefix(40))'"
    }
    public static func teamJoined(_ url: String, as member: String) -> String { "Joined \(url) as \(member)." }
    public static let teamLeft = "Left the team."
    public static func teamLeftWaiting(_ waiting: Int) -> String {
        "Left the team; \(Plural.count(waiting, "change")) still waiting \(Plural.verb(waiting, "stays", "stay")) in the outbox until you join again."
    }
    public static func teamWaitingNoTeam(_ n: Int) -> String {
        "\(Plural.count(n, "change")) still waiting in the outbox: team join URL sends \(Plural.verb(n, "it", "them")) to its team, team leave --discard drops \(Plural.verb(n, "it", "them"))"
    }
    public static func teamDiscarded(_ n: Int) -> String {
        "\(Plural.count(n, "waiting change")) dropped."
    }
    public static let teamNotJoined = "Not in a team: team join URL (or LUNCH_TEAM_URL)."
    public static func teamDiet(_ needs: [String]) -> String {
        needs.isEmpty ? "Your diet needs: none." : "Your diet needs: \(needs.joined(separator: ", "))."
    }
    public static func teamStatus(_ url: String, state: String) -> String { "team \(url) — \(state)" }
    public static let teamConnected = "connected"
    /// How an interactive shell hears of teammates' changes (`team`).
    public static func teamLive(_ mode: TeamLiveMode, every seconds: Double) -> String {
        let every = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
        switch mode {
        case .listening: return "live: the server says each change at once (LISTEN); a check every \(every)"
        case .pooled: return "live: polling every \(every) (a pooler in transaction mode passes no notifications)"
        case .unknown: return "live: polling every \(every)"
        }
    }
    public static func teamNotConnected(_ age: String?) -> String {
        age.map { "offline, as of \($0)" } ?? "offline, nothing read yet"
    }
    public static let teamNoMembers = "no members known yet"
    public static let teamYou = " (you)"
    public static func teamWaiting(_ n: Int) -> String { "\(Plural.count(n, "change")) waiting to be sent" }
    public static let teamOwnsTables = "your database role owns the team's tables: row-level security does not bind it; "
        + "let an admin role create the schema and join with your own role"
}
