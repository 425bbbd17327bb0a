import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// Files are read into memory in chunks; one that changes while it is read is an error,
/// never a crash or a mixed read. Both readers: LunchStorage's (`read`, through
/// FileHandle) and the engine's (`readAligned`, pread into aligned memory).
@Suite struct WholeFileTests {
    func read(_ path: String, aligned: Bool, chunk: Int = WholeFile.chunk,
              betweenChunks: (Int) -> Void = { _ in }) throws -> Data {
        try aligned ? WholeFile.readAligned(path: path, limit: FileLimits.placeFile, chunk: chunk, betweenChunks: betweenChunks)
            : WholeFile.read(path: path, limit: FileLimits.placeFile, chunk: chunk, betweenChunks: betweenChunks)
    }

    func folder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-wholefile-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: [false, true])
    func readsAWholeFileInManyChunks(aligned: Bool) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bytes = Data((0..<100_000).map { UInt8($0 % 251) })
        try bytes.write(to: URL(fileURLWithPath: dir + "/f"))
        var pauses = 0
        #expect(try read(dir + "/f", aligned: aligned, chunk: 4096, betweenChunks: { _ in pauses += 1 }) == bytes)
        #expect(pauses == 24)
        #expect(try read(dir + "/f", aligned: aligned) == bytes)
        try Data().write(to: URL(fileURLWithPath: dir + "/empty"))
        #expect(try read(dir + "/empty", aligned: aligned).isEmpty)
    }

    @Test(arguments: [false, true])
    func aFileTruncatedBetweenTwoChunksIsChangedNotACrash(aligned: Bool) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/places.json"
        try Data(repeating: UInt8(ascii: " "), count: 50_000).write(to: URL(fileURLWithPath: path))
        for cut in [0, 1000, 4096, 8191] {
            try Data(repeating: UInt8(ascii: " "), count: 50_000).write(to: URL(fileURLWithPath: path))
            #expect(throws: WholeFile.Failure.changed) {
                try read(path, aligned: aligned, chunk: 4096, betweenChunks: { read in
                    if read == 8192 { truncate(path, off_t(cut)) }
                })
            }
        }
    }

    @Test(arguments: [false, true])
    func aFileThatGrowsOrIsRewrittenWhileReadIsChanged(aligned: Bool) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/places.json"
        try Data(repeating: 1, count: 20_000).write(to: URL(fileURLWithPath: path))
        #expect(throws: WholeFile.Failure.changed) {
            try read(path, aligned: aligned, chunk: 4096, betweenChunks: { _ in
                let handle = FileHandle(forWritingAtPath: path)!
                handle.seekToEndOfFile()
                handle.write(Data([2]))
                handle.closeFile()
            })
        }
        try Data(repeating: 1, count: 20_000).write(to: URL(fileURLWithPath: path))
        #expect(throws: WholeFile.Failure.changed) {
            try read(path, aligned: aligned, chunk: 4096, betweenChunks: { read in
                guard read == 4096 else { return }
                let handle = FileHandle(forWritingAtPath: path)!
                handle.seek(toFileOffset: 0)
                handle.write(Data(repeating: 3, count: 10))
                handle.closeFile()
                // A rewrite in the same clock tick as the first look would go unseen.
                try? FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: path)
            })
        }
    }

    @Test(arguments: [false, true])
    func missingAndUnreadableFilesSaySo(aligned: Bool) throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: WholeFile.Failure.missing) { try read(dir + "/none.json", aligned: aligned) }
        #expect(throws: WholeFile.Failure.notRegular(kind: "folder")) { try read(dir, aligned: aligned) }
    }

    /// The import reader and the catalog loader say it in one line.
    @Test func theCatalogLoaderSaysAFileChanged() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try CatalogLoader.readPlaces(path: dir + "/none.json")
            Issue.record("expected an error")
        } catch let error as UserError {
            #expect(error.message == "cannot use \(dir)/none.json as a catalog: there is no such file")
        }
    }
}
