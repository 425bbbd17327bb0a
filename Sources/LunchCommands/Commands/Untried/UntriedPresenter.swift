import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The `untried` table (as `near` draws it), or why it is empty.
public struct UntriedPresenter {
    let table: PlaceTablePresenter
    /// Whether the answer is printed as `--json` (else only the first page's rows are made).
    var printsJSON: () -> Bool = { true }

    public func present(_ result: UntriedInteractor.Result) -> CommandResponse {
        let near = result.near
        let list = near.list
        let radius = near.minutes.map { Radius(metres: near.radius, minutes: $0).text } ?? Geo.distanceText(near.radius)
        let filter = TerminalText.safe(near.filter.text), location = TerminalText.safe(near.location)
        var json: [(String, JSON)] = [("radius_m", .number(near.radius))]
        if let minutes = near.minutes { json.append(("radius_min", .number(minutes))) }
        json.append(("window_days", .int(result.window)))
        if let age = result.asOf { json.append(("as_of", .string(age))) }
        let listed: Int? = printsJSON() ? nil : list.count
        if listed == nil { json.append(("places", .array(list.all.map { .object(table.json($0)) }))) }
        guard list.count > 0 else {
            // Nothing within reach at all: `near` says why (no location, nothing there).
            guard near.unfiltered > 0 else { return NearPresenter(table: table, printsJSON: printsJSON).present(near) }
            let larger = near.radius < Radius.maximumMetres
                ? near.minutes.map { "\(Int((2 * $0).rounded(.up)))min" }
                    ?? NearPresenter.radiusWord(min(Radius.maximumMetres, near.radius * 2)) : nil
            return CommandResponse(text: Messages.untriedNone(filter: filter, window: result.window, radius: radius,
                                                              location: location, larger: larger),
                                   json: json, listed: listed)
        }
        var footer = Messages.untriedFooter(list.count, filter: filter, window: result.window, radius: radius, location: location)
        if let note = PlaceTablePresenter.walkNote(list.walkReasons) { footer = note + "\n" + footer }
        let more = list.count - NearPresenter.shownRows
        if more > 0 { footer += "\n" + Messages.moreRows(more) }
        if let age = result.asOf { footer += "\n" + Messages.asOf(age) }
        let page = list.rows(0..<min(list.count, NearPresenter.shownRows))
        return CommandResponse(text: table.table(page, layout: table.layout(list.extent(table))) + "\n" + table.prose(footer),
                               json: json, listed: listed)
    }
}
