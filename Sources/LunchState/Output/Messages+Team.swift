import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The team's shared words: the session's status lines and the one-line errors every team
/// command shares. Member and place names in them are made safe by the caller.
extension Messages {
    public static let notInTeam = "not in a team: team join URL (or LUNCH_TEAM_URL)"
    public static let teamNotBuilt = "this lunch was built without team support"
    public static func teamOffline(_ reason: String, waiting: Int, age: String?) -> String {
        "team: offline (\(reason)), \(Plural.count(waiting, "change")) waiting" + (age.map { ", as of \($0)" } ?? "")
    }
    public static func teamBackOnline(sent: Int) -> String {
        "team: back online" + (sent > 0 ? ", \(Plural.count(sent, "change")) sent" : "")
    }
    public static func teamCancelled(waiting: Int) -> String {
        "team: cancelled, \(Plural.count(waiting, "change")) waiting"
    }
    public static func teamRefused(_ reason: String) -> String { "team: refused: \(reason)" }
    public static func teamNotQueued(_ reason: String) -> String {
        "warning: the team did not get this change (kept here only): \(reason)"
    }
    public static func teamServerError(_ reason: String, waiting: Int) -> String {
        "team: server error (\(reason)), \(Plural.count(waiting, "change")) waiting"
    }
    public static func teamJoinFailed(_ reason: String) -> String { "team join: \(reason); not joined" }
    public static let teamJoinNotStored = "the server did not store the join"
    public static func teamJoinOthersWait(_ count: Int, team: String) -> String {
        "team join: \(Plural.count(count, "change")) \(Plural.verb(count, "waits", "wait")) for \(team); send "
            + "\(Plural.verb(count, "it", "them")) with team join \(team), or drop \(Plural.verb(count, "it", "them")) with team leave --discard; not joined"
    }
    public static func teamReadOnly(version: Int, waiting: Int) -> String {
        "team: the team's database has schema version \(version), newer than this lunch knows (\(TeamSchema.known)): "
            + "read-only, \(Plural.count(waiting, "change")) waiting (update lunch to send them)"
    }
    public static func teamTimedOut(_ seconds: TimeInterval) -> String {
        "no answer within \(seconds.formatted(.number.precision(.fractionLength(0...1)))) s"
    }
    public static func teamOutboxDamaged(_ count: Int, path: String, aside: String, tornOnly: Bool) -> String {
        tornOnly
            ? "warning: \(path): a write cut short (its last line) was set aside: a copy of the outbox is in \(aside); the other changes are kept"
            : "warning: \(path): \(Plural.count(count, "damaged line")) set aside: a copy of the outbox is in \(aside); the other changes are kept"
    }
    public static func teamFileSetAside(_ aside: String) -> String {
        "warning: team.json could not be read; it was set aside as \(aside) (join the team again)"
    }
    public static func teamFileUnreadable(_ path: String) -> String {
        "warning: \(path) could not be read; team settings are not used this session"
    }
    public static func teamFileNotSaved(_ reason: String) -> String { "warning: team snapshot not saved: \(reason)" }
    public static func teamBadEnvironmentURL(_ message: String) -> String { "LUNCH_TEAM_URL: \(message)" }
    public static func teamBadReadURL(_ message: String) -> String {
        "LUNCH_TEAM_READ_URL: \(message); the team is read from its server"
    }
    /// The team as a streaming standby had it (`LUNCH_TEAM_READ_URL`) when it lagged a second or more.
    public static func teamReplicaBehind(_ seconds: Double) -> String {
        "(read from a replica: the team as of \(replicaAge(seconds)))"
    }
    /// `2 s ago`, `3 min ago`: a replica's lag is seconds, not minutes.
    public static func replicaAge(_ seconds: Double) -> String {
        seconds < 60 ? "\(Int(seconds.rounded())) s ago" : ago(seconds)
    }
    /// `team`'s line when the team was read from a standby.
    public static func teamReplicaLine(_ seconds: Double) -> String {
         seconds < 1 ? "reads: a replica, up to date" : "reads: a replica, the team as of \(replicaAge(seconds))"
    }
    public static func teamBadEnvironmentUser(_ name: String) -> String {
        "LUNCH_USER: \(teamBadName(name)); not in the team this session"
    }
    public static func teamBadTimeout(_ value: String) -> String {
        "LUNCH_TEAM_TIMEOUT is not a number of seconds from 0.1 to 60: '\(value.prefix(200))'; waiting 2 s (unset it for the default)"
    }
    public static let teamPasswordSessionOnly =
        "the password is used for this session only; for next time put it in ~/.pgpass or PGPASSWORD"

    /// How long ago a snapshot was read: `just now`, `12 min ago`, `3 h ago`, `2 days ago`.
    public static func ago(_ seconds: TimeInterval) -> String {
        let minutes = Int(max(0, seconds) / 60)
        if minutes < 1 { return "just now" }
        if minutes < 60 { return "\(minutes) min ago" }
        if minutes < 48 * 60 { return "\(minutes / 60) h ago" }
        return "\(minutes / (24 * 60)) days ago"
    }
    public static func teamBadName(_ name: String) -> String {
        "a member name is 1–40 characters without control characters or spaces at the ends: '\(name.prefix(60))'"
    }
    public static let teamReadOnlyShort = "read-only: the team's database is newer than this lunch"
}
