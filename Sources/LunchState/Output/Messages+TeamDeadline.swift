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
