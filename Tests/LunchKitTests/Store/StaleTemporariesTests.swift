import Foundation
import Testing
@testable import LunchKit

/// Temporaries that a process killed mid-write left behind are removed; a live
/// writer's never are.
@Suite struct StaleTemporariesTests {
    /// The PID of a child that has surely ended (started and reaped).
    static func deadPID() throws -> pid_t {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        return child.processIdentifier
    }

    @Test func onlyTemporariesOfEndedUnlockedWritersGo() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-tmp-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = try Self.deadPID()
        let names = [
            "catalog.lunchcat.tmp-\(dead)-12345",  // killed mid-import: goes
            "state.json.tmp-\(getpid())-6789",     // this process is writing it: stays
            "history.tmp-\(dead)-1",               // ended, but someone holds its lock: stays
            "notes.tmp-\(dead)",                   // not a name lunch makes: stays
            "x.tmp-\(dead)-1-2", "keep.json",      // neither
        ]
        for name in names { #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8))) }
        let held = open(dir + "/history.tmp-\(dead)-1", O_RDONLY)
        #expect(flock(held, LOCK_EX) == 0)
        defer { close(held) }
        let removed = DiskFileStorage().removeStaleTemporaries(in: dir)
        #expect(removed == ["catalog.lunchcat.tmp-\(dead)-12345"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == names.dropFirst().sorted())
        #expect(DiskFileStorage().removeStaleTemporaries(in: dir + "/missing").isEmpty)
    }

    @Test func theNameGivesTheWriter() {
        #expect(DiskFileStorage.writerPID(of: "catalog.lunchcat.tmp-42-7") == 42)
        #expect(DiskFileStorage.writerPID(of: "a.tmp-b.tmp-42-7") == 42)
        #expect(DiskFileStorage.writerPID(of: ".tmp-42-7") == nil)
        #expect(DiskFileStorage.writerPID(of: "a.tmp-0-7") == nil)
        #expect(DiskFileStorage.writerPID(of: "a.tmp-42-") == nil)
        #expect(DiskFileStorage.writerPID(of: "a.tmp-99999999999-7") == nil)
        #expect(DiskFileStorage.writerPID(of: "a.tmp-٤٢-7") == nil)
    }
}
