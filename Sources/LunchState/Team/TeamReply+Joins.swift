import Foundation
import LunchStorage
import LunchCatalog
import LunchText

extension TeamReply {
    /// A member's changes refused as "has not joined the team" because their `join` in the
    /// same batch was refused (a join dated on a day the server has not reached) take the
    /// join's reason: one line says why, not a second that follows from it.
    package func tracedToJoins(_ sent: [TeamChange]) -> TeamReply {
        let reasons = Dictionary(refused.map { ($0.change, $0.reason) }, uniquingKeysWith: { first, _ in first })
        let refusedJoins = Dictionary(sent.compactMap { c in c.kind == .join ? reasons[c.id].map { (c.member, $0) } : nil },
                                      uniquingKeysWith: { first, _ in first })
        guard !refusedJoins.isEmpty else { return self }
        let members = Dictionary(sent.map { ($0.id, $0.member) }, uniquingKeysWith: { first, _ in first })
        var traced = self
        traced.refused = refused.map { refusal in
            guard refusal.reason.hasSuffix(Self.notJoinedEnding), let member = members[refusal.change],
                  let why = refusedJoins[member], why != refusal.reason else { return refusal }
            return Refusal(change: refusal.change, reason: why)
        }
        return traced
    }

    /// How the server's `lunch.apply_changes` ends its refusal of a change from someone
    /// who is not a member (`member 'NAME' has not joined the team`).
    static let notJoinedEnding = "has not joined the team"
}
