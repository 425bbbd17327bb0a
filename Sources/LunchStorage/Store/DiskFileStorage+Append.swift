import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LunchText

extension DiskFileStorage {
    public func identity(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Self.identity(info)
    }

    /// Cuts the existing regular file at `offset` (dropping whatever a killed writer left
    /// past it), writes `data` there and, when `durable`, fsyncs: when it returns, the bytes
    /// are on disk. A failed write cuts the file back to `offset`, so it is as it was.
    public func append(_ data: Data, to path: String, at offset: Int, durable: Bool) throws -> FileIdentity {
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw UserError(Messages.cannotSave(path, reason: Self.reason(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw UserError(Messages.cannotSave(path, reason: Messages.notRegularToRead(kind: "special file")))
        }
        var failure: Int32 = 0
        if ftruncate(fd, off_t(offset)) != 0 { failure = errno }
        if failure == 0 {
            do {
                let file = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
                try file.seek(toOffset: UInt64(offset))
                try file.write(contentsOf: data)
            } catch {
                failure = Self.code(of: error)
            }
        }
        if failure == 0, durable, fsync(fd) != 0 { failure = errno }
        guard failure == 0, fstat(fd, &info) == 0 else {
            let code = failure == 0 ? errno : failure
            _ = ftruncate(fd, off_t(offset))
            throw UserError(Messages.cannotSave(path, reason: Self.reason(code)))
        }
        return Self.identity(info)
    }

    /// Removes a file; a missing one is fine.
    public func remove(_ path: String) {
        unlink(path)
    }

    static func identity(_ info: stat) -> FileIdentity {
        FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
                     modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                     changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
    }
}
