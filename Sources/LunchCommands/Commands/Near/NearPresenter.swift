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

    public func present(_ result: NearInteractor.Result) -> CommandResponse {
        let radius = result.minutes.map { Radius(metres: result.radius, minutes: $0).text } ?? Geo.distanceText(result.radius)
        var json: [(String, JSON)] = [("radius_m", .number(result.radius))]
        if let minutes = result.minutes { json.append(("radius_min", .number(minutes))) }
        json.append(("places", .array(result.rows.map { .object(table.json($0)) })))
        guard !result.rows.isEmpty else {
            let larger = result.radius < Radius.maximumMetres
                ? result.minutes.map { "\(Int((2 * $0).rounded(.up)))min" } ?? Self.radiusWord(min(Radius.maximumMetres, result.radius * 2)) : nil
            let text = Messages.nothingNear(radius: radius, filter: TerminalText.safe(result.filter.text),
                                            location: TerminalText.safe(result.location),
                                            larger: result.unfiltered > 0 ? nil : larger)
            let hint = result.unfiltered > 0 ? " \(result.unfiltered) without the filters." : ""
            return CommandResponse(text: text + hint, json: json)
        }
        let more = result.rows.count - Self.shownRows
        let filtered = result.filter.isEmpty ? "" : " matching \(TerminalText.safe(result.filter.text))"
        var footer = "(\(Plural.count(result.rows.count, "place"))\(filtered) within \(radius) of \(TerminalText.safe(result.location)))"
        // Why some walks are straight lines: once, under the table.
        if let note = table.walkNote(result.rows) { footer = note + "\n" + footer }
        if more > 0 { footer += "\n" + Messages.moreRows(more) }
        return CommandResponse(text: table.table(Array(result.rows.prefix(Self.shownRows)), layout: table.layout(result.rows)) + "\n" + table.prose(footer), json: json)
    }

    /// `1km`, `800m`: how a user would type the suggested radius.
    static func radiusWord(_ metres: Double) -> String {
        metres >= 1000 ? "\(Double(Int(metres / 100)) / 10)km".replacingOccurrences(of: ".0km", with: "km")
                       : metres >= 10 ? "\(Int(metres))m"
                       // `near 0.4` suggests `near 0.8m`, not a `0m` that is then refused.
                       : "\(String(format: "%.1f", metres).replacingOccurrences(of: ".0", with: ""))m"
    }
}
