import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// The one reading seam reads regular files only, and only up to the caller's cap: a
/// device, a fifo without a writer, a socket, a folder or a huge sparse file is refused
/// by what it is, at once, before a byte is read.
@Suite struct WholeFileKindsTests {
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-kinds-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func failure(_ path: String, limit: Int = FileLimits.placeFile) -> WholeFile.Failure? {
        do {
            let data = try WholeFile.read(path: path, limit: limit)
            Issue.record("read \(data.count) bytes of \(path)")
            return nil
        } catch let failure as WholeFile.Failure {
            return failure
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    @Test func devicesAndLinksToThemAreRefusedByTheirKind() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(failure("/dev/zero") == .notRegular(kind: "character device"))
        #expect(failure("/dev/urandom") == .notRegular(kind: "character device"))
        #expect(failure("/dev/null") == .notRegular(kind: "character device"))
        symlink("/dev/zero", dir + "/zero")
        #expect(failure(dir + "/zero") == .notRegular(kind: "character device"))
        #expect(failure(dir) == .notRegular(kind: "folder"))
        #expect(WholeFile.Failure.notRegular(kind: "character device").reason == "it is a character device, not a regular file")
    }

    @Test func aFifoWithNoWriterIsRefusedAtOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        // Should the read wait for a writer after all, one comes after 5 s and writes
        // nothing: the test then fails on the empty read instead of hanging.
        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
        }
        let started = Date()
        #expect(failure(fifo) == .notRegular(kind: "fifo"))
        #expect(Date().timeIntervalSince(started) < 4)
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aSocketIsRefusedByItsKind() throws {
        let path = "/tmp/lunch-sock-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd); unlink(path); try? FileManager.default.removeItem(atPath: dir) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0)
        #expect(failure(path) == .notRegular(kind: "socket"))
    }

    @Test func aFileOverTheCapIsRefusedBeforeItIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.json"
        // 20 GB of nothing: sparse, so it costs no disk; reading it would cost 20 GB of memory.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, 20 << 30) == 0)
        let started = Date()
        #expect(failure(path) == .tooLarge(size: 20 << 30, limit: FileLimits.placeFile))
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(WholeFile.Failure.tooLarge(size: 20 << 30, limit: FileLimits.placeFile).reason
            == "it is too large (20 GB; lunch reads at most 4 GB from such a file)")
        // The cap itself is fine; one byte more is not.
        try Data(count: 1000).write(to: URL(fileURLWithPath: dir + "/small"))
        #expect(try WholeFile.read(path: dir + "/small", limit: 1000).count == 1000)
        #expect(failure(dir + "/small", limit: 999) == .tooLarge(size: 1000, limit: 999))
        #expect(WholeFile.Failure.tooLarge(size: 1000, limit: 999).reason == "it is too large (1000 bytes; lunch reads at most 999 bytes from such a file)")
    }

    @Test func aLinkToARegularFileIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("places".utf8).write(to: URL(fileURLWithPath: dir + "/real.json"))
        symlink("real.json", dir + "/link.json")
        symlink("link.json", dir + "/link2.json")
        #expect(try WholeFile.read(path: dir + "/link2.json", limit: 100) == Data("places".utf8))
    }

    /// Every reader through the storage gets the same: state.json, history, sync caches.
    @Test func theStorageSaysWhatItRefusedInOneLine() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let storage = DiskFileStorage()
        #expect(mkfifo(dir + "/state.json", 0o644) == 0)
        #expect(throws: UserError("cannot read \(dir)/state.json: it is a fifo, not a regular file")) {
            try storage.read(dir + "/state.json", limit: FileLimits.stateFile)
        }
        #expect(FileManager.default.createFile(atPath: dir + "/history", contents: nil))
        try #require(truncate(dir + "/history", (64 << 20) + 1) == 0)
        #expect(throws: UserError("cannot read \(dir)/history: it is too large (67108865 bytes; lunch reads at most 67108864 bytes from such a file)")) {
            try storage.read(dir + "/history", limit: FileLimits.history)
        }
        #expect(try storage.read(dir + "/none", limit: 10) == nil)
    }

    @Test(arguments: [
        (0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1 kB"), (1536, "1.5 kB"),
        (64 << 20, "64 MB"), ((64 << 20) + 1, "64 MB"), (4 << 30, "4 GB"), ((20 << 30) + (1 << 29), "20.5 GB"),
    ])
    func sizesReadAsPeopleSayThem(bytes: Int, text: String) {
        #expect(Messages.byteCount(bytes) == text)
    }
}
