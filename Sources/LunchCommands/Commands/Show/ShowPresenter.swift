import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The detail view of one place, and its `--json` object. On a narrow screen the name
/// and the values wrap under their column (nothing is lost); a link is never cut or
/// broken: one too long for its column goes whole on the next line (`link(…)`).
public struct ShowPresenter {
    let table: PlaceTablePresenter
    let style: Style
    let visits = VisitPresenter()

    /// `10 min, 770 m along the ways (around the block: 2.3× the straight line)`, or
    /// `~7 min in a straight line (this catalog has no walkable ways)`.
    static func walkText(_ walk: Walk) -> String {
        // Past an hour: the distance, no minutes (they said "~93649 min" for another city).
        if walk.isTooFar { return Messages.walkTooFar(Geo.distanceText(walk.meters), alongWays: walk.kind == .route) }
        guard walk.kind == .route else {
            return "\(walk.text) in a straight line (\(whyStraight(walk.fallback ?? .noWays)))"
        }
        var text = "\(walk.text), \(Geo.distanceText(walk.meters)) along the ways"
        if let detour = walk.detour, detour >= 1.5 {
            text += String(format: " (around the block: %.1f× the straight line)", detour)
        }
        return text
    }

    /// Why one place's walk is the straight line (a list's note counts places instead).
    static func whyStraight(_ fallback: Walk.Fallback) -> String {
        switch fallback {
        case .unreadable(let why): "the catalog's walkable ways could not be read (\(TerminalText.safe(why)))"
        case .noWays: "this catalog has no walkable ways"
        case .startOffWays: "you are more than 250 m from any walkable way"
        case .placeOffWays: "it is more than 250 m from any walkable way"
        case .notReached: "the ways don't lead there"
        }
    }

    /// A link after its label (padded to 10 cells) when it fits the screen
    /// there; else the label alone and the link whole on the next line, indented two
    /// cells more than the label when it fits so, at the line's start when it is wider than the screen (the terminal
    /// folds it, and copies a folded line as one): never cut with `…` nor broken with
    /// a line break, so a URL stays one piece to copy, as psql and less print long values.
    /// `indent`: the cells before the label; `styled`: how the label is written.
    static func link(indent: Int, label: String, _ link: String, limit: Int?,
                     styled: (String) -> String = { $0 }) -> [String] {
        let start = String(repeating: " ", count: indent)
        guard let limit, indent + 10 + TextWidth.cells(link) > limit else {
            return [start + styled(TextWidth.pad(label, to: 10)) + link]
        }
        let under = TextWidth.cells(link) + indent + 2 <= limit ? indent + 2 : 0
        return [start + styled(label), String(repeating: " ", count: under) + link]
    }

    public func present(_ r: ShowInteractor.Result) -> CommandResponse {
        let p = r.row.place
        let limit = table.screenColumns
        let name = TerminalText.safe(p.name), star = r.row.favourite ? " ★" : ""
        let id = TerminalText.safe(p.id)
        var lines: [String]
        if let limit, TextWidth.cells(name + star) + 2 + TextWidth.cells(id) > limit {
            lines = TextWidth.wrap(name + star, to: limit).map(style.bold)
            lines += TextWidth.wrap(id, to: limit - 2).map { "  " + style.dim($0) }
        } else {
            lines = [style.bold(name) + star + "  " + style.dim(id)]
        }
        func field(_ label: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            let values = limit.map { TextWidth.wrap(value, to: $0 - 12) } ?? [value]
            lines.append("  " + style.dim(TextWidth.pad(label, to: 10)) + values[0])
            lines += values.dropFirst().map { String(repeating: " ", count: 12) + $0 }
        }
        if !r.inCatalog { field("note", Messages.keptFavourite) }
        field("cuisine", TerminalText.safe(p.cuisines.joined(separator: ", ")))
        field("tags", TerminalText.safe(p.tags.joined(separator: ", ")))
        field("price", PlaceFormat.price(p.price))
        field("address", p.address.map(TerminalText.safe))
        field("phone", TerminalText.safe(p.phones.joined(separator: ", ")))
        if let website = p.website.map(TerminalText.safe), !website.isEmpty {
            lines += Self.link(indent: 2, label: "website", website, limit: limit, styled: style.dim)
        }
        let hours = p.openingHours.map { "\(TerminalText.safe($0)) — " } ?? "not given — "
        field("hours", hours + table.openText(r.row.status, at: r.row.time, stretch: r.row.stretch))
        if r.holidaysUnchecked { field("", "(holiday hours were not checked)") }
        field("time zone", table.zoneText(r.row.time))
        if let d = r.row.distance {
            let direction = Geo.compass(Geo.bearing(r.fromCoordinate ?? p.coordinate, p.coordinate))
            field("distance", "\(Geo.distanceText(d))\(d < 5 ? "" : " " + direction) from \(TerminalText.safe(r.from))")
            field("walk", Self.walkText(r.row.walk ?? PlaceLister.straightWalk(d)))
        }
        field("rating", r.row.rating.map { String(format: "%.1f of 5 from %d visit%@", $0, r.visits.count, r.visits.count == 1 ? "" : "s") })
        field("team", PlaceTablePresenter.teamCell(r.row.teamRating, r.row.teamLastVisit))
        for (n, v) in r.visits.prefix(5).enumerated() {
            field(n == 0 ? "visits" : "", "\(visits.date(v.date))  \(VisitPresenter.stars(v.stars))" + (v.note.map { "  “\(TerminalText.safe($0))”" } ?? ""))
        }
        lines.append("  " + style.dim("links"))
        for target in PlaceLinks.targets {
            if let link = r.links.link(target) {
                lines += Self.link(indent: 4, label: target, TerminalText.safe(link), limit: limit)
            }
        }
        var place = table.json(r.row, includeRow: false)
        // The key added later (issue 28) goes after the ones `show` had, not among them.
        let nextChange = place.first { $0.0 == "next_change" }?.1 ?? .null
        let teamLastVisit = place.first { $0.0 == "team_last_visit" }
        place.removeAll { $0.0 == "next_change" || $0.0 == "team_last_visit" }
        if let walk = r.row.walk, walk.kind == .straight, let why = PlaceTablePresenter.walkNote([walk.fallback ?? .noWays]) {
            // Beside the walk's own keys.
            let at = (place.firstIndex { $0.0 == "walk" } ?? place.count - 1) + 1
            place.insert(("walk_note", .string(why)), at: at)
        }
        place += [("phone", .string(p.phones.first)), ("phones", .array(p.phones.map(JSON.string))),
                  ("website", .string(p.website)),
                  ("links", .object([("osm", .string(r.links.osm)), ("google", .string(r.links.google)),
                                     ("apple", .string(r.links.apple)), ("wikipedia", .string(r.links.wikipedia))])),
                  ("visits", .array(r.visits.map(visits.json))), ("time_zone", .string(r.row.time?.zoneName)),
                  ("next_change", nextChange), ("holidays_checked", .bool(!r.holidaysUnchecked))]
        if let teamLastVisit { place.append(teamLastVisit) }
        return CommandResponse(text: lines.joined(separator: "\n"), json: [("place", .object(place))])
    }
}
