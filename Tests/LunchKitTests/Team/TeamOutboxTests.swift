import Foundation
import Testing
import LunchText
import LunchStorage
import LunchCatalog
@testable import LunchState
import LunchSync
import LunchCommands
import LunchTestSupport

/// The outbox on real files: lines, markers, a torn last line, emptying while another
/// handle appends.
@Suite struct TeamOutboxTests {
    let dir: String
    let outbox: TeamOutbox

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-outbox-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        outbox = TeamOutbox(folder: dir, storage: DiskFileStorage())
    }

    static let place = TeamPlace(id: "osm:node/1", name: "Pikku Nepal", latitude: 60.17, longitude: 24.94)

    func vote(_ n: Int) -> TeamChange {
        TeamChange(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!, member: "alice", time: Date(timeIntervalSince1970: 1_800_000_000 + Double(n)),
                   kind: .vote(day: "2026-11-20", place: Self.place))
    }

    var text: String { (try? String(contentsOfFile: outbox.path, encoding: .utf8)) ?? "" }

    @Test func eachChangeIsOneLineAndWaitsUntilMarkedSent() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let changes = (0..<3).map(vote)
        for change in changes { try outbox.append(change) }
        #expect(text.split(separator: "\n").count == 3)
        #expect(try outbox.contents().waiting == changes)
        try outbox.markSent([changes[0].id])
        #expect(text.hasSuffix("{\"sent\":[\"\(changes[0].id.uuidString)\"]}\n"))
        #expect(try outbox.contents().waiting == Array(changes.dropFirst()))
        // A fresh reader (the next start) sees the same.
        #expect(try TeamOutbox(folder: dir, storage: DiskFileStorage()).contents().waiting == Array(changes.dropFirst()))
        // Nothing waits: the file is emptied.
        try outbox.markSent(changes.dropFirst().map(\.id))
        #expect(text == "")
        #expect(try outbox.contents() == TeamOutbox.Contents())
    }

    @Test func aTornLastLineIsSkippedCountedAndCutByTheNextAppend() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try outbox.append(vote(0))
        // kill -9 in the middle of a write: half a line, no newline.
        let handle = try #require(FileHandle(forWritingAtPath: outbox.path))
        handle.seekToEndOfFile()
        handle.write(Data("{\"id\":\"3F2504E0-4F89-11D3".utf8))
        handle.closeFile()
        let before = text
        var contents = try outbox.contents()
        #expect(contents.waiting == [vote(0)])
        #expect(contents.damaged == 1)
        #expect(contents.tornOnly)
        // The whole outbox was kept aside before the torn line was cut.
        let aside = try #require(contents.setAside)
        #expect(aside.hasPrefix(outbox.path + ".damaged-"))
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == before)
        try outbox.append(vote(1))
        contents = try outbox.contents()
        #expect(contents.waiting == [vote(0), vote(1)])
        #expect(contents.damaged == 0)
    }

    @Test func aDamagedLineInTheMiddleIsSkippedNotFatal() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try outbox.append(vote(0))
        let handle = try #require(FileHandle(forWritingAtPath: outbox.path))
        handle.seekToEndOfFile()
        handle.write(Data("\u{0}\u{0}garbage\n{\"sent\":42}\n".utf8))
        handle.closeFile()
        let before = text
        let found = try #require(try outbox.append(vote(1)))
        #expect(found.damaged == 2)
        #expect(!found.tornOnly)
        let aside = try #require(found.setAside)
        #expect(try String(contentsOfFile: aside, encoding: .utf8) == before)
        let contents = try outbox.contents()
        #expect(contents.waiting == [vote(0), vote(1)])
        #expect(contents.damaged == 0)
        // Damaged again: a second copy, never over the first (`-2`).
        let handle2 = try #require(FileHandle(forWritingAtPath: outbox.path))
        handle2.seekToEndOfFile()
        handle2.write(Data("garbage again\n".utf8))
        handle2.closeFile()
        let again = try outbox.contents()
        #expect(again.setAside == aside + "-2" || (again.setAside.map { $0 != aside } ?? false))
        #expect(Messages.teamOutboxDamaged(2, path: "team-outbox", aside: "team-outbox.damaged-x", tornOnly: false)
                == "warning: team-outbox: 2 damaged lines set aside: a copy of the outbox is in team-outbox.damaged-x; the other changes are kept")
    }

    @Test func emptyingNeverLosesAnAppendFromAnotherHandle() async throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Two outboxes on one folder (separate file handles and locks, as two shells have).
        let writer = TeamOutbox(folder: dir, storage: DiskFileStorage())
        let sender = TeamOutbox(folder: dir, storage: DiskFileStorage())
        let changes = (0..<300).map(vote)
        let sentTask = Task.detached { () -> Set<UUID> in
            var sent = Set<UUID>()
            for _ in 0..<400 {
                let waiting = (try? sender.contents().waiting) ?? []
                if let first = waiting.first {
                    // Send one or all of what waits, as replies do.
                    let batch = waiting.count.isMultiple(of: 2) ? waiting.map(\.id) : [first.id]
                    try? sender.markSent(batch)
                    sent.formUnion(batch)
                }
            }
            return sent
        }
        for change in changes { try writer.append(change) }
        var sent = await sentTask.value
        let left = try outbox.contents()
        #expect(left.damaged == 0)
        sent.formUnion(left.waiting.map(\.id))
        #expect(sent == Set(changes.map(\.id)))
        #expect(Set(left.waiting.map(\.id)).isDisjoint(with: Set(changes.map(\.id)).subtracting(left.waiting.map(\.id))))
    }

    @Test func aChangeIsMadeDurableItsSentMarkerIsNot() throws {
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A change is fsynced before the command answers; a marker lost in a power cut only
        // sends changes again, which the server stores once.
        let storage = MemoryFileStorage()
        let outbox = TeamOutbox(folder: "/state", storage: storage)
        try storage.writeAtomically(Data(), to: outbox.path)
        for n in 0..<3 { try outbox.append(vote(n)) }
        #expect(storage.appends.map(\.durable) == [true, true, true])
        try outbox.markSent([vote(0).id])
        try outbox.markSent([vote(1).id, vote(2).id])
        #expect(storage.appends.map(\.durable) == [true, true, true, false, false])
        #expect(storage[outbox.path] == Data())
        try outbox.append(vote(3))
        #expect(storage.appends.last?.durable == true)
        #expect(try outbox.contents().waiting == [vote(3)])
    }

    /// The state harness reads the team's files too (its seed: a vote, a rating, an
    /// unvote, a marker and a torn line); damaged copies must not crash it.
    @Test func theStateHarnessReadsTheTeamsFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let seed = try Data(contentsOf: root.appendingPathComponent("Fuzz/Corpus/state/st-team.json"))
        FuzzHarness.state.run(seed)
        for cut in stride(from: 0, to: seed.count, by: 97) { FuzzHarness.state.run(seed.prefix(cut)) }
        var flipped = seed
        for i in stride(from: 0, to: flipped.count, by: 13) { flipped[i] ^= 0x20 }
        FuzzHarness.state.run(flipped)
    }
}
