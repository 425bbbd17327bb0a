import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// `team.json` and the history may hold a webhook's secret path (`team notify URL`): they
/// are written readable by their owner only (0600), an older 0644 file included.
@Suite struct PrivateFilesTests {
    let dir: String

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-private-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func theHistoryIsTheOwnersOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/history"
        let history = HistoryStore(path: path, storage: DiskFileStorage())
        history.add("team notify https://hooks.example.com/services/T/B/secret")
        try history.save()
        #expect(mode(path) == 0o600)
        // A history written by an older lunch (0644) becomes the owner's only.
        #expect(chmod(path, 0o644) == 0)
        let again = HistoryStore(path: path, storage: DiskFileStorage())
        again.add("today")
        try again.save()
        #expect(mode(path) == 0o600)
    }

    @Test func teamJSONIsTheOwnersOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = TeamSettingsFile(folder: dir, storage: DiskFileStorage())
        try file.save(TeamSettings())
        #expect(mode(file.path) == 0o600)
        #expect(chmod(file.path, 0o644) == 0)
        try file.save(TeamSettings())
        #expect(mode(file.path) == 0o600)
    }
}
