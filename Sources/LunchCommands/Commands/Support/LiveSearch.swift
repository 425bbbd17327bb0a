import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// The search that redraws under the prompt as keys are typed. A seam: on a terminal the
/// real one reads the keys and draws (LunchTerminal's `TerminalLiveSearch`); without a
/// terminal there is none and `find` is `search`.
public protocol LiveSearch {
    /// Starts from `text` and runs until Enter, Esc or Ctrl-C; `search` answers the text
    /// typed so far (it may be called on another thread, one call at a time).
    func run(text: String, search: @escaping (String) -> FindView) -> LiveSearchChoice
}

/// How a live search ended.
public enum LiveSearchChoice {
    /// Enter on row `row` (0-based) of `view`, the results on screen then; `shown`
    /// rows of them were drawn.
    case chosen(FindView, row: Int, shown: Int)
    /// Esc or Ctrl-C: nothing chosen, the lines drawn are erased.
    case left
}
