import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LunchText

/// Reads a whole file into memory, chunk by chunk. Files are never
/// memory-mapped: a mapped file that another program truncates takes the process down
/// (SIGBUS) at the first touch of a page past its new end, while a file in memory stays
/// as it was read. A file that shrinks, grows or is rewritten while it is read is an
/// error (`changed`), never a short or mixed read.
///
/// This is the one way lunch reads a file (place files, `state.json`, the history, sync
/// caches through `DiskFileStorage.read`; place files and walking networks through
/// `readAligned`, its counterpart in the catalog engine; a stored catalog is opened by the
/// same `openRegular` and read as it is used, `ImageFile`). Only regular files are
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

    /// The file's bytes. A file larger than `limit` bytes is refused (`tooLarge`) before
    /// anything is read. `betweenChunks` runs after each chunk but the last with the bytes
    /// read so far (a test seam: it may change the file). Through Foundation's `FileHandle`:
    /// the files read here are small (state, history, sync caches); the catalog engine
    /// reads its large files into aligned memory (`WholeFile.readAligned` in LunchCatalog).
    public static func read(path: String, limit: Int, chunk: Int = WholeFile.chunk,
                            betweenChunks: (Int) -> Void = { _ in }) throws -> Data {
        let (fd, before) = try openSized(path, limit: limit)
        defer { close(fd) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        // One byte more than the size, so a file that grew is noticed by the same reads.
        let end = before.size + 1
        var data = Data()
        while data.count < end {
            let part: Data?
            do {
                part = try handle.read(upToCount: min(chunk, end - data.count))
            } catch {
                throw Failure.unreadable(reason: DiskFileStorage.reason(DiskFileStorage.code(of: error)))
            }
            guard let part, !part.isEmpty else { break }
            data.append(part)
            if data.count < end - 1 { betweenChunks(data.count) }
        }
        try checkUnchanged(fd, read: data.count, since: before)
        return data
    }

    /// What tells a file that changed while it was read: its size and modification time.
    package struct Stamp: Equatable {
        package var size: Int
        var seconds: Int
        var nanoseconds: Int
    }

    /// `openRegular`, and the file's stamp checked against `limit`: the caller closes the
    /// descriptor.
    package static func openSized(_ path: String, limit: Int) throws -> (fd: Int32, stamp: Stamp) {
        let fd = try openRegular(path)
        do {
            let stamp = try stamp(fd)
            guard stamp.size <= limit else { throw Failure.tooLarge(size: stamp.size, limit: limit) }
            return (fd, stamp)
        } catch {
            close(fd)
            throw error
        }
    }

    /// The open file's stamp now.
    package static func stamp(_ fd: Int32) throws -> Stamp {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        return Stamp(size: Int(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
    }

    /// Throws `changed` unless exactly the file's size was read and its stamp is as before.
    package static func checkUnchanged(_ fd: Int32, read: Int, since before: Stamp) throws {
        guard read == before.size, (try? stamp(fd)) == before else { throw Failure.changed }
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
