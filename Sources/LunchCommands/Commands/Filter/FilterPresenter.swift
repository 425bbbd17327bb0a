import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The saved filters in words.
public struct FilterPresenter {
    public init() {}

    public func present(_ r: FilterInteractor.Result) -> CommandResponse {
        let p = r.preferences
        var parts: [String] = []
        parts += p.wantedTags.map { "+" + $0 } + p.avoidedTags.map { "-" + $0 }
        if let price = p.maxPrice { parts.append("price ≤ \(PlaceFormat.price(price))") }
        if let radius = p.radius { parts.append("radius \(radius.text)") }
        if p.openNow { parts.append(p.openMinutes.map { Messages.openForStretch(PlaceFilter.stretchText($0)) } ?? "open now") }
        let summary = parts.isEmpty ? "No filters saved." : "Filters: " + TerminalText.safe(parts.joined(separator: ", "))
        let json: [(String, JSON)] = [
            ("ok", .bool(true)), ("wanted", .array(p.wantedTags.map(JSON.string))),
            ("avoided", .array(p.avoidedTags.map(JSON.string))), ("price", p.maxPrice.map(JSON.int) ?? .null),
            ("radius_m", .number(p.radiusMetres)), ("radius_min", .number(p.radiusMinutes)), ("open", .bool(p.openNow)),
            ("open_min", p.openNow ? p.openMinutes.map(JSON.int) ?? .null : .null),
            ("warnings", .array(r.warnings.map(JSON.string))),
        ]
        return CommandResponse(text: (r.warnings.map { "warning: " + $0 } + [summary]).joined(separator: "\n"), json: json)
    }
}
