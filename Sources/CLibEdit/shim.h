// Fixed-arity wrappers around libedit's variadic el_set/el_get/history, plus the
// few async-signal-safe terminal helpers the shell needs. Swift cannot call C
// variadic functions, and libedit has no va_list variants.
#ifndef LUNCH_CLIBEDIT_SHIM_H
#define LUNCH_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <unistd.h>
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <wchar.h>
#include <limits.h>

typedef const char *(*lunch_prompt_fn)(EditLine *);
typedef unsigned char (*lunch_key_fn)(EditLine *, int);

static inline int lunch_el_set_string(EditLine *el, int op, const char *value) {
    return el_set(el, op, value);
}
static inline int lunch_el_set_int(EditLine *el, int op, int value) {
    return el_set(el, op, value);
}
static inline int lunch_el_set_pointer(EditLine *el, int op, void *value) {
    return el_set(el, op, value);
}
static inline int lunch_el_set_prompt(EditLine *el, lunch_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
static inline int lunch_el_set_hist(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int lunch_el_addfn(EditLine *el, const char *name, const char *help, lunch_key_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int lunch_el_bind(EditLine *el, const char *key, const char *fn) {
    return el_set(el, EL_BIND, key, fn, (const char *)NULL);
}
/// `setty -d MODE`: changes a terminal setting for edit mode only.
static inline int lunch_el_setty_edit(EditLine *el, const char *mode) {
    return el_set(el, EL_SETTY, "-d", mode, (const char *)NULL);
}
/// `settc NAME VALUE`: sets one terminal capability (an empty value: the terminal has none).
static inline int lunch_el_settc(EditLine *el, const char *name, const char *value) {
    return el_set(el, EL_SETTC, name, value, (const char *)NULL);
}
static inline void *lunch_el_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int lunch_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int lunch_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}
static inline int lunch_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
static inline int lunch_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

/// Switches LC_CTYPE to the user's locale, falling back to C.UTF-8 when that is not
/// UTF-8 (CI has no LANG; libedit then drops multibyte input). Returns 1 on UTF-8.
static inline int lunch_use_utf8_locale(void) {
    setlocale(LC_CTYPE, "");
    const char *set = nl_langinfo(CODESET);
    if (set && (strcmp(set, "UTF-8") == 0 || strcmp(set, "utf8") == 0)) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) return 1;
    return setlocale(LC_CTYPE, "en_US.UTF-8") != NULL;
}

/// Writes text to the editor's output stream (stdout) and flushes it.
/// 0 when all of `text` reached standard output, else the errno of the failure (a full
/// disk, a closed descriptor, a reader gone with SIGPIPE ignored); the stream's error is
/// cleared so that the next write is tried again.
static inline int lunch_write_stdout(const char *text) {
    errno = 0;
    if (fputs(text, stdout) == EOF || fflush(stdout) == EOF) {
        int failure = errno != 0 ? errno : EIO;
        clearerr(stdout);
        return failure;
    }
    return 0;
}
/// Descriptor `fd` was closed when the process started: /dev/null takes its number (so
/// no file opened later becomes standard output by accident) and 1 is returned.
static inline int lunch_fill_closed_descriptor(int fd, int flags) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) return 0;
    int opened = open("/dev/null", flags);
    if (opened >= 0 && opened != fd) { dup2(opened, fd); close(opened); }
    return 1;
}
static inline void lunch_write_stderr(const char *text) {
    fputs(text, stderr);
    fflush(stderr);
}
typedef int (*lunch_getc_fn)(EditLine *, wchar_t *);
/// Sets the editor's read function (`EL_GETCFN`).
static inline int lunch_el_set_getcfn(EditLine *el, lunch_getc_fn fn) {
    return el_set(el, EL_GETCFN, fn);
}

/// Reads one character from `fd` as libedit's own reader does (a multibyte sequence of
/// the locale decoded into one wide character; an invalid one dropped), or notices
/// `wakefd` (a pipe another thread writes to) first. Returns 1 with `*out` set, 0 at the
/// end of input, -1 on an error (errno set), 2 when woken (the pipe drained), 3 when a
/// signal came (the caller decides: a resize goes on waiting). A wake-up in the middle of
/// a multibyte character waits for the character.
static inline int lunch_read_char_or_wake(int fd, int wakefd, wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t have = 0;
    for (;;) {
        struct pollfd fds[2] = {{fd, POLLIN, 0}, {wakefd, POLLIN, 0}};
        int watched = (have == 0 && wakefd >= 0) ? 2 : 1;
        if (poll(fds, (nfds_t)watched, -1) < 0) {
            if (errno == EINTR && have == 0) return 3;
            if (errno == EINTR) continue;
            return -1;
        }
        if (fds[0].revents != 0) {
            char c;
            ssize_t got = read(fd, &c, 1);
            if (got < 0) {
                if (errno == EINTR && have == 0) return 3;
                if (errno == EINTR || errno == EAGAIN) continue;
                return -1;
            }
            if (got == 0) return 0;
            bytes[have++] = c;
            mbstate_t state;
            memset(&state, 0, sizeof state);
            wchar_t wide = 0;
            size_t used = mbrtowc(&wide, bytes, have, &state);
            if (used == (size_t)-2 && have < sizeof bytes) continue;
            if (used == (size_t)-1 || used == (size_t)-2) { have = 0; continue; }
            *out = wide;
            return 1;
        }
        if (watched == 2 && (fds[1].revents & POLLIN)) {
            char sink[64];
            while (read(wakefd, sink, sizeof sink) > 0) {}
            return 2;
        }
    }
}

/// A pipe whose ends do not block and are not inherited: `ends[0]` read, `ends[1]` write.
static inline int lunch_wake_pipe(int ends[2]) {
    if (pipe(ends) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
        fcntl(ends[i], F_SETFD, FD_CLOEXEC);
    }
    return 0;
}

/// Redraws the prompt and the line from scratch (`EL_REFRESH`).
static inline int lunch_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}

static inline EditLine *lunch_el_init(const char *prog) {
    return el_init(prog, stdin, stdout, stderr);
}

#endif
