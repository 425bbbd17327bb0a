import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The terminal's screen, for `clear`. A seam: on a terminal the real one clears it
/// (LunchTerminal's `TerminalScreen`); output that is not a terminal has none.
public protocol Screen {
    /// Clears the screen and puts the cursor at its top left.
    func clear()
}

/// No screen: output is a pipe, a file or `--json`, and tests.
public struct NoScreen: Screen {
    public init() {}

    public func clear() {}
}
