import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `decide` says.
extension Messages {
    public static func decideNoVotes(_ day: String) -> String { "no votes for \(day) yet: vote REF first" }
    public static func decideAllVetoed(_ day: String) -> String { "every place voted for \(day) is vetoed: vote for another" }
    public static func decideDietsUnmet(_ top: String, _ needs: String) -> String {
        "no voted place meets the diets of everyone in: \(top) lacks \(needs); vote for another, or decide --anyway"
    }
    public static func decideNothingRead(_ day: String) -> String {
        "the decision for \(day) waits to be sent: the team's server decides it when it gets it"
    }
    /// Offline, and the team as last read does not hold the rule's answer for the day.
    public static func decideOfflineUnknown(_ day: String, age: String?) -> String {
        (age.map { "offline: the team as of \($0)" } ?? "offline: nothing read from the team yet, so it")
            + " does not say what the team's rule decides for \(day) (nothing was queued): decide again when the team's server is reachable"
    }
    public static func decideNothingToReopen(_ day: String) -> String { "\(day) is not decided yet" }
    /// `vegan (carol), gluten_free (bob, dave)`.
    public static func unmetNeeds(_ unmet: [TeamDecisionReason.Unmet]) -> String {
        unmet.map { "\(TerminalText.safe($0.need)) (\($0.members.map(TerminalText.safe).joined(separator: ", ")))" }
            .joined(separator: ", ")
    }
    public static func decided(_ name: String, votes: Int, day: String, reason: String?) -> String {
        "Decided for \(day): \(name) (\(Plural.count(votes, "vote")))" + (reason.map { " — \($0)" } ?? "") + "."
    }
    public static func reopened(_ name: String, day: String) -> String {
        "Reopened \(day): the decision for \(name) is taken back; vote and decide again."
    }
    public static func alreadyDecided(by member: String, _ name: String) -> String { "already decided by \(member): \(name)" }
    public static func alreadyDecidedByDeadline(_ name: String) -> String { "already \(decidedByDeadline): \(name)" }
    public static let decidedByYou = "you"

    /// Why the rule decided as it did, when not by the votes alone ("tie 1–1 with Joe &
    /// The Juice: fewer team visits in 28 days"), the diets set aside (`--anyway`), and a
    /// place with more votes that the diets ruled out.
    public static func decisionReason(_ r: TeamDecisionReason) -> String? {
        var parts: [String] = []
        if r.isTie, let rule = r.rule, let other = r.other {
            let why: String
            switch rule {
            case .visits: why = "fewer team visits in \(Plural.count(r.window ?? 28, "day"))"
            case .rating: why = "the team rates it higher"
            case .name: why = "first by name"
            case .id, .mostVotes: why = "first by id"
            }
            if let tied = r.tied, tied > 2 {
                // Three or more: not the two-way tie the first two alone would tell.
                parts.append("\(tied)-way tie at \(Plural.count(r.votes ?? 0, "vote")) with \(TerminalText.safe(other.name))"
                             + " and \(Plural.count(tied - 2, "other")): \(why)")
            } else {
                parts.append("tie \(r.votes ?? 0)–\(other.votes ?? 0) with \(TerminalText.safe(other.name)): \(why)")
            }
        }
        if let unmet = r.unmet, !unmet.isEmpty { parts.append("decided anyway, lacks \(unmetNeeds(unmet))") }
        if let passed = r.passed {
            parts.append("\(TerminalText.safe(passed.name)) (\(Plural.count(passed.votes, "vote"))) lacks \(unmetNeeds(passed.unmet))")
        }
        if let corrected = r.corrected {
            parts.append("changed from \(TerminalText.safe(corrected.from.name)): \(lateCauseWithArticle(corrected.kind))"
                         + " made before the deadline arrived late")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
    public static let decidedByDeadline = "decided by the deadline"
}

extension Messages {
    /// `decide`'s warning when the decided place closes before the saved stretch is over.
    public static func decidedClosesWithinStretch(_ name: String, closing: String, stretch: String) -> String {
        "\(name) \(closing), before your lunch (open \(stretch)) is over"
    }
}
