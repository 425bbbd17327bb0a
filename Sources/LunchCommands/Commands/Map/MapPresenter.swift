import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The map and its legend (the rows), fitted to the screen: on a screen of limited
/// height they fill it above the prompt, the legend beside or below the map
/// (`MapLayout`), so the whole map and the next prompt stay in view; without a height,
/// the map as wide as the screen and the legend one a line under it.
public struct MapPresenter {
    let drawer: MapDrawer
    let catalog: Catalog
    /// The place whose walk is drawn (nil: none).
    var currentPlace: () -> String? = { nil }

    /// The widest a name is shown in the legend (less on a narrower terminal).
    public static let maximumNameCells = MapLegend.maximumNameCells

    public func present(_ result: MapInteractor.Result) -> CommandResponse {
        let (ids, radius, zoom) = result
        let entries = ids.prefix(MapDrawer.maximumMarks).enumerated().compactMap { n, id -> (label: String, name: String)? in
            catalog.index(ofID: id).map { (String(n + 1), TerminalText.safe(catalog.place(at: $0).name)) }
        }
        let text: String
        var offMap = 0
        if let refusal = MapFit.refusal(drawer.screen()) {
            // One line rather than a frame that wraps or scrolls off (`--json` has no screen).
            text = refusal
        } else if let screenRows = drawer.screen().rows {
            // Every line but the prompt's; a second try keeps a line for what the map says under it.
            var layout = MapLayout.choose(entries, width: drawer.columns, lines: screenRows - 1)
            var picture = draw(ids, radius: radius, zoom: zoom, layout: layout, entries: entries)
            // As many lines as the note takes once wrapped to the screen (a smaller map may
            // merge more rows, and say more: a few tries).
            // The note gets the lines the smallest map leaves, and is cut to one line (or left
            // out, on the smallest screen) when it needs more.
            let spare = max(0, screenRows - 1 - MapLayout.frameLines - MapRenderer.minimumRows)
            var kept = 0
            for _ in 0..<3 {
                let needed = min(spare, picture?.note.map { TextWidth.wrap($0, to: drawer.columns).count } ?? 0)
                guard needed > kept else { break }
                kept = needed
                layout = MapLayout.choose(entries, width: drawer.columns, lines: screenRows - 1, notes: kept)
                picture = draw(ids, radius: radius, zoom: zoom, layout: layout, entries: entries)
            }
            offMap = picture?.offMap ?? 0
            text = picture.map { picture in
                var note = picture.note
                if let whole = note, TextWidth.wrap(whole, to: drawer.columns).count > kept {
                    note = kept > 0 ? TextWidth.truncate(whole, to: drawer.columns) : nil
                }
                return layout.compose(map: picture.lines, note: note).joined(separator: "\n")
            } ?? Messages.noLocation
        } else {
            let legend = MapLegend(entries, width: drawer.columns, maximumLines: nil)
            let picture = drawer.picture(ids, radius: radius, routeTo: currentPlace(), zoomTo: zoom)
            offMap = picture?.offMap ?? 0
            text = ([picture?.text ?? Messages.noLocation] + legend.lines).joined(separator: "\n")
        }
        return CommandResponse(text: text,
                               json: [("ok", .bool(true)), ("ids", .array(ids.map(JSON.string))), ("radius_m", .number(radius)),
                                      ("off_map", .int(offMap))])
    }

    /// The map for `layout`, marking the rows its legend names.
    private func draw(_ ids: [String], radius: Double?, zoom: String?, layout: MapLayout,
                      entries: [(label: String, name: String)]) -> MapDrawer.Picture? {
        let marks = layout.legend.shown < entries.count ? (Int(entries[layout.legend.shown].label) ?? 1) - 1 : MapDrawer.maximumMarks
        return drawer.picture(ids, radius: radius, columns: layout.mapColumns, rows: layout.mapRows, marks: marks,
                              routeTo: currentPlace(), zoomTo: zoom)
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
