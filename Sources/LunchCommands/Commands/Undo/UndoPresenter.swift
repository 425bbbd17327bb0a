import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Says what was undone; after a filter change, the filters in force now.
public struct UndoPresenter {
    public init() {}

    public func present(_ undone: UndoInteractor.Result?) -> CommandResponse {
        guard let undone else {
            return CommandResponse(text: Messages.nothingToUndo, json: [("ok", .bool(true)), ("undone", .null)])
        }
        var json: [(String, JSON)] = [("ok", .bool(true)), ("undone", .string(undone.what))]
        guard let filters = undone.filters else {
            return CommandResponse(text: Messages.undid(TerminalText.safe(undone.what)), json: json)
        }
        let words = Self.words(filters)
        json.append(("filters", .array(words.map(JSON.string))))
        return CommandResponse(text: Messages.undidFilters(TerminalText.safe(words.joined(separator: ", "))), json: json)
    }

    /// The filters in force, each as a short phrase: `+vegan`, `price ≤ $$`, `within 800 m`, `open now`,
    /// `open now and for the next 45m`.
    static func words(_ p: Preferences) -> [String] {
        var parts = p.wantedTags.map { "+" + $0 } + p.avoidedTags.map { "-" + $0 }
        if let price = p.maxPrice { parts.append("price ≤ \(PlaceFormat.price(price))") }
        if let radius = p.radius { parts.append("within \(radius.text)") }
        if p.openNow { parts.append(p.openMinutes.map { Messages.openForStretch(PlaceFilter.stretchText($0)) } ?? "open now") }
        return parts
    }
}
