/// The map, then its legend (the rows).
public struct MapPresenter {
    let drawer: MapDrawer
    let catalog: Catalog

    public func present(_ result: MapInteractor.Result) -> CommandResponse {
        let (ids, radius) = result
        let drawing = drawer.drawing(ids, radius: radius)
        let map = drawing?.text ?? Messages.noLocation
        let legend = ids.prefix(99).enumerated().compactMap { n, id -> String? in
            catalog.index(ofID: id).map { "\(String(n + 1).leftPad(3))  \(TerminalText.safe(catalog.place(at: $0).name))" }
        }
        return CommandResponse(text: ([map] + legend).joined(separator: "\n"),
                               json: [("ok", .bool(true)), ("ids", .array(ids.map(JSON.string))), ("radius_m", .number(radius)),
                                      ("off_map", .int(drawing?.offMap ?? 0))])
    }
}

extension String {
    func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
