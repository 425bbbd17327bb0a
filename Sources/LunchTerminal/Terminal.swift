import CLibEdit
import CTerminal
import Foundation
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchCommands

/// The process's terminal and streams: whether they are terminals, colour, width,
/// locale, and the guard that restores the terminal on every exit path.
public enum Terminal {
    public static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    public static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    public static var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }

    /// Colour only on a known terminal (`TERM` set, not `dumb`), and never with
    /// `--no-color` or a non-empty `NO_COLOR`.
    public static func colorEnabled(noColorFlag: Bool, environment: [String: String]) -> Bool {
        guard !noColorFlag, stdoutIsTerminal else { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return knownTerminal(environment: environment)
    }

    /// Whether `TERM` names a terminal that can do more than print lines: set, not empty
    /// and not `dumb` (an Emacs shell buffer, a CI log). Colour and the pager need one.
    public static func knownTerminal(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty else { return false }
        return term != "dumb"
    }

    /// Makes multibyte input work even with no `LANG` (falls back to C.UTF-8).
    @discardableResult
    public static func useUTF8Locale() -> Bool { lunch_use_utf8_locale() == 1 }

    /// Saves the terminal mode and restores it on fatal signals; SIGINT only sets a flag
    /// (see `takeInterrupt`), so Ctrl-C outside the editor never kills the shell.
    public static func installGuard() {
        if stdinIsTerminal { lunch_terminal_guard_install(STDIN_FILENO) }
    }

    /// Ctrl-\ (SIGQUIT) ends lunch as SIGTERM does, in every mode (no core file, no
    /// crash report); with the guard installed, the terminal is restored first.
    public static func quitLikeTerminate() { lunch_quit_like_term_install() }

    /// Ends lunch by `signal` with its default action (the line editor's SIGTERM, once the
    /// line is kept), output written first.
    public static func end(by signal: Int32) -> Never {
        fflush(nil)
        lunch_end_by_signal(signal)
        exit(128 + signal)
    }

    /// Puts the terminal back as it was at start.
    public static func restore() { lunch_terminal_restore() }

    /// Ctrl-Z: the terminal as it was at start, the job stopped until `fg`, then the
    /// current mode again. False (and nothing stopped) when no shell could bring it back.
    public static func suspend() -> Bool { lunch_terminal_suspend(STDIN_FILENO) == 1 }

    /// Whether Ctrl-C arrived since the last call (for cancelling slow work).
    public static func takeInterrupt() -> Bool { lunch_take_interrupt() == 1 }

    /// Terminal width in columns: `COLUMNS`, else the tty's, else 80; never more than
    /// `ScreenSize.maximumCells`. Once the window was resized, the tty's first.
    public static func columns(environment: [String: String]) -> Int {
        let tty = Int(lunch_terminal_columns(STDOUT_FILENO))
        if resized, tty > 0 { return min(tty, ScreenSize.maximumCells) }
        if let text = environment["COLUMNS"], let n = Int(text), n > 0 { return min(n, ScreenSize.maximumCells) }
        return tty > 0 ? min(tty, ScreenSize.maximumCells) : 80
    }

    /// The screen results are fitted to: `COLUMNS` and `LINES` when set to a positive
    /// number, else the size of the terminal standard output is, else no limit. Asked
    /// for every command, so a resized window is followed; once it was resized, the
    /// terminal's size wins over `COLUMNS` and `LINES` (they were the size at start, as a
    /// shell that does not update them leaves them).
    public static func size(environment: [String: String]) -> ScreenSize {
        func number(_ name: String) -> Int? { environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
        let tty = stdoutIsTerminal
        func real(_ n: Int32) -> Int? { tty && n > 0 ? Int(n) : nil }
        let ttyColumns = real(lunch_terminal_columns(STDOUT_FILENO)), ttyRows = real(lunch_terminal_rows(STDOUT_FILENO))
        if resized, let ttyColumns, let ttyRows { return ScreenSize(columns: ttyColumns, rows: ttyRows) }
        return ScreenSize(columns: number("COLUMNS") ?? ttyColumns, rows: number("LINES") ?? ttyRows)
    }

    /// Whether the window was resized while lunch waited for a key.
    static var resized: Bool { lunch_terminal_was_resized() == 1 }
}
