#ifndef LUNCH_PTY_H
#define LUNCH_PTY_H

#include <stddef.h>

/// Opens a pseudo-terminal master (close-on-exec) of the given size and writes the
/// slave's path into `path`. Returns the master fd, or -1.
int lunch_pty_open(unsigned short columns, unsigned short rows, char *path, size_t path_size);
/// Sets the terminal's size, as a window being resized does (the kernel sends SIGWINCH to
/// the terminal's foreground process group). Returns 0, or -1.
int lunch_pty_resize(int master, unsigned short columns, unsigned short rows);

#endif
