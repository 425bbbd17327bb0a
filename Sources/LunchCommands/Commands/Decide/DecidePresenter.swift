import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The decision, the stored one (which may be someone else's, made first), with the
/// rule's reason when a tie-break decided.
public struct DecidePresenter {
    /// Writes when the decided place closes, for the warning (none without it).
    var table: PlaceTablePresenter? = nil

    public init() {}

    init(table: PlaceTablePresenter) {
        self.table = table
    }

    public func present(_ r: DecideInteractor.Result) -> CommandResponse {
        let name = TerminalText.safe(r.decision.place.name)
        let reason = r.decision.reason.flatMap(Messages.decisionReason)
        var text: String
        if r.reopened {
            text = Messages.reopened(name, day: r.change.day)
        } else if r.already {
            text = r.decision.byDeadline == true ? Messages.alreadyDecidedByDeadline(name)
                : Messages.alreadyDecided(by: r.byMe ? Messages.decidedByYou : TerminalText.safe(r.decision.member), name)
            if let reason { text += " — " + reason }
        } else {
            text = Messages.decided(name, votes: r.votes, day: r.change.day, reason: reason)
        }
        text = r.change.told(text)
        // The place closes before the saved stretch is over: said, never left for the walk there.
        var warnings: [String] = []
        if !r.reopened, let row = r.closesWithinStretch, let stretch = row.stretch,
           let closing = table?.closingWithin(row.status, at: row.time, stretch: stretch) {
            warnings.append(Messages.decidedClosesWithinStretch(name, closing: closing, stretch: PlaceFilter.stretchText(stretch)))
        }
        text = ([text] + warnings.map { "warning: " + $0 }).joined(separator: "\n")
        return CommandResponse(text: text, json: [
            ("ok", .bool(true)), ("day", .string(r.change.day)),
            ("decision", r.reopened ? .null : Self.json(r.decision)),
            ("already", .bool(r.already)), ("reopened", .bool(r.reopened)), ("sent", .bool(r.change.sent == .stored)),
            ("warnings", .array(warnings.map(JSON.string))),
        ])
    }

    /// A decision as `decide` and `today` give it in `--json`.
    static func json(_ d: TeamSnapshot.Decision) -> JSON {
        var fields: [(String, JSON)] = [("id", .string(d.place.id)), ("name", .string(d.place.name)), ("by", .string(d.member))]
        fields.append(("reason", .string(d.reason.flatMap(Messages.decisionReason))))
        fields.append(("rule", .string(d.reason?.rule?.rawValue)))
        fields.append(("votes", d.reason?.votes.map { .int($0) } ?? .null))
        fields.append(("tie_with", d.reason?.isTie == true ? d.reason?.other.map { o in
            .object([("id", .string(o.id)), ("name", .string(o.name)), ("votes", o.votes.map { .int($0) } ?? .null)])
        } ?? .null : .null))
        fields.append(("unmet", .array((d.reason?.unmet ?? []).flatMap { u in
            u.members.map { JSON.object([("member", .string($0)), ("need", .string(u.need))]) }
        })))
        fields.append(("passed_over", d.reason?.passed.map { p in
            .object([("id", .string(p.id)), ("name", .string(p.name)), ("votes", .int(p.votes)),
                     ("unmet", .array(p.unmet.flatMap { u in u.members.map { JSON.object([("member", .string($0)), ("need", .string(u.need))]) } }))])
        } ?? .null))
        fields.append(("by_deadline", .bool(d.byDeadline ?? false)))
        return .object(fields)
    }
}
