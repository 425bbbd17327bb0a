import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// Lays several completion candidates out in columns, as a shell lists them. Each is
/// cut with `…` to at most `maximumCells`, and never to more than the line is wide.
public enum CandidateLayout {
    /// The widest one candidate is shown (a 5,000-character name must not fill the screen).
    public static let maximumCells = 48

    public static func columns(_ candidates: [Candidate], width: Int) -> String {
        let fit = min(maximumCells, max(width, 20) - 1)
        let shown = candidates.map { TextWidth.truncate(TerminalText.safe($0.display), to: fit) }
        let cell = (shown.map(TextWidth.cells).max() ?? 0) + 2
        let perRow = max(1, min(shown.count, max(width, 20) / max(cell, 1)))
        let rows = (shown.count + perRow - 1) / perRow
        var lines: [String] = []
        for r in 0..<rows {
            var line = ""
            for c in 0..<perRow {
                let i = c * rows + r
                guard i < shown.count else { continue }
                let isLast = c == perRow - 1 || (c + 1) * rows + r >= shown.count
                line += isLast ? shown[i] : TextWidth.pad(shown[i], to: cell)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
