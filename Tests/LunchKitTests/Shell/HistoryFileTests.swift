import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A history file that cannot be read is said once and left as it is: the history is
/// off for the session, never written over the user's fifo, device or huge file.
@Suite struct HistoryFileTests {
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-history-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aFifoIsReportedOnceAndNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/history"
        #expect(mkfifo(path, 0o644) == 0)
        let history = HistoryStore(path: path, storage: DiskFileStorage())
        #expect(history.entries.isEmpty)
        #expect(history.problem == "warning: cannot read \(path): it is a fifo, not a regular file; the history is off for this session (the file is left as it is)")
        history.add("near 800")
        try history.save()  // nothing to say again, nothing written
        #expect(kind(path) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0 != "history.lock" } == ["history"])
    }

    @Test func aLinkToADeviceOrAHugeFileIsLeftAsItIs() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/history"
        symlink("/dev/zero", path)
        let linked = HistoryStore(path: path, storage: DiskFileStorage())
        #expect(linked.problem?.contains("it is a character device, not a regular file") == true)
        unlink(path)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, 10 << 30) == 0)
        let huge = HistoryStore(path: path, storage: DiskFileStorage())
        #expect(huge.problem?.contains("it is too large (10 GB; lunch reads at most 64 MB from such a file)") == true)
        huge.add("near 800")
        try huge.save()
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 10 << 30)
    }

    /// Readable at start, a fifo by the time of the save: an error, and the fifo stays.
    @Test func aFileThatCannotBeReadAtSaveIsNotWrittenOver() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/history"
        try "near 800\n".write(toFile: path, atomically: false, encoding: .utf8)
        let history = HistoryStore(path: path, storage: DiskFileStorage())
        #expect(history.problem == nil)
        #expect(history.entries == ["near 800"])
        unlink(path)
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        try #require(truncate(path, 100 << 20) == 0)
        history.add("show 1")
        #expect(throws: UserError("cannot read \(path): it is too large (100 MB; lunch reads at most 64 MB from such a file)")) {
            try history.save()
        }
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 100 << 20)
    }
}
