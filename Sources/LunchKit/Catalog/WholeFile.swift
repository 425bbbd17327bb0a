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

    /// The file's bytes, in a buffer the caller releases. `betweenChunks` runs after each
    /// chunk but the last with the bytes read so far (a test seam: it may change the file).
    public static func readBuffer(path: String, chunk: Int = WholeFile.chunk,
                                  betweenChunks: (Int) -> Void = { _ in }) throws -> Buffer {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw errno == ENOENT ? Failure.missing : Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        defer { close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { throw Failure.unreadable(reason: DiskFileStorage.reason(errno)) }
        guard before.st_mode & S_IFMT == S_IFREG else { return try readStream(fd) }
        let size = Int(before.st_size)
        // One byte more than the size, so a file that grew is noticed by the same reads.
        let buffer = Buffer(capacity: size + 1)
        do {
            var offset = 0
            while offset <= size {
                let n = pread(fd, buffer.bytes.baseAddress! + offset, min(chunk, size + 1 - offset), off_t(offset))
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
            return buffer.prefix(size)
        } catch {
            buffer.release()
            throw error
        }
    }

    /// The file's bytes as `Data` (owning the buffer).
    public static func read(path: String, chunk: Int = WholeFile.chunk, betweenChunks: (Int) -> Void = { _ in }) throws -> Data {
        let buffer = try readBuffer(path: path, chunk: chunk, betweenChunks: betweenChunks)
        guard let base = buffer.bytes.baseAddress, buffer.bytes.count > 0 else {
            buffer.release()
            return Data()
        }
        return Data(bytesNoCopy: base, count: buffer.bytes.count, deallocator: .custom { _, _ in buffer.release() })
    }

    /// A pipe, terminal or device: read to its end, growing the buffer.
    private static func readStream(_ fd: Int32) throws -> Buffer {
        var buffer = Buffer(capacity: 1 << 16)
        var count = 0
        while true {
            if count == buffer.bytes.count {
                let bigger = Buffer(capacity: buffer.bytes.count * 2)
                bigger.bytes.copyMemory(from: UnsafeRawBufferPointer(buffer.bytes))
                buffer.release()
                buffer = bigger
            }
            let n = Glibc.read(fd, buffer.bytes.baseAddress! + count, buffer.bytes.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = DiskFileStorage.reason(errno)
                buffer.release()
                throw Failure.unreadable(reason: reason)
            }
            if n == 0 { return buffer.prefix(count) }
            count += n
        }
    }
}
