/// The map, then its legend (the rows).
public struct MapPresenter {
    let drawer: MapDrawer
    let catalog: Catalog

    /// The widest a name is shown in the legend (less on a narrower terminal).
    public static let maximumNameCells = 60

    public func present(_ result: MapInteractor.Result) -> CommandResponse {
        let (ids, radius) = result
        let drawing = drawer.drawing(ids, radius: radius)
        let map = drawing?.text ?? Messages.noLocation
        // Names cut with `…` so that each legend line fits the map's width.
        let nameCells = max(10, min(Self.maximumNameCells, drawer.columns - 6))
        let legend = ids.prefix(99).enumerated().compactMap { n, id -> String? in
            catalog.index(ofID: id).map {
                "\(String(n + 1).leftPad(3))  \(TextWidth.truncate(TerminalText.safe(catalog.place(at: $0).name), to: nameCells))"
            }
        }
        return CommandResponse(text: ([map] + legend).joined(separator: "\n"),
                               json: [("ok", .bool(true)), ("ids", .array(ids.map(JSON.string))), ("radius_m", .number(radius)),
                                      ("off_map", .int(drawing?.offMap ?? 0))])
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
