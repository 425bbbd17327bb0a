import Foundation
#if canImport(Glibc)
import Glibc
import LunchText
import LunchStorage

#endif

/// A stored catalog image's file, kept open while the image is used, and read into memory
/// only where it is used: a section when a query first needs it, the records a few
/// kilobytes at a time (a place is read when it is shown). The memory is one anonymous
/// mapping as large as the file; pages never read cost nothing, so a shell that answers
/// `near` and `search` holds a fraction of a large catalog.
///
/// Never memory-mapped from the file: a mapped file that another program truncates takes
/// the process down (SIGBUS). Opening reads the whole file once, through a small buffer,
/// and keeps the checksum of every block; each block read later must have the same
/// checksum. A block that does not (the file was rewritten in place under a running
/// shell; lunch itself only ever replaces it by renaming) is never used: the section
/// holding it reads as zeros, which every query can follow, and `changedOnDisk` says so.
final class ImageFile: @unchecked Sendable {
    static let block = 4096
    let size: Int
    let memory: UnsafeMutableRawBufferPointer
    /// The checksum of everything after the header, as `CatalogImage.checksum` computes it.
    var checksum: UInt64 { states.last?.value ?? ImageChecksum().value }
    /// Whether the sections' contents agree (`CatalogImage.contentsAgree`), checked while
    /// the file was read.
    let contentsAgree: Bool
    private let fd: Int32
    private let mapped: Int
    /// The image checksum's state after each block: a block read later is checked by
    /// going on from the state before it (one checksum pass at open, no other).
    private let states: [ImageChecksum]
    private var loaded: [Bool]
    /// Blocks that were not as they were when the file was opened (they read as zeros).
    private var bad: [Bool]
    private var sectionLoaded = [Bool](repeating: false, count: CatalogImage.sectionCount)
    /// Sections that read as zeros (some block of them was not as it was).
    private var sectionZeroed = [Bool](repeating: false, count: CatalogImage.sectionCount)
    /// Where the walkable network's bytes are in the file, when it has them.
    let walk: Range<Int>?
    private let lock = NSLock()
    private var changed = false
    private var zeroReads = 0

    /// True once a block read on demand was not as it was when the file was opened.
    var changedOnDisk: Bool { lock.withLock { changed } }
    /// How many times a query has been given bytes that read as zeros because the file
    /// changed (a block, or a section holding one): an answer made while this grew is not
    /// an answer from the catalog (`CatalogDamageWatch`).
    var zeroedReads: Int { lock.withLock { zeroReads } }

    /// Reads the file once, through a small buffer: the checksum, each block's state and
    /// the sections' contents checked on the way; nothing is kept but its first block.
    convenience init(path: String, limit: Int, chunk: Int = 1 << 20) throws {
        let fd = try WholeFile.openRegular(path)
        var before = stat()
        guard fstat(fd, &before) == 0 else {
            let code = errno
            close(fd)
            throw WholeFile.Failure.unreadable(reason: DiskFileStorage.reason(code))
        }
        let fileSize = Int(before.st_size)
        guard fileSize <= limit else {
            close(fd)
            throw WholeFile.Failure.tooLarge(size: fileSize, limit: limit)
        }
        // A catalog with its walkable network: the image, then the network's part
        // (`WalkPart`), which is read when walking needs it, never here.
        let walk = WalkPart.find(fd, fileSize: fileSize)
        let size = walk.map { $0.lowerBound - WalkPart.headerSize } ?? fileSize
        let extra = walk == nil ? 1 : 0
        let blocks = (size + Self.block - 1) / Self.block
        var contents = ImageContentsCheck(size: size)
        let step = max(chunk, Self.block) / Self.block * Self.block
        // The checksum on a second thread; the reads and the contents check on this one.
        let checksums = BlockChecksums(chunk: step, block: Self.block, blocks: blocks)
        var states: [ImageChecksum] = []
        var offset = 0, i = 0, holding = false
        do {
            defer { states = checksums.finish(i, holding: holding) }
            // One byte more than the size, so a file that grew is noticed by the same reads
            // (with a network part after the image, the image's own bytes only).
            while offset < size + extra {
                let scratch = checksums.buffer(i)
                holding = true
                let n = try Self.read(fd, into: scratch.baseAddress!, count: min(step, size + extra - offset), at: offset)
                if n == 0 { break }
                let counted = min(n, max(0, size - offset))
                checksums.submit(i, offset: offset, count: counted)
                holding = false
                contents.feed(offset, UnsafeRawBufferPointer(rebasing: scratch[0..<counted]))
                offset += n
                i += 1
            }
        } catch {
            close(fd)
            throw error
        }
        var after = stat()
        guard offset == size, fstat(fd, &after) == 0, after.st_size == before.st_size,
              after.st_mtim.tv_sec == before.st_mtim.tv_sec, after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
        else {
            close(fd)
            throw WholeFile.Failure.changed
        }
        try self.init(fd: fd, size: size, states: states, contentsAgree: contents.finish(), walk: walk)
    }

    /// The file just written from a built image, not read again: each block read later
    /// must be as `written` says (a file of another size is refused now).
    convenience init(path: String, written: WrittenImage) throws {
        let fd = try WholeFile.openRegular(path)
        var info = stat()
        let walk = written.walkBytes > 0
            ? (written.size + WalkPart.headerSize)..<(written.size + WalkPart.headerSize + written.walkBytes) : nil
        guard fstat(fd, &info) == 0, Int(info.st_size) == walk?.upperBound ?? written.size,
              written.states.count == (written.size + Self.block - 1) / Self.block else {
            close(fd)
            throw WholeFile.Failure.changed
        }
        try self.init(fd: fd, size: written.size, states: written.states, contentsAgree: written.contentsAgree, walk: walk)
    }

    /// Takes `fd`: the memory for the file, nothing read but the first block.
    private init(fd: Int32, size: Int, states: [ImageChecksum], contentsAgree: Bool, walk: Range<Int>?) throws {
        let blocks = (size + Self.block - 1) / Self.block
        let capacity = max(blocks * Self.block, Self.block)
        guard let address = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              address != MAP_FAILED else {
            let code = errno
            close(fd)
            throw WholeFile.Failure.unreadable(reason: DiskFileStorage.reason(code))
        }
        self.fd = fd
        self.size = size
        mapped = capacity
        memory = UnsafeMutableRawBufferPointer(start: address, count: size)
        self.states = states
        loaded = [Bool](repeating: false, count: blocks)
        bad = loaded
        self.contentsAgree = contentsAgree
        self.walk = walk
        load(0..<min(size, CatalogImage.headerSize + CatalogImage.sectionCount * 16))
    }

    deinit {
        munmap(memory.baseAddress, mapped)
        close(fd)
    }

    /// Whether block `k`'s bytes in memory are those the file had when it was opened.
    private func isAsOpened(_ k: Int) -> Bool {
        var sum = k == 0 ? ImageChecksum() : states[k - 1]
        let start = k * Self.block, end = min(size, start + Self.block)
        let from = max(start, CatalogImage.headerSize)
        if from < end { sum.add(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(memory)[from..<end])) }
        return sum == states[k]
    }

    /// Reads `count` bytes at `offset` (fewer only at the end of the file).
    private static func read(_ fd: Int32, into address: UnsafeMutableRawPointer, count: Int, at offset: Int) throws -> Int {
        var done = 0
        while done < count {
            let n = pread(fd, address + done, count - done, off_t(offset + done))
            if n < 0 {
                if errno == EINTR { continue }
                throw WholeFile.Failure.unreadable(reason: DiskFileStorage.reason(errno))
            }
            if n == 0 { break }
            done += n
        }
        return done
    }

    /// Makes the bytes of `range` present in `memory`, each block as it was when the file
    /// was opened. Returns false when some block is not, now or before (it reads as zeros).
    @discardableResult
    func load(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        lock.lock()
        defer { lock.unlock() }
        var same = true
        var b = range.lowerBound / Self.block
        let last = (range.upperBound - 1) / Self.block
        while b <= last {
            guard !loaded[b] else {
                if bad[b] { same = false }
                b += 1
                continue
            }
            // A run of blocks not read yet, read at once.
            var end = b
            while end < last, !loaded[end + 1] { end += 1 }
            let start = b * Self.block, stop = min(size, (end + 1) * Self.block)
            let n = (try? Self.read(fd, into: memory.baseAddress! + start, count: stop - start, at: start)) ?? 0
            for k in b...end {
                let piece = UnsafeMutableRawBufferPointer(rebasing: memory[(k * Self.block)..<min(size, (k + 1) * Self.block)])
                if min(size, (k + 1) * Self.block) > start + n || !isAsOpened(k) {
                    piece.initializeMemory(as: UInt8.self, repeating: 0)
                    bad[k] = true
                    changed = true
                    same = false
                }
                loaded[k] = true
            }
            b = end + 1
        }
        if !same { zeroReads += 1 }
        return same
    }

    /// Makes section `index` (at `range`) present whole, once: when some block of it is not
    /// as it was, the whole section reads as zeros.
    func loadSection(_ index: Int, _ range: Range<Int>) {
        lock.lock()
        let done = sectionLoaded[index]
        if done, sectionZeroed[index] { zeroReads += 1 }
        lock.unlock()
        guard !done else { return }
        let same = load(range)
        lock.lock()
        defer { lock.unlock() }
        if !same {
            UnsafeMutableRawBufferPointer(rebasing: memory[range]).initializeMemory(as: UInt8.self, repeating: 0)
            sectionZeroed[index] = true
        }
        sectionLoaded[index] = true
    }

    /// The walkable network's bytes, read from the file now (the file as opened: lunch
    /// replaces a catalog by renaming, so this descriptor still reads the one opened).
    /// Their own checksum says whether they are as written (`WalkNetwork(serialized:)`).
    func readWalk() throws -> [UInt8] {
        guard let walk else { return [] }
        var bytes = [UInt8](repeating: 0, count: walk.count)
        let n = try bytes.withUnsafeMutableBytes { try Self.read(fd, into: $0.baseAddress!, count: walk.count, at: walk.lowerBound) }
        guard n == walk.count else { throw WholeFile.Failure.changed }
        return bytes
    }
}
