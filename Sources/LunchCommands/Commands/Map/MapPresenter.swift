import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The map, then its legend (the rows), fitted to the screen: as wide as it is, and on a
/// screen of limited height the legend goes into columns and the map gets the lines
/// left, so the whole map and the next prompt stay in view.
public struct MapPresenter {
    let drawer: MapDrawer
    let catalog: Catalog
    /// The place whose walk is drawn (nil: none).
    var currentPlace: () -> String? = { nil }

    /// The widest a name is shown in the legend (less on a narrower terminal).
    public static let maximumNameCells = MapLegend.maximumNameCells

    /// Lines a map takes besides the inside of its frame: the frame's top and bottom,
    /// the scale bar, a line for rows off the map, and the prompt after it all.
    static let linesAroundMap = 5

    public func present(_ result: MapInteractor.Result) -> CommandResponse {
        let (ids, radius) = result
        let entries = ids.prefix(MapDrawer.maximumMarks).enumerated().compactMap { n, id -> (label: String, name: String)? in
            catalog.index(ofID: id).map { (String(n + 1), TerminalText.safe(catalog.place(at: $0).name)) }
        }
        let screenRows = drawer.screen().rows
        let legendLines = screenRows.map { max(1, $0 - Self.linesAroundMap - MapRenderer.minimumRows) }
        let legend = MapLegend(entries, width: drawer.columns, maximumLines: legendLines)
        let mapRows = screenRows.map { $0 - Self.linesAroundMap - legend.lines.count }
        // The map marks the rows its legend names.
        let marks = legend.shown < entries.count ? (Int(entries[legend.shown].label) ?? 1) - 1 : MapDrawer.maximumMarks
        let drawing = drawer.drawing(ids, radius: radius, rows: mapRows, marks: marks, routeTo: currentPlace())
        let map = drawing?.text ?? Messages.noLocation
        return CommandResponse(text: ([map] + legend.lines).joined(separator: "\n"),
                               json: [("ok", .bool(true)), ("ids", .array(ids.map(JSON.string))), ("radius_m", .number(radius)),
                                      ("off_map", .int(drawing?.offMap ?? 0))])
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
