import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LunchStorage
import LunchText

/// The engine's way to read a large file whole (a place file, a walking network): as
/// `WholeFile.read` (regular files only, the size capped before anything is allocated, a
/// file that changes while it is read is `changed`), but with pread(2) into memory of its
/// own — aligned to 16 bytes, huge pages for a large file — and a half on each of two
/// threads from `parallelSize` bytes. Here and not in LunchStorage because it works on raw
/// memory, which only the engine may.
extension WholeFile {
    /// Memory for a file's bytes: aligned to 16 bytes, released with `release()`.
    package struct Buffer: @unchecked Sendable {
        package let bytes: UnsafeMutableRawBufferPointer
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

        package func release() {
            if mapped > 0 { munmap(bytes.baseAddress, mapped) } else { bytes.deallocate() }
        }
    }

    /// The file's bytes, in a buffer the caller releases. A file larger than `limit` bytes
    /// is refused (`tooLarge`) before anything is read. `betweenChunks` runs after each
    /// chunk but the last with the bytes read so far (a test seam: it may change the file;
    /// with two threads, the first half's chunks). Files of `twoThreadsFrom` bytes or more
    /// are read a half on each of two threads.
    package static func readBuffer(path: String, limit: Int, chunk: Int = WholeFile.chunk,
                                  twoThreadsFrom: Int = WholeFile.parallelSize,
                                  betweenChunks: (Int) -> Void = { _ in }) throws -> Buffer {
        let (fd, before) = try openSized(path, limit: limit)
        defer { close(fd) }
        let size = before.size
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
            try checkUnchanged(fd, read: offset, since: before)
            return buffer.prefix(size)
        } catch {
            buffer.release()
            throw error
        }
    }

    /// Files at least this large are read by two threads, a half each.
    package static let parallelSize = 32 << 20

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
    package static func readAligned(path: String, limit: Int, chunk: Int = WholeFile.chunk,
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
}
