import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// A program that shows text a screen at a time (psql's and git's pager): the real one
/// runs `LUNCH_PAGER`/`PAGER`/`less -FRX`; tests record what it was given.
public protocol Pager: AnyObject {
    /// Shows `text` (ready for the terminal) through the pager and waits until it is
    /// closed; false when it could not be started, and then nothing was shown.
    func show(_ text: String) -> Bool
}

/// When an answer goes through the pager: never with `off`; always with `always`;
/// with `on` when it has more lines than the screen has above the prompt (a line wider
/// than the screen counts as the lines the terminal folds it into).
public enum PagerRule {
    public static func pages(_ text: String, setting: PagerSetting, screen: ScreenSize) -> Bool {
        switch setting {
        case .off: return false
        case .always: return true
        case .on:
            guard let rows = screen.rows else { return false }
            let width = screen.columns ?? Int.max
            var lines = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let cells = TextWidth.cells(String(line))
                lines += cells == 0 ? 1 : (cells + width - 1) / width
                if lines > rows - 1 { return true }
            }
            return false
        }
    }
}
