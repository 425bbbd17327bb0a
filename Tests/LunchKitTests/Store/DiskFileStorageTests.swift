import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Real files: what `export` (and every save) does to links, fifos, devices and folders.
@Suite struct DiskFileStorageTests {
    let storage = DiskFileStorage()
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-disk-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func text(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func error(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try "old".write(toFile: dir + "/real/target.json", atomically: false, encoding: .utf8)
        chmod(dir + "/real/target.json", 0o600)
        symlink("real/target.json", dir + "/link.json")
        symlink("link.json", dir + "/link2.json")
        try storage.writeFile(Data("new".utf8), to: dir + "/link2.json")
        #expect(kind(dir + "/link.json") == S_IFLNK)
        #expect(kind(dir + "/link2.json") == S_IFLNK)
        #expect(text(dir + "/real/target.json") == "new")
        var info = stat()
        stat(dir + "/real/target.json", &info)
        #expect(info.st_mode & 0o777 == 0o600)  // a private file stays private
        // The temporary went beside the target, and is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.json", "link2.json", "real"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real") == ["target.json"])
        // Saves of lunch's own files go through links too.
        try storage.writeAtomically(Data("state".utf8), to: dir + "/link.json")
        #expect(kind(dir + "/link.json") == S_IFLNK)
        #expect(text(dir + "/real/target.json") == "state")
    }

    @Test func aLinkToAMissingFileCreatesThatFile() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        symlink(dir + "/made.json", dir + "/dangling")
        try storage.writeFile(Data("x".utf8), to: dir + "/dangling")
        #expect(kind(dir + "/dangling") == S_IFLNK)
        #expect(text(dir + "/made.json") == "x")
        symlink("loop", dir + "/loop")
        #expect(error { try storage.writeFile(Data("x".utf8), to: dir + "/loop") }
            == "cannot save \(dir)/loop: too many levels of symbolic links; nothing was changed")
    }

    /// A dangling link into a folder that does not exist: the missing folder is named.
    @Test func aLinkIntoAMissingFolderNamesTheFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        symlink("nodir/x.json", dir + "/link.json")
        #expect(error { try storage.writeFile(Data("x".utf8), to: dir + "/link.json") }
            == "cannot save \(dir)/link.json: no such file or directory: the folder \(dir)/nodir does not exist; nothing was changed")
        _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data())
        symlink("file/x.json", dir + "/under-file.json")
        #expect(error { try storage.writeFile(Data("x".utf8), to: dir + "/under-file.json") }
            == "cannot save \(dir)/under-file.json: not a directory: \(dir)/file is not a folder; nothing was changed")
        #expect(!FileManager.default.fileExists(atPath: dir + "/nodir"))
    }

    @Test func aFifoWithoutAReaderIsRefusedWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(error { try storage.writeFile(Data("x".utf8), to: fifo) }
            == "cannot write \(fifo): it is a fifo and no program is reading it; nothing was changed")
        #expect(kind(fifo) == S_IFIFO)
        // lunch's own files are never replaced by a save either.
        #expect(error { try storage.writeAtomically(Data("x".utf8), to: fifo) }
            == "cannot save \(fifo): it is a fifo, not a regular file; nothing was changed")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aFifoWithAReaderGetsThePlainBytes() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)  // never waits for a writer
        #expect(reader >= 0)
        defer { close(reader) }
        try storage.writeFile(Data("{\"visits\":[]}\n".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 100)
        let n = read(reader, &buffer, buffer.count)
        #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self) == "{\"visits\":[]}\n")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/d", withIntermediateDirectories: true)
        symlink("d", dir + "/to-d")
        for name in ["/d", "/d/", "/to-d"] {
            #expect(error { try storage.writeFile(Data("x".utf8), to: dir + name) }
                == "cannot save \(dir + name): it is a folder, not a regular file; nothing was changed")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/d").isEmpty)
        #expect(kind(dir + "/to-d") == S_IFLNK)
    }

    /// /dev/full and /dev/null as root, through copies of the devices in the test's folder:
    /// a regression must not be able to replace the machine's own.
    @Test(.enabled(if: getuid() == 0, "needs root to make device nodes"))
    func aFullDeviceIsAnErrorAndStaysADevice() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (device, copy) in [("/dev/full", dir + "/full"), ("/dev/null", dir + "/null")] {
            var info = stat()
            try #require(stat(device, &info) == 0 && mknod(copy, S_IFCHR | 0o666, info.st_rdev) == 0)
        }
        #expect(error { try storage.writeFile(Data("x".utf8), to: dir + "/full") }
            == "cannot write \(dir)/full: no space left on device")
        #expect(kind(dir + "/full") == S_IFCHR)
        try storage.writeFile(Data("x".utf8), to: dir + "/null")
        #expect(kind(dir + "/null") == S_IFCHR)
        #expect(error { try storage.writeAtomically(Data("x".utf8), to: dir + "/null") }
            == "cannot save \(dir)/null: it is a device, not a regular file; nothing was changed")
    }
}
