#include "lunch_terminal.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_termios;
static volatile sig_atomic_t guard_fd = -1;
static volatile sig_atomic_t interrupted = 0;
static volatile sig_atomic_t erase_below = 0;
static volatile sig_atomic_t editor_wake_fd = -1;
static volatile sig_atomic_t editor_signals = 0;
static volatile sig_atomic_t editor_end_signal = 0;
static volatile sig_atomic_t editor_keeps_line = 0;
static volatile sig_atomic_t window_resized = 0;
static struct sigaction editor_previous_winch, editor_previous_cont;

// While the line editor waits for a key, SIGTERM, SIGHUP and Ctrl-\ end the wait, not the
// process: the signal is noted and the editor woken, which keeps the line typed in the
// history, restores the terminal and then ends by the signal (lunch_end_by_signal). A
// second one while that happens ends lunch at once.
static int editor_takes_end(int sig) {
    int fd = editor_wake_fd;
    if (fd < 0 || !editor_keeps_line || editor_end_signal != 0) return 0;
    int saved = errno;
    editor_end_signal = sig;
    char byte = 1;
    (void)!write(fd, &byte, 1);
    errno = saved;
    return 1;
}

// What a signal that ends lunch leaves behind: lines drawn under the prompt (`find`) go
// with the program (cursor back, erase below), and the terminal is as it was.
static void leave_terminal(void) {
    if (erase_below) (void)!write(STDOUT_FILENO, "\r\033[J", 4);
    if (guard_fd >= 0) tcsetattr(guard_fd, TCSANOW, &saved_termios);
}

static void fatal_handler(int sig) {
    if ((sig == SIGTERM || sig == SIGHUP) && editor_takes_end(sig)) return;
    leave_terminal();
    signal(sig, SIG_DFL);
    raise(sig);
}

// Ctrl-\ (SIGQUIT) ends lunch as SIGTERM does: the terminal restored, lines drawn under
// the prompt erased, and no core file or crash report (Swift's backtracer catches SIGQUIT).
static void quit_handler(int sig) {
    (void)sig;
    if (editor_takes_end(SIGTERM)) return;
    leave_terminal();
    // SIGTERM may be blocked here (lunch_end_by_signal unblocks it; async-signal-safe).
    lunch_end_by_signal(SIGTERM);
}

void lunch_quit_like_term_install(void) {
    // Ignored at start (a background job of a non-interactive shell, nohup): stays ignored.
    struct sigaction previous;
    if (sigaction(SIGQUIT, NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = quit_handler;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGQUIT, &sa, NULL);
    // A mask inherited from the parent (a test runner's thread) must not hold Ctrl-\ back.
    sigset_t quit;
    sigemptyset(&quit);
    sigaddset(&quit, SIGQUIT);
    pthread_sigmask(SIG_UNBLOCK, &quit, NULL);
}

static void interrupt_handler(int sig) {
    (void)sig;
    interrupted = 1;
}

int lunch_terminal_guard_install(int fd) {
    if (tcgetattr(fd, &saved_termios) != 0) return -1;
    guard_fd = fd;
    const int fatal[] = {SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = fatal_handler;
        sigemptyset(&sa.sa_mask);
        sigaction(fatal[i], &sa, NULL);
    }
    struct sigaction si;
    memset(&si, 0, sizeof si);
    si.sa_handler = interrupt_handler;
    sigemptyset(&si.sa_mask);
    sigaction(SIGINT, &si, NULL);
    lunch_quit_like_term_install();
    return 0;
}

void lunch_terminal_erase_below_on_exit(int on) {
    erase_below = on ? 1 : 0;
}

void lunch_terminal_restore(void) {
    if (guard_fd >= 0) tcsetattr(guard_fd, TCSANOW, &saved_termios);
}

int lunch_terminal_suspend(int fd) {
    // The session's own process group has no shell to bring it back: a stop would be
    // refused (an orphaned group) or leave the terminal with nobody reading it.
    if (getpgrp() == getsid(0)) return 0;
    struct termios editing;
    int have_editing = tcgetattr(fd, &editing) == 0;
    if (guard_fd >= 0) tcsetattr(guard_fd, TCSADRAIN, &saved_termios);
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t only, mask;
    sigemptyset(&only);
    sigaddset(&only, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &only, &mask);
    // The whole job stops, as with the terminal's own Ctrl-Z; this thread stops before
    // kill returns and goes on from here after SIGCONT (`fg`).
    kill(0, SIGTSTP);
    // This `fg` is followed here (mode back, the caller redraws): not again by the editor.
    editor_signals &= ~LUNCH_EDITOR_CONTINUED;
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
    if (have_editing) tcsetattr(fd, TCSADRAIN, &editing);
    return 1;
}

// Runs on whichever thread the kernel picks (a worker opening the catalog, the team poll):
// it only notes the signal and writes a byte to the editor's wake pipe, both
// async-signal-safe; the editor does the rest on its own thread.
static void editor_signal_handler(int sig) {
    int saved = errno;
    editor_signals |= sig == SIGWINCH ? LUNCH_EDITOR_RESIZED : LUNCH_EDITOR_CONTINUED;
    if (sig == SIGWINCH) window_resized = 1;
    int fd = editor_wake_fd;
    if (fd >= 0) {
        char byte = 1;
        (void)!write(fd, &byte, 1);
    }
    errno = saved;
}

void lunch_editor_signals_watch(int wake_fd, int keeps_line) {
    editor_signals = 0;
    editor_keeps_line = keeps_line;
    editor_wake_fd = wake_fd;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = editor_signal_handler;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGWINCH, &sa, &editor_previous_winch);
    sigaction(SIGCONT, &sa, &editor_previous_cont);
}

void lunch_editor_signals_unwatch(void) {
    sigaction(SIGWINCH, &editor_previous_winch, NULL);
    sigaction(SIGCONT, &editor_previous_cont, NULL);
    editor_wake_fd = -1;
    editor_keeps_line = 0;
}

int lunch_terminal_was_resized(void) {
    return window_resized;
}

int lunch_editor_end_signal(void) {
    return editor_end_signal;
}

void lunch_end_by_signal(int sig) {
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    pthread_sigmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
}

int lunch_editor_take_signals(void) {
    int was = editor_signals;
    editor_signals = 0;
    return was;
}

int lunch_take_interrupt(void) {
    int was = interrupted;
    interrupted = 0;
    return was;
}

int lunch_terminal_columns(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return 0;
    return ws.ws_col;
}

int lunch_terminal_rows(int fd) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return 0;
    return ws.ws_row;
}
