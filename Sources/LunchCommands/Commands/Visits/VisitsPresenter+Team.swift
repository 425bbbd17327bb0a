import Foundation
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

extension VisitsPresenter {
    /// `visits --team`: date, stars, who, place, note; newest first. Every name and note
    /// comes from the server and goes through `TerminalText.safe`.
    public func present(team view: TeamSession.View) -> CommandResponse {
        let list = view.snapshot.visits.sorted { $0.time > $1.time }
        let iso = ISO8601DateFormatter()
        let json: [(String, JSON)] = [("visits", .array(list.map { v in
            .object([("member", .string(v.member)), ("id", .string(v.place.id)), ("name", .string(v.place.name)),
                     ("stars", .int(v.stars)), ("note", .string(v.note)), ("time", .string(iso.string(from: v.time)))])
        }))]
        var lines: [String] = []
        if list.isEmpty { lines.append(Messages.noTeamVisits) }
        // What comes from the server is capped as local data is: names as in the tables,
        // notes at the length `rate` takes (a member may write anything through psql).
        let members = list.map { TerminalText.safe(TextWidth.truncate($0.member, to: PlaceTablePresenter.nameCells)) }
        let names = list.map { TerminalText.safe(TextWidth.truncate($0.place.name, to: PlaceTablePresenter.nameCells)) }
        let memberWidth = members.map(TextWidth.cells).max() ?? 0
        let nameWidth = names.map(TextWidth.cells).max() ?? 0
        for (i, v) in list.enumerated() {
            let note = v.note.map { "  “\(TerminalText.safe(TextWidth.truncate($0, to: RateRequest.noteLimit)))”" } ?? ""
            let line = "\(visits.date(v.time))  \(VisitPresenter.stars(v.stars))  " + TextWidth.pad(members[i], to: memberWidth)
                + "  " + TextWidth.pad(names[i], to: nameWidth) + note
            lines.append(line.trimmingTrailingSpaces)
        }
        if !view.connected { lines.append(view.age.map(Messages.asOf) ?? Messages.nothingReadYet) }
        return CommandResponse(text: lines.joined(separator: "\n"), json: json)
    }
}
