import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchText

/// What `pager` says (shared words are in `Output/Messages.swift`).
extension Messages {
    public static func badPagerSetting(_ word: String) -> String {
        "'\(TerminalText.safe(word))' is not a pager setting: use 'pager on', 'pager off' or 'pager always'"
    }
    public static let pagerOn = "Pager is on: output taller than the screen goes through it ('pager off' to stop)."
    public static let pagerOff = "Pager is off: all output is printed directly ('pager on' to page long output)."
    public static let pagerAlways = "Pager is always used for the shell's output ('pager on' for long output only)."
    /// The pager's program is not there (said once a session; output is then printed directly).
    public static func pagerNotFound(_ program: String) -> String {
        "warning: pager '\(TerminalText.safe(program))' not found: long output is printed directly (set LUNCH_PAGER or PAGER)"
    }
}
