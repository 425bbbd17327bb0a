import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
import LunchState
import LunchSync
import LunchCommands

/// A large file is read a half on each of two threads: the same bytes, and a file that
/// changes while either half is read is still `changed`.
@Suite struct WholeFileHalvesTests {
    func file(_ bytes: Data) throws -> (folder: String, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-halves-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: folder + "/f"))
        return (folder, folder + "/f")
    }

    @Test func bothHalvesGiveTheWholeFile() throws {
        for count in [2, 3, 4095, 4096, 4097, 100_001] {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) })
            let (folder, path) = try file(bytes)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(try WholeFile.readAligned(path: path, limit: FileLimits.placeFile, chunk: 4096, twoThreadsFrom: 1) == bytes, "\(count)")
        }
    }

    @Test func aFileCutOrGrownWhileTheFirstHalfIsReadIsChanged() throws {
        let size = 100_000
        for change in ["cut in the first half", "cut in the second half", "cut at the middle", "grown"] {
            let (folder, path) = try file(Data(repeating: 7, count: size))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var changed = false
            #expect(throws: WholeFile.Failure.changed, "\(change)") {
                try WholeFile.readAligned(path: path, limit: FileLimits.placeFile, chunk: 4096, twoThreadsFrom: 1, betweenChunks: { _ in
                    guard !changed else { return }
                    changed = true
                    switch change {
                    case "cut in the first half": truncate(path, 10_000)
                    case "cut in the second half": truncate(path, off_t(size - 1_000))
                    case "cut at the middle": truncate(path, off_t(size / 2))
                    default:
                        let handle = FileHandle(forWritingAtPath: path)!
                        handle.seekToEndOfFile()
                        handle.write(Data([1]))
                        handle.closeFile()
                    }
                })
            }
        }
    }
}
