// Async-signal-safe terminal helpers: restore the saved terminal mode on fatal
// signals, turn SIGINT into a flag, read the terminal width.
#ifndef LUNCH_TERMINAL_H
#define LUNCH_TERMINAL_H

/// Saves the terminal mode of `fd` and restores it on SIGTERM, SIGHUP, SIGQUIT and
/// crash signals before the default action runs. SIGINT only sets a flag.
int lunch_terminal_guard_install(int fd);
/// Ctrl-\ (SIGQUIT) ends the process as SIGTERM does (after restoring a guarded terminal):
/// installed at start in every mode, so no core file or crash report.
void lunch_quit_like_term_install(void);
/// While on, a fatal signal first erases from the cursor's line down (what `find`
/// draws under the prompt), so the shell that started lunch gets a clean screen.
void lunch_terminal_erase_below_on_exit(int on);
/// Puts back the mode saved by lunch_terminal_guard_install.
void lunch_terminal_restore(void);
/// Job control's Ctrl-Z: puts back the mode saved by lunch_terminal_guard_install,
/// stops the process group with SIGTSTP and, once continued (`fg`), sets the terminal
/// mode `fd` had before. Returns 0 without stopping when the process group leads its
/// session (no shell to come back to), else 1 after it was continued.
int lunch_terminal_suspend(int fd);
/// Bits of lunch_editor_take_signals.
#define LUNCH_EDITOR_RESIZED 1
#define LUNCH_EDITOR_CONTINUED 2
/// While the line editor waits for a key: SIGWINCH and SIGCONT only note themselves and
/// write a byte to `wake_fd`, so the editor resizes and redraws on its own thread
/// (libedit's own handlers, EL_SIGNAL, redraw from inside the handler, on any thread).
/// With `keeps_line` (the line editor waiting for a key), SIGTERM, SIGHUP and Ctrl-\ end
/// the wait so that the line typed is kept; otherwise (`find`) they end lunch at once.
void lunch_editor_signals_watch(int wake_fd, int keeps_line);
/// Puts back the handlers lunch_editor_signals_watch replaced.
void lunch_editor_signals_unwatch(void);
/// 1 once the window was resized while lunch_editor_signals_watch was on: the size given
/// in COLUMNS/LINES at start is stale from then on.
int lunch_terminal_was_resized(void);
/// Returns and clears the LUNCH_EDITOR_* bits noted since the last call.
int lunch_editor_take_signals(void);
/// The signal (SIGTERM, SIGHUP; Ctrl-\ as SIGTERM) that ended the editor's wait for a key
/// while lunch_editor_signals_watch was on, or 0: the editor then ends lunch by it.
int lunch_editor_end_signal(void);
/// Ends the process by `sig` with its default action (status 128 + sig for the shell).
void lunch_end_by_signal(int sig);
/// Returns and clears whether SIGINT arrived since the last call.
int lunch_take_interrupt(void);
/// The terminal's width in columns, or 0 when unknown.
int lunch_terminal_columns(int fd);
/// The terminal's height in rows, or 0 when unknown.
int lunch_terminal_rows(int fd);

#endif
