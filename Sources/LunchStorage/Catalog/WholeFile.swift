import Foundation
#if canImport(Glibc)
import Glibc
import LunchText

#endif

/// Reads a whole file into memory with pread(2), chunk by chunk. Files are never
/// memory-mapped: a mapped file that another program truncates takes the process down
/// (SIGBUS) at the first touch of a page past its new end, while a file in memory stays
/// as it was read. A file that shrinks, grows or is rewritten while it is read is an
/// error (`changed`), never a short or mixed read.
///
/// This is the one way lunch reads a file (place files, `state.json`, the history, sync
/// caches; `DiskFileStorage.read` comes here too; a stored catalog is opened by the same
/// `openRegular` and read as it is used, `ImageFile`). Only regular files are
/// read (a link to one is fine): a fifo, device, socket or folder is refused by its kind
/// before a byte is read, so `/dev/zero` or a fifo with no writer cannot fill the memory
/// or hang. The file is opened with O_NONBLOCK (a fifo's open does not wait for a writer)
/// and its size is checked against the caller's cap (`FileLimits`) before anything is
/// allocated.
public enum WholeFile {
    public enum Failure: Error, Equatable {
        case missing
        case unreadable(reason: String)
        case changed
        /// A fifo, device, socket or folder (`kind` in words: "fifo", "character device"…).
        case notRegular(kind: String)
        /// Larger than the cap the caller gave.
        case tooLarge(size: Int, limit: Int)

        /// In words, for the one-line error ("cannot import F: …").
        public var reason: String {
            switch self {
            case .missing: return "there is no such file"
            case .unreadable(let reason): return "it cannot be read (\(reason))"
            case .changed: return "it changed while it was read"
            case .notRegular(let kind): return Messages.notRegularToRead(kind: kind)
            case .tooLarge(let size, let limit): return Messages.tooLargeToRead(size: size, limit: limit)
            }
        }
    }

    /// Bytes per read (a test passes a small one).
    public static let chunk = 8 << 20

    /// Memory for a file's bytes: aligned to 16 bytes, released with `release()`.
    public struct Buffer: @unchecked Sendable {
        public let bytes: UnsafeMutableRawBufferPointer
        /// The length of the anonymous mapping, or 0 when the memory came from the allocator.
        private let mapped: Int

        /// Large buffers are anonymous pages asking for huge pages: a catalog of hundreds
        /// of megabytes then costs hundreds, not tens of thousands, of page faults.
        init(capacity: Int) {
            if capacity >= 4 << 20, let address = mmap(nil, capacity, PROT_READ | PROT_WRITE,
                                                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), address != MAP_FAILED {
                _ = madvise(address, capacity, MADV_HUGEPAGE)
                bytes = UnsafeMutableRawBufferPointer(start: address, count: capacity)
                mapped = capacity
            } else {
                bytes = .allocate(byteCount: max(capacity, 1), alignment: 16)
                mapped = 0
            }
        }

        private init(bytes: UnsafeMutableRawBufferPointer, mapped: Int) {
            self.bytes = bytes
            self.mapped = mapped
        }

        /// The first `count` bytes (the same memory, released the same way).
        func prefix(_ count: Int) -> Buffer {
            Buffer(bytes: UnsafeMutableRawBufferPointer(rebasing: bytes[0..<count]), mapped: mapped)
        }

        public func release() {
            if mapped > 0 { munmap(bytes.baseAddress, mapped) } else { bytes.deallocate() }
        }
    }

    /// The file's bytes, in a buffer the caller releases. A file larger than `limit` bytes
    /// is refused (`tooLarge`) before anything is read. `betweenChunks` runs after each
    /// chunk but the last with the bytes read so far (a test seam: it may change the file;
    /// with two threads, the first half's chunks). Files of `twoThreadsFrom` bytes or more
    /// are read a half on each of two threads.
    public static func readBuffer(path: String, limit: Int, chunk: Int = WholeFile.chunk,
                                  twoThreadsFrom: Int = WholeFile.parallelSize,
                                  betweenChunks: (Int) -> Void = { _ in }) throws -> Buffer {
        let fd = try openRegular(path)
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { throw Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        let size = Int(before.st_size)
        guard size <= limit else { throw Failure.tooLarge(size: size, limit: limit) }
        // One byte more than the size, so a file that grew is noticed by the same reads.
        let buffer = Buffer(capacity: size + 1)
        do {
            var offset: Int
            if size >= max(twoThreadsFrom, 2) {
                // Two threads, one half each: copying a large file from the page cache (and
                // the kernel zeroing the buffer's pages) takes half the time.
                let middle = size / 2
                let (first, second) = Concurrently.run({
                    Result { try readRange(fd, into: buffer, from: 0, to: middle, chunk: chunk, betweenChunks: betweenChunks) }
                }, {
                    Result { try readRange(fd, into: buffer, from: middle, to: size + 1, chunk: chunk) { _ in } }
                })
                offset = try first.get()
                let end = try second.get()
                if offset == middle { offset = end }
            } else {
                offset = try readRange(fd, into: buffer, from: 0, to: size + 1, chunk: chunk, betweenChunks: betweenChunks)
            }
            var after = stat()
            guard offset == size, fstat(fd, &after) == 0, after.st_size == before.st_size,
                  after.st_mtim.tv_sec == before.st_mtim.tv_sec, after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
            else { throw Failure.changed }
            return buffer.prefix(size)
        } catch {
            buffer.release()
            throw error
        }
    }

    /// Files at least this large are read by two threads, a half each.
    public static let parallelSize = 32 << 20

    /// Reads `from..<to` of the file into the same place in `buffer`, chunk by chunk,
    /// stopping early at the end of the file: where it stopped (`to` when it read it all).
    /// `betweenChunks` runs after each chunk that ends before `to - 1`.
    private static func readRange(_ fd: Int32, into buffer: Buffer, from start: Int, to end: Int, chunk: Int,
                                  betweenChunks: (Int) -> Void) throws -> Int {
        var offset = start
        while offset < end {
            let n = pread(fd, buffer.bytes.baseAddress! + offset, min(chunk, end - offset), off_t(offset))
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure.unreadable(reason: DiskFileStorage.reason(errno))
            }
            if n == 0 { break }
            offset += n
            if offset < end - 1 { betweenChunks(offset) }
        }
        return offset
    }

    /// The file's bytes as `Data` (owning the buffer).
    public static func read(path: String, limit: Int, chunk: Int = WholeFile.chunk,
                            twoThreadsFrom: Int = WholeFile.parallelSize,
                            betweenChunks: (Int) -> Void = { _ in }) throws -> Data {
        let buffer = try readBuffer(path: path, limit: limit, chunk: chunk, twoThreadsFrom: twoThreadsFrom,
                                    betweenChunks: betweenChunks)
        guard let base = buffer.bytes.baseAddress, buffer.bytes.count > 0 else {
            buffer.release()
            return Data()
        }
        return Data(bytesNoCopy: base, count: buffer.bytes.count, deallocator: .custom { _, _ in buffer.release() })
    }

    /// An open descriptor on the regular file at `path` (links followed), in blocking mode.
    /// Opened with O_NONBLOCK so that a fifo without a writer (or a device that waits)
    /// cannot hold the open, then checked with fstat: anything but a regular file is
    /// refused by its kind.
    package static func openRegular(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw Failure.missing }
            // A socket cannot be opened at all (ENXIO): still say what it is.
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw Failure.notRegular(kind: kindName(info.st_mode)) }
            throw Failure.unreadable(reason: DiskFileStorage.reason(code))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw Failure.unreadable(reason: DiskFileStorage.reason(code))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw Failure.notRegular(kind: kindName(info.st_mode))
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// The kind of file a mode names, in words.
    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "regular file"
        case S_IFDIR: "folder"
        case S_IFIFO: "fifo"
        case S_IFCHR: "character device"
        case S_IFBLK: "block device"
        case S_IFSOCK: "socket"
        case S_IFLNK: "symbolic link"
        default: "special file"
        }
    }
}
