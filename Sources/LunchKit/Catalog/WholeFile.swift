import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file into memory with pread(2), chunk by chunk. Files are never
/// memory-mapped: a mapped file that another program truncates takes the process down
/// (SIGBUS) at the first touch of a page past its new end, while a file in memory stays
/// as it was read. A file that shrinks, grows or is rewritten while it is read is an
/// error (`changed`), never a short or mixed read.
public enum WholeFile {
    public enum Failure: Error, Equatable {
        case missing
        case unreadable(reason: String)
        case changed

        /// In words, for the one-line error ("cannot import F: …").
        public var reason: String {
            switch self {
            case .missing: return "there is no such file"
            case .unreadable(let reason): return "it cannot be read (\(reason))"
            case .changed: return "it changed while it was read"
            }
        }
    }

    /// Bytes per read (a test passes a small one).
    public static let chunk = 8 << 20

    /// The file's bytes in a buffer aligned to 16 bytes, which the caller deallocates.
    /// `betweenChunks` runs after each chunk but the last with the bytes read so far
    /// (a test seam: it may change the file there).
    public static func readBuffer(path: String, chunk: Int = WholeFile.chunk,
                                  betweenChunks: (Int) -> Void = { _ in }) throws -> UnsafeMutableRawBufferPointer {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? Failure.missing : Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { throw Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        guard before.st_mode & S_IFMT == S_IFREG else { return try readStream(fd) }
        let size = Int(before.st_size)
        // One byte more than the size, so a file that grew is noticed by the same reads.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size + 1, alignment: 16)
        do {
            var offset = 0
            while offset <= size {
                let n = pread(fd, buffer.baseAddress! + offset, min(chunk, size + 1 - offset), off_t(offset))
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure.unreadable(reason: DiskFileStorage.reason(errno))
                }
                if n == 0 { break }
                offset += n
                if offset < size { betweenChunks(offset) }
            }
            var after = stat()
            guard offset == size, fstat(fd, &after) == 0, after.st_size == before.st_size,
                  after.st_mtim.tv_sec == before.st_mtim.tv_sec, after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
            else { throw Failure.changed }
            return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<size])
        } catch {
            buffer.deallocate()
            throw error
        }
    }

    /// The file's bytes as `Data` (owning the buffer).
    public static func read(path: String, chunk: Int = WholeFile.chunk, betweenChunks: (Int) -> Void = { _ in }) throws -> Data {
        let buffer = try readBuffer(path: path, chunk: chunk, betweenChunks: betweenChunks)
        guard let base = buffer.baseAddress, buffer.count > 0 else {
            buffer.deallocate()
            return Data()
        }
        return Data(bytesNoCopy: base, count: buffer.count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// A pipe, terminal or device: read to its end, growing the buffer.
    private static func readStream(_ fd: Int32) throws -> UnsafeMutableRawBufferPointer {
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        var count = 0
        while true {
            if count == buffer.count {
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
                bigger.copyMemory(from: UnsafeRawBufferPointer(buffer))
                buffer.deallocate()
                buffer = bigger
            }
            let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = DiskFileStorage.reason(errno)
                buffer.deallocate()
                throw Failure.unreadable(reason: reason)
            }
            if n == 0 { return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]) }
            count += n
        }
    }
}
