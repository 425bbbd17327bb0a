import Foundation
import LunchStorage
import LunchCatalog
import LunchText

/// The lines of the deadline and the team's settings (names from the server made safe here).
extension Messages {
    public static func teamNewsDeadline(_ place: String) -> String { "decided by the deadline: \(place)" }
    public static func teamDecidedByDeadline(_ name: String, votes: Int) -> String {
        "team: decided by the deadline: \(TerminalText.safe(name)) (\(Plural.count(votes, "vote")))"
    }
    /// The deadline's decision changed when a change made by the deadline arrived after it
    /// (schema version 10): a teammate's news (`who` named), or this shell's own line
    /// (`who` nil: "team: … — your vote …").
    public static func teamDecisionChanged(_ place: String, not replaced: String, cause: String?, by who: String?) -> String {
        let whose = who.map { "\(TerminalText.safe($0))'s" } ?? "your"
        return (who == nil ? "team: " : "") + "the decision changed: \(TerminalText.safe(place)), not \(TerminalText.safe(replaced))"
            + " — \(whose) \(lateCause(cause)) made before the deadline arrived late"
    }
    /// The change that arrived late, in words (`vote`, `veto`, `vote taken back`, …).
    public static func lateCause(_ kind: String?) -> String {
        switch kind {
        case "vote": "vote"
        case "veto": "veto"
        case "unvote": "vote taken back"
        case "unveto": "veto taken back"
        case "in": "'in' (coming)"
        case "out": "'out' (not coming)"
        default: "change"
        }
    }
    /// `lateCause` with its article ("a vote", "an 'out' (not coming)").
    public static func lateCauseWithArticle(_ kind: String?) -> String {
        let words = lateCause(kind)
        return (words.hasPrefix("'") ? "an " : "a ") + words
    }
    /// The deadline passed and no voted place meets the diets of everyone in.
    public static func teamDeadlineHeld(_ day: String, top: String?, unmet: [TeamDecisionReason.Unmet]) -> String {
        let needs = unmet.map { "\(TerminalText.safe($0.need)) (\($0.members.map(TerminalText.safe).joined(separator: ", ")))" }
        let lacks = top.map { "\(TerminalText.safe($0)) lacks " + needs.joined(separator: ", ") } ?? "no voted place suits everyone in"
        return "team: the deadline passed and nothing was decided for \(TerminalText.safe(day)): \(lacks); decide --anyway decides"
    }
    public static func teamSettingsOffline(_ reason: String?) -> String {
        "the team's settings are kept on its server, which cannot be reached now"
            + (reason.map { " (\($0))" } ?? "") + ": nothing changed"
    }
    public static func teamSettingsRefused(_ reason: String) -> String { "team settings: refused: \(reason)" }
    public static func teamSettingsReadOnly(_ version: Int) -> String {
        "the team's database has schema version \(version), newer than this lunch knows: its settings are read-only here"
    }
    public static let teamSettingsNotMember = "only a member of the team changes its settings (join first)"
    public static func teamZoneUnknownToServer(_ zone: String) -> String {
        "the team's server does not know the time zone '\(zone.prefix(60))'"
    }
}
