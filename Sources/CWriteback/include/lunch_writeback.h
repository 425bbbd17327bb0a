// Starts the disk writing of part of a file without waiting for it (Linux's
// sync_file_range, which Swift's Glibc module does not show).
#ifndef LUNCH_WRITEBACK_H
#define LUNCH_WRITEBACK_H

/// Starts writing `length` bytes of `fd` at `offset` to the disk and returns at once
/// (the data is durable only after fsync). Returns 0, or -1 with errno set; a no-op
/// returning 0 where the call does not exist.
int lunch_start_writeback(int fd, long long offset, long long length);

#endif
