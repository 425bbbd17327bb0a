import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

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

/// A write removes what earlier writes to the same file left when they were killed,
/// in any folder (a user's `export` target is not in the state dir).
@Suite struct TargetTemporariesTests {
    @Test func aWriteRemovesTheStaleTemporariesOfItsTargetOnly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-target-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = try StaleTemporariesTests.deadPID()
        let gone = ["lunch.json.tmp-\(dead)-1", "lunch.json.tmp-\(dead)-2"]
        let kept = [
            "lunch.json.tmp-\(getpid())-3",         // a live writer's
            "other.json.tmp-\(dead)-4",              // another file's
            "lunch.json.tmp-7.tmp-\(dead)-5",        // the file `lunch.json.tmp-7`'s
            "lunch.json.tmp-\(dead)-6-7", "lunch.json.tmp-\(dead)",  // not names lunch makes
            "x.lunch.json.tmp-\(dead)-8",
        ]
        for name in gone + kept { #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data("x".utf8))) }
        try DiskFileStorage().writeFile(Data("new".utf8), to: dir + "/lunch.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == (kept + ["lunch.json"]).sorted())
        // Through a link, the temporaries beside the real file go.
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        symlink("real/t.json", dir + "/link.json")
        #expect(FileManager.default.createFile(atPath: dir + "/real/t.json.tmp-\(dead)-9", contents: Data()))
        try DiskFileStorage().writeFile(Data("new".utf8), to: dir + "/link.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/real") == ["t.json"])
    }
}
