import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The team's status and the lines of joining, leaving and diet needs. Names come from the
/// server: every one goes through `TerminalText.safe`.
public struct TeamPresenter {
    public init() {}

    public func present(_ result: TeamInteractor.Result) -> CommandResponse {
        switch result {
        case .status(let view, let waiting):
            guard let view else {
                let text = waiting > 0 ? Messages.teamNotJoined + "\n" + Messages.teamWaitingNoTeam(waiting) : Messages.teamNotJoined
                return CommandResponse(text: text,
                                       json: [("connected", .bool(false)), ("team", .null), ("members", .array([])),
                                              ("waiting", .int(waiting)), ("member", .null)])
            }
            return status(view)
        case .joined(let view, let passwordTyped):
            var text = Messages.teamJoined(view.membership.url.redactedForShow, as: TerminalText.safe(view.membership.member))
            if passwordTyped { text += "\n" + Messages.teamPasswordSessionOnly }
            var json: [(String, JSON)] = [("ok", .bool(true)), ("team", .string(view.membership.url.redactedForShow)),
                                          ("member", .string(view.membership.member)), ("connected", .bool(view.connected))]
            if passwordTyped { json.append(("note", .string(Messages.teamPasswordSessionOnly))) }
            return CommandResponse(text: text, json: json)
        case .left(let was, let waiting, let discarded):
            if discarded {
                let text = (was ? Messages.teamLeft : Messages.teamNotJoined) + "\n" + Messages.teamDiscarded(waiting)
                return CommandResponse(text: text, json: [("ok", .bool(true)), ("left", .bool(was)), ("waiting", .int(0)),
                                                          ("discarded", .int(waiting))])
            }
            let text = !was ? Messages.teamNotJoined : waiting > 0 ? Messages.teamLeftWaiting(waiting) : Messages.teamLeft
            return CommandResponse(text: text, json: [("ok", .bool(true)), ("left", .bool(was)), ("waiting", .int(waiting))])
        case .settings(let settings, let changed):
            // The setting just changed, or all of them (`team deadline` alone).
            let shown = settings ?? TeamSnapshot.Settings()
            let deadline = Messages.teamDeadlineState(shown.deadline, zone: shown.zone.map(TerminalText.safe))
            let recency = Messages.teamRecencyState(shown.recencyDays)
            let notify = Messages.teamNotifyState(shown.notifyURL.map(WebhookURL.shown), remind: shown.remindMinutes)
            let lines = switch changed {
            case .deadline?: [deadline]
            case .recency?: [recency]
            case .notify?, .remind?: [notify]
            case nil: [deadline, recency, notify]
            }
            return CommandResponse(text: lines.joined(separator: "\n"), json: [("ok", .bool(true))] + Self.settingsJSON(settings))
        case .diet(let needs, let waits):
            var text = Messages.teamDiet(needs.map(TerminalText.safe))
            if let waits { text += "\n" + Messages.teamDietWaits(waits) }
            return CommandResponse(text: text,
                                   json: [("ok", .bool(true)), ("diet", .array(needs.map { .string($0) }))])
        }
    }

    /// The team's settings in `--json`: `deadline` (`HH:MM` or null), `zone`, `recency_days`,
    /// `notify` (the webhook's host only, or null), `remind` (minutes or null).
    static func settingsJSON(_ settings: TeamSnapshot.Settings?) -> [(String, JSON)] {
        [("deadline", settings?.deadline.map { .string($0) } ?? .null),
         ("zone", settings?.zone.map { .string($0) } ?? .null),
         ("recency_days", settings.map { .int($0.recencyDays) } ?? .null),
         ("notify", .string(settings?.notifyURL.flatMap(WebhookURL.host))),
         ("remind", settings?.remindMinutes.map { .int($0) } ?? .null)]
    }

    func status(_ view: TeamSession.View) -> CommandResponse {
        let url = view.membership.url.redactedForShow
        var lines = [Messages.teamStatus(TerminalText.safe(url),
                                         state: view.connected ? Messages.teamConnected
                                            : view.offlineReason.map { Messages.teamOfflineState(TerminalText.safe($0), age: view.age) }
                                            ?? Messages.teamNotConnected(view.age))]
        if view.readOnly { lines.append(Messages.teamReadOnlyShort) }
        if let live = view.live, let seconds = view.pollSeconds { lines.append(Messages.teamLive(live, every: seconds)) }
        if view.snapshot.ownsTables == true { lines.append(Messages.teamOwnsTables) }
        let replicaLag = view.connected ? view.snapshot.replicaLag : nil
        if let replicaLag { lines.append(Messages.teamReplicaLine(replicaLag)) }
        let members = view.snapshot.members
        if members.isEmpty { lines.append(Messages.teamNoMembers) }
        // Names and needs from the server are cut as in the tables (a member may write
        // anything through psql), so one long name does not pad every line to its width.
        let names = members.map {
            TerminalText.safe(TextWidth.truncate($0.name, to: PlaceTablePresenter.nameCells))
                + ($0.name == view.membership.member ? Messages.teamYou : "")
        }
        let width = names.map(TextWidth.cells).max() ?? 0
        for (member, name) in zip(members, names) {
            let diet = TerminalText.safe(TextWidth.truncate(member.diet.joined(separator: ", "), to: RateRequest.noteLimit))
            lines.append(("  " + TextWidth.pad(name, to: width) + "  " + diet).trimmingTrailingSpaces)
        }
        if view.waiting > 0 { lines.append(Messages.teamWaiting(view.waiting)) }
        let settings = view.snapshot.settings
        if let deadline = settings?.deadline {
            lines.append(Messages.teamDeadlineState(deadline, zone: settings?.zone.map(TerminalText.safe)))
        }
        if let days = settings?.recencyDays, days != TeamSnapshot.Settings().recencyDays {
            lines.append(Messages.teamRecencyState(days))
        }
        let notify = view.notifyURL.map(WebhookURL.shown)
        if notify != nil || view.remind != nil { lines.append(Messages.teamNotifyState(notify, remind: view.remind)) }
        var json: [(String, JSON)] = [
            ("connected", .bool(view.connected)), ("team", .string(url)),
            ("members", .array(members.map { .string($0.name) })),
            ("waiting", .int(view.waiting)),
            ("member", .string(view.membership.member)),
            ("diet", .object(members.filter { !$0.diet.isEmpty }.map { ($0.name, .array($0.diet.map { .string($0) })) })),
            ("read_only", .bool(view.readOnly)),
        ] + Self.settingsJSON(view.snapshot.settings)
        // Known once read from a server that says it (a snapshot from before does not).
        if let owns = view.snapshot.ownsTables { json.append(("owns_tables", .bool(owns))) }
        // Read from a standby (`LUNCH_TEAM_READ_URL`): how far behind the primary it was.
        if let replicaLag { json.append(("replica_lag_s", .number((replicaLag * 10).rounded() / 10))) }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
