#define _GNU_SOURCE
#include "lunch_pty.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int lunch_pty_open(unsigned short columns, unsigned short rows, char *path, size_t path_size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, path, path_size) != 0) {
        close(master);
        return -1;
    }
    fcntl(master, F_SETFD, FD_CLOEXEC);
    struct winsize ws = {.ws_row = rows, .ws_col = columns};
    ioctl(master, TIOCSWINSZ, &ws);
    return master;
}

int lunch_pty_resize(int master, unsigned short columns, unsigned short rows) {
    struct winsize ws = {.ws_row = rows, .ws_col = columns};
    return ioctl(master, TIOCSWINSZ, &ws);
}
