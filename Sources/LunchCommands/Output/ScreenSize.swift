import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The size of the screen results are printed on, as the presenters fit to it: tables,
/// `help`, `show` and the map's width, and the map's height. nil means no limit (output
/// is not a terminal and `COLUMNS`/`LINES` are not set). The composition root asks the
/// terminal; LunchKit itself never does.
public struct ScreenSize: Sendable, Equatable {
    public var columns: Int?
    public var rows: Int?

    /// The widest and tallest screen anything is fitted to: a larger `COLUMNS`, `LINES` or
    /// tty size counts as this many cells (a map grows with the square of its width).
    public static let maximumCells = 1_000

    public init(columns: Int? = nil, rows: Int? = nil) {
        self.columns = columns.flatMap { $0 > 0 ? min($0, Self.maximumCells) : nil }
        self.rows = rows.flatMap { $0 > 0 ? min($0, Self.maximumCells) : nil }
    }

    /// No limit either way.
    public static let unlimited = ScreenSize()
}
