import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Today's votes as numbered rows, and as `--json`. Names come from the server: each goes
/// through `TerminalText.safe`.
public struct TodayPresenter {
    public init() {}

    public func present(_ r: TodayInteractor.Result) -> CommandResponse {
        var json: [(String, JSON)] = [
            ("day", .string(r.day)),
            ("places", .array(r.rows.map { row in
                .object([("id", .string(row.place.id)), ("name", .string(row.place.name)), ("votes", .int(row.counted)),
                         ("members", .array(row.members.map { .string($0) })), ("mine", .bool(row.mine)),
                         ("vetoed_by", .string(row.vetoedBy.first)), ("vetoers", .array(row.vetoedBy.map { .string($0) })),
                         ("my_veto", .bool(row.myVeto)),
                         ("walk_min", row.walkMinutes.map { .int($0) } ?? .null),
                         ("walk_m", .number(row.walk.map { ($0.meters * 10).rounded() / 10 })),
                         ("walk", .string(row.walk?.kind.rawValue)),
                         ("team_last_visit", .string(row.lastVisit?.day))])
            })),
            ("in", .array(r.view.snapshot.comers.map { .string($0) })),
            ("out", .array(r.view.snapshot.outs.map { .string($0) })),
            ("decision", r.decision.map(DecidePresenter.json) ?? .null),
            ("connected", .bool(r.view.connected)),
        ]
        // Offline: when the snapshot was read (ISO 8601), so a script can judge its age.
        if !r.view.connected, r.view.everRead {
            json.append(("as_of", .string(ISO8601DateFormatter().string(from: r.view.snapshot.fetched))))
        }
        // Read from a standby (`LUNCH_TEAM_READ_URL`): how far behind the primary it was.
        let replicaLag = r.view.connected ? r.view.snapshot.replicaLag : nil
        if let replicaLag { json.append(("replica_lag_s", .number((replicaLag * 10).rounded() / 10))) }
        var lines = [Messages.todayHeader(r.day)]
        if let decision = r.decision {
            // By the deadline: no one typed it (the member is the shell that was online).
            lines[0] += " — " + (decision.byDeadline == true ? Messages.todayDecidedByDeadline(Self.cut(decision.place.name))
                : Messages.todayDecided(Self.cut(decision.place.name), by: Self.cut(decision.member)))
            if let reason = decision.reason.flatMap(Messages.decisionReason) { lines[0] += " — " + reason }
        }
        let outs = Set(r.view.snapshot.outs)
        if r.rows.isEmpty {
            lines.append(Messages.todayNoVotes(r.day))
        } else {
            let numbers = r.rows.indices.map { String($0 + 1) }
            let names = r.rows.map { row in
                TextWidth.truncate(TerminalText.safe(row.place.name), to: PlaceTablePresenter.nameCells)
                    + (row.vetoedBy.isEmpty ? "" : " " + Messages.todayVetoed(by: row.vetoedBy.map(TerminalText.safe)))
            }
            // The votes that count: a member who is out is listed, marked, and not counted.
            let counts = r.rows.map { Messages.votes($0.counted) }
            // Member names come from the server: cut as names are in every table.
            let who = r.rows.map { row in
                row.members.map { Self.cut($0) + (outs.contains($0) ? Messages.todayMemberOut : "") }.joined(separator: ", ")
            }
            let walks = r.rows.map { $0.walk?.text ?? "" }
            let visited = r.rows.map { $0.lastVisit.map { Messages.teamVisited($0.days) } ?? "" }
            let widths = [numbers, names, counts, who, walks, visited].map { $0.map(TextWidth.cells).max() ?? 0 }
            for (i, row) in r.rows.enumerated() {
                var line = TextWidth.pad(numbers[i], to: widths[0]) + "  " + TextWidth.pad(names[i], to: widths[1]) + "  "
                    + TextWidth.pad(counts[i], to: widths[2]) + "  " + TextWidth.pad(who[i], to: widths[3]) + "  "
                    + TextWidth.pad(walks[i], to: widths[4])
                if widths[5] > 0 { line += "  " + TextWidth.pad(visited[i], to: widths[5]) }
                if row.mine { line += "  " + Messages.todayYourVote }
                if row.myVeto { line += "  " + Messages.todayYourVeto }
                lines.append(line.trimmingTrailingSpaces)
            }
        }
        let comers = r.view.snapshot.comers
        if !comers.isEmpty { lines.append(Messages.todayIn(comers.map(TerminalText.safe))) }
        if !outs.isEmpty { lines.append(Messages.todayOut(r.view.snapshot.outs.map(TerminalText.safe))) }
        let straight = r.rows.compactMap { $0.walk?.kind == .straight ? $0.walk?.fallback ?? .noWays : nil }
        if let note = PlaceTablePresenter.walkNote(straight) { lines.append(note) }
        if !r.view.connected { lines.append(r.view.age.map(Messages.asOf) ?? Messages.nothingReadYet) }
        if let replicaLag, replicaLag >= 1 { lines.append(Messages.teamReplicaBehind(replicaLag)) }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }

    /// A name from the server, safe and cut as the tables cut names.
    static func cut(_ name: String) -> String {
        TextWidth.truncate(TerminalText.safe(name), to: PlaceTablePresenter.nameCells)
    }
}
