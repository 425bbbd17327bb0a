import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The `near` table, or why it is empty and what to try.
public struct NearPresenter {
    /// Rows printed for people; scripts (`--json`) get all of them.
    public static let shownRows = 50

    let table: PlaceTablePresenter
    /// Whether the answer is printed as `--json` (else its `places` are left out: only
    /// the first page's rows are made).
    var printsJSON: () -> Bool = { true }

    public func present(_ result: NearInteractor.Result) -> CommandResponse {
        let radius = result.minutes.map { Radius(metres: result.radius, minutes: $0).text } ?? Geo.distanceText(result.radius)
        let list = result.list
        var json: [(String, JSON)] = [("radius_m", .number(result.radius))]
        if let minutes = result.minutes { json.append(("radius_min", .number(minutes))) }
        // Every row for `--json`, made only for it.
        let listed: Int? = printsJSON() ? nil : list.count
        if listed == nil { json.append(("places", .array(list.all.map { .object(table.json($0)) }))) }
        guard list.count > 0 else {
            let larger = result.radius < Radius.maximumMetres
                ? result.minutes.map { "\(Int((2 * $0).rounded(.up)))min" } ?? Self.radiusWord(min(Radius.maximumMetres, result.radius * 2)) : nil
            let text = Messages.nothingNear(radius: radius, filter: TerminalText.safe(result.filter.text),
                                            location: TerminalText.safe(result.location),
                                            larger: result.unfiltered > 0 ? nil : larger)
            let hint = result.unfiltered > 0 ? " \(result.unfiltered) without the filters." : ""
            return CommandResponse(text: text + hint, json: json, listed: listed)
        }
        let more = list.count - Self.shownRows
        let filtered = result.filter.isEmpty ? "" : " matching \(TerminalText.safe(result.filter.text))"
        var footer = "(\(Plural.count(list.count, "place"))\(filtered) within \(radius) of \(TerminalText.safe(result.location)))"
        // Why some walks are straight lines: once, under the table.
        if let note = PlaceTablePresenter.walkNote(list.walkReasons) { footer = note + "\n" + footer }
        if more > 0 { footer += "\n" + Messages.moreRows(more) }
        let page = list.rows(0..<min(list.count, Self.shownRows))
        return CommandResponse(text: table.table(page, layout: table.layout(list.extent(table))) + "\n" + table.prose(footer),
                               json: json, listed: listed)
    }

    /// The list's rows are what row numbers refer to; only the first `shownRows` are on screen.
    public static func route(_ result: NearInteractor.Result) -> Route {
        let list = result.list
        guard list.count > 0 else { return .stay }
        return list.count <= shownRows ? .list(Array(list.ids)) : .page(list.ids, shown: shownRows)
    }

    /// `1km`, `800m`: how a user would type the suggested radius.
    static func radiusWord(_ metres: Double) -> String {
        metres >= 1000 ? "\(Double(Int(metres / 100)) / 10)km".replacingOccurrences(of: ".0km", with: "km")
                       : metres >= 10 ? "\(Int(metres))m"
                       // `near 0.4` suggests `near 0.8m`, not a `0m` that is then refused.
                       : "\(String(format: "%.1f", metres).replacingOccurrences(of: ".0", with: ""))m"
    }
}
