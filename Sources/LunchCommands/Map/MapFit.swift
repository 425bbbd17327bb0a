import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The smallest screen a map is drawn on: its narrowest frame (`MapRenderer`'s 19 cells
/// inside) and its fewest lines (the frame's top and bottom, 7 inside, the scale bar)
/// above the prompt. On a smaller screen `map` says so in one line instead of a frame
/// that wraps or scrolls off, and a list after `view map` prints that line above its table.
public enum MapFit {
    public static let minimumColumns = 21
    public static let minimumLines = MapLayout.frameLines + MapRenderer.minimumRows + 1

    /// Nil when a map fits `screen` (a size not known fits), else the line that says it does not.
    public static func refusal(_ screen: ScreenSize) -> String? {
        let narrow = screen.columns.map { $0 < minimumColumns } ?? false
        let short = screen.rows.map { $0 < minimumLines } ?? false
        guard narrow || short else { return nil }
        return Messages.screenTooSmallForMap(columns: screen.columns, lines: screen.rows,
                                             minimumColumns: minimumColumns, minimumLines: minimumLines)
    }
}

extension MapDrawer {
    /// The map above a list (`view map`) of `listLines` lines: as `drawing` draws it, fewer
    /// lines inside its frame so that the map, the list and the prompt fit the screen
    /// together; when even the smallest map and the list do not, the map fits the screen
    /// with the prompt (its frame whole on the pager's first page, the list after it). The
    /// line of `MapFit.refusal` on a screen too small for any map.
    public func aboveList(_ ids: [String], routeTo: String?, listLines: Int = 0) -> String? {
        let screen = screen()
        if let refusal = MapFit.refusal(screen) { return refusal }
        guard var picture = picture(ids, radius: nil, routeTo: routeTo) else { return nil }
        // The note under the map, wrapped to the screen.
        func noteLines(_ p: Picture) -> Int { p.note.map { TextWidth.wrap($0, to: columns).count } ?? 0 }
        guard let lines = screen.rows else { return picture.text }
        let smallest = MapLayout.frameLines + MapRenderer.minimumRows + noteLines(picture)
        let room = lines - 1 - listLines >= smallest ? lines - 1 - listLines : lines - 1
        if picture.lines.count + noteLines(picture) > room {
            for _ in 0..<2 {
                let inside = max(MapRenderer.minimumRows, room - MapLayout.frameLines - noteLines(picture))
                picture = self.picture(ids, radius: nil, rows: inside, routeTo: routeTo) ?? picture
                if picture.lines.count + noteLines(picture) <= room { break }
            }
        }
        return picture.text
    }
}
